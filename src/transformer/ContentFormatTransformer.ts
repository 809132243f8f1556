/* Ported from Spring AI ContentFormatTransformer (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ContentFormatter } from '../document/ContentFormatter.js';
import { DefaultContentFormatter } from '../document/DefaultContentFormatter.js';
import type { Document } from '../document/Document.js';
import { DocumentTransformer } from '../document/DocumentTransformer.js';

/**
 * Gives every document a content formatter. When both the document's formatter and this one are
 * {@link DefaultContentFormatter}s they are merged: the excluded metadata keys of both, and the
 * document's metadata template and separator (and its text template unless
 * `disableTemplateRewrite`, in which case the default text template is used); otherwise this
 * formatter replaces the document's.
 *
 * @remarks
 * As in Spring, the documents are changed in place and the same array is returned; `apply`
 * delegates to `transform`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/transformer/ContentFormatTransformer.html
 * @category Documents
 */
export class ContentFormatTransformer extends DocumentTransformer {
  private readonly contentFormatter: ContentFormatter | undefined;
  private readonly disableTemplateRewrite: boolean;

  /** The formatter to apply, and whether a merged formatter keeps the default text template (default false). */
  constructor(contentFormatter: ContentFormatter, disableTemplateRewrite = false) {
    super();
    this.contentFormatter = contentFormatter ?? undefined;
    this.disableTemplateRewrite = disableTemplateRewrite;
  }

  /** The same documents, each with its new formatter (unchanged when this transformer has no formatter). */
  transform(documents: Document[]): Document[] {
    if (this.contentFormatter !== undefined) documents.forEach((document) => this.processDocument(document));
    return documents;
  }

  private processDocument(document: Document): void {
    const docFormatter = document.getContentFormatter();
    if (docFormatter instanceof DefaultContentFormatter && this.contentFormatter instanceof DefaultContentFormatter) {
      this.updateFormatter(document, docFormatter, this.contentFormatter);
    } else {
      document.setContentFormatter(this.contentFormatter as ContentFormatter);
    }
  }

  private updateFormatter(document: Document, docFormatter: DefaultContentFormatter, toUpdateFormatter: DefaultContentFormatter): void {
    const builder = DefaultContentFormatter.builder()
      .withExcludedEmbedMetadataKeys([...docFormatter.getExcludedEmbedMetadataKeys(), ...toUpdateFormatter.getExcludedEmbedMetadataKeys()])
      .withExcludedInferenceMetadataKeys([...docFormatter.getExcludedInferenceMetadataKeys(), ...toUpdateFormatter.getExcludedInferenceMetadataKeys()])
      .withMetadataTemplate(docFormatter.getMetadataTemplate())
      .withMetadataSeparator(docFormatter.getMetadataSeparator());
    if (!this.disableTemplateRewrite) builder.withTextTemplate(docFormatter.getTextTemplate());
    document.setContentFormatter(builder.build());
  }
}
