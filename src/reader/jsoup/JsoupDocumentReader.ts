/* Ported from Spring AI JsoupDocumentReader (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import { RuntimeException } from '../../java/core/RuntimeException.js';
import { DefaultResourceLoader } from '../../java/core/io/DefaultResourceLoader.js';
import type { Resource } from '../../java/core/io/Resource.js';
import { Document } from '../../document/Document.js';
import { DocumentReader } from '../../document/DocumentReader.js';
import { loadOptionalPeer } from '../internal/optionalPeer.js';
import { readResource } from '../internal/readResource.js';
import { JsoupDocumentReaderConfig } from './config/JsoupDocumentReaderConfig.js';
import { absUrl, elementText, javaTrim, normaliseWhitespace, type HtmlNode } from './internal/jsoupText.js';

/** The parts of cheerio's API the reader uses. */
interface CheerioModule {
  load(html: string): CheerioRoot;
}
interface CheerioRoot {
  (selector: string): { toArray(): HtmlNode[] };
}

/**
 * Reads an HTML file into documents: the text of the elements a CSS selector picks (joined, or one
 * document per element), or of the whole body, with the page's title, chosen `<meta name>` tags,
 * optionally its links, and additional metadata.
 *
 * @remarks
 * Spring parses with jsoup; this reader parses with `cheerio` (parse5, the HTML standard's
 * parser, as jsoup follows it) and computes text as jsoup's `Element.text()` does (whitespace
 * runs collapsed, a space between blocks and around `<br>`, `<pre>` and `<textarea>` kept as
 * written, script and style left out), the title as `Document.title()`, and link URLs as
 * `attr("abs:href")` (relative links resolve only against a `<base href>`; without one they are
 * `''`, as in jsoup with no base URI). `cheerio` is an optional peer dependency loaded on the first
 * `get()` (`npm install cheerio`); without it `get()` rejects with a `MissingPeerDependencyException`.
 * `get()` returns a Promise. Selectors are CSS as cheerio implements it: jsoup-only pseudo
 * selectors (`:containsOwn`, `:matches`, …) are not available, and a selector cheerio cannot parse
 * rejects with an `IllegalStateException`. A read failure rejects with a `RuntimeException`
 * (`Failed to read HTML resource: …`) whose cause is the `IOException`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/jsoup/JsoupDocumentReader.html
 * @category Documents
 */
export class JsoupDocumentReader extends DocumentReader {
  private readonly htmlResource: Resource;
  private readonly config: JsoupDocumentReaderConfig;

  /** Reads the resource at a location (`classpath:…`, `file:…`, a URL), with the default configuration. */
  constructor(htmlResource: string);
  /** Reads this resource with the default configuration. */
  constructor(htmlResource: Resource);
  /** Reads the resource at a location with this configuration. */
  constructor(htmlResource: string, config: JsoupDocumentReaderConfig);
  /** Reads this resource with this configuration. */
  constructor(htmlResource: Resource, config: JsoupDocumentReaderConfig);
  constructor(htmlResource: string | Resource, config: JsoupDocumentReaderConfig = JsoupDocumentReaderConfig.defaultConfig()) {
    super();
    this.htmlResource = typeof htmlResource === 'string' ? new DefaultResourceLoader().getResource(htmlResource) : htmlResource;
    this.config = config;
  }

  /** The documents, as the configuration says. */
  override async get(): Promise<Document[]> {
    const cheerio = await loadOptionalPeer<CheerioModule>('cheerio', 'cheerio', 'JsoupDocumentReader');
    let bytes: Uint8Array;
    try {
      bytes = await readResource(this.htmlResource);
    } catch (error) {
      const cause = error instanceof RuntimeException ? error.getCause() : error;
      throw new RuntimeException(`Failed to read HTML resource: ${this.htmlResource.getDescription()}`, cause);
    }
    const $ = cheerio.load(new TextDecoder(this.config.charset).decode(bytes));
    const documents: Document[] = [];
    if (this.config.allElements) {
      const body = $('body').toArray()[0];
      const document = new Document(body === undefined ? '' : elementText(body));
      this.addMetadata($, document);
      documents.push(document);
    } else if (this.config.groupByElement) {
      for (const element of this.select($, this.config.selector)) {
        const document = new Document(elementText(element));
        this.addMetadata($, document);
        documents.push(document);
      }
    } else {
      const text = this.select($, this.config.selector)
        .map((element) => elementText(element))
        .join(this.config.separator);
      const document = new Document(text);
      this.addMetadata($, document);
      documents.push(document);
    }
    return documents;
  }

  private select($: CheerioRoot, selector: string): HtmlNode[] {
    try {
      return $(selector).toArray();
    } catch (error) {
      throw new IllegalStateException(`Could not parse query '${selector}': ${error instanceof Error ? error.message : String(error)}`, error);
    }
  }

  private addMetadata($: CheerioRoot, springDoc: Document): void {
    const metadata = new Map<string, unknown>();
    const title = $('head title').toArray()[0];
    metadata.set('title', title === undefined ? '' : javaTrim(normaliseWhitespace(elementText(title))));
    for (const metaTag of this.config.metadataTags) {
      const value = metaContent($('meta').toArray(), metaTag);
      if (value.length > 0) metadata.set(metaTag, value);
    }
    if (this.config.includeLinkUrls) {
      const base = $('base[href]').toArray()[0];
      const baseUri = base === undefined ? '' : absUrl('', base.attribs?.['href'] ?? '');
      metadata.set(
        'linkUrls',
        $('a[href]')
          .toArray()
          .map((link) => absUrl(baseUri, link.attribs?.['href'] ?? '')),
      );
    }
    for (const [key, value] of this.config.additionalMetadata) metadata.set(key, value);
    for (const [key, value] of metadata) springDoc.getMetadata().set(key, value);
  }
}

/** jsoup's `select("meta[name=<tag>]").attr("content")`: names match ignoring case and surrounding spaces. */
function metaContent(metas: readonly HtmlNode[], name: string): string {
  for (const meta of metas) {
    const attribs = meta.attribs ?? {};
    if (attribs['name'] !== undefined && javaTrim(attribs['name']).toLowerCase() === name.toLowerCase() && attribs['content'] !== undefined) {
      return attribs['content'];
    }
  }
  return '';
}
