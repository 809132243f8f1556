/* Ported from Spring AI MarkdownDocumentReader.DocumentVisitor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Document } from '../../../document/Document.js';
import type { MarkdownDocumentReaderConfig } from '../config/MarkdownDocumentReaderConfig.js';

/** The parts of a CommonMark node (the `commonmark` package's `Node`) the visitor reads. */
export interface MarkdownNode {
  readonly type: string;
  readonly literal: string | null;
  readonly info: string | null;
  readonly level: number;
  readonly parent: MarkdownNode | null;
  readonly firstChild: MarkdownNode | null;
  readonly next: MarkdownNode | null;
}

/**
 * Walks a CommonMark tree in document order and cuts it into documents, as Spring's
 * `DocumentVisitor` does on commonmark-java's tree.
 *
 * commonmark-java merges adjacent text nodes of a block into one; the `commonmark` package keeps
 * them apart (it splits at `!`, `[`, entities, unmatched delimiters), so runs of text siblings are
 * merged here before they are visited: a heading's title is then its last text run, as in Java.
 */
export class MarkdownDocumentVisitor {
  private readonly documents: Document[] = [];
  private readonly currentParagraphs: string[] = [];
  private currentDocumentBuilder = Document.builder();

  constructor(private readonly config: MarkdownDocumentReaderConfig) {}

  /** Visits `node` and its descendants. */
  visit(node: MarkdownNode): void {
    switch (node.type) {
      case 'document':
        this.currentDocumentBuilder = Document.builder();
        break;
      case 'heading':
        this.buildAndFlush();
        break;
      case 'thematic_break':
        if (this.config.horizontalRuleCreateDocument) this.buildAndFlush();
        break;
      case 'softbreak':
      case 'linebreak':
      case 'item':
        this.translateLineBreakToSpace();
        break;
      case 'block_quote':
        if (!this.config.includeBlockquote) this.buildAndFlush();
        this.translateLineBreakToSpace();
        this.currentDocumentBuilder.metadata('category', 'blockquote');
        break;
      case 'code':
        this.currentParagraphs.push(node.literal ?? '');
        this.currentDocumentBuilder.metadata('category', 'code_inline');
        break;
      case 'code_block':
        // Only fenced blocks (which have an info string, maybe empty): Spring does not visit indented ones.
        if (node.info !== null && node.info !== undefined) this.visitFencedCodeBlock(node.literal ?? '', node.info);
        break;
      default:
        break;
    }
    this.visitChildren(node);
  }

  /** The documents, after the last one is flushed. */
  getDocuments(): Document[] {
    this.buildAndFlush();
    return this.documents;
  }

  private visitChildren(parent: MarkdownNode): void {
    let child = parent.firstChild;
    while (child !== null) {
      if (child.type === 'text') {
        let literal = child.literal ?? '';
        while (child.next !== null && child.next.type === 'text') {
          child = child.next;
          literal += child.literal ?? '';
        }
        this.visitText(literal, parent);
      } else {
        this.visit(child);
      }
      child = child.next;
    }
  }

  private visitFencedCodeBlock(literal: string, info: string): void {
    if (!this.config.includeCodeBlock) this.buildAndFlush();
    this.translateLineBreakToSpace();
    this.currentParagraphs.push(literal);
    this.currentDocumentBuilder.metadata('category', 'code_block');
    this.currentDocumentBuilder.metadata('lang', info);
    this.buildAndFlush();
  }

  private visitText(literal: string, parent: MarkdownNode): void {
    if (parent.type === 'heading') {
      this.currentDocumentBuilder.metadata('category', `header_${parent.level}`).metadata('title', literal);
    } else {
      this.currentParagraphs.push(literal);
    }
  }

  private buildAndFlush(): void {
    if (this.currentParagraphs.length > 0) {
      const builder = this.currentDocumentBuilder.text(this.currentParagraphs.join(''));
      for (const [key, value] of this.config.additionalMetadata) builder.metadata(key, value);
      this.documents.push(builder.build());
      this.currentParagraphs.length = 0;
    }
    this.currentDocumentBuilder = Document.builder();
  }

  private translateLineBreakToSpace(): void {
    if (this.currentParagraphs.length > 0) this.currentParagraphs.push(' ');
  }
}
