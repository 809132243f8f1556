import { Document, MetadataMode, type ContentFormatter } from 'spring-ai-ts';

// Puts the title before the text, for the embedding and for the prompt.
class TitleFirstFormatter implements ContentFormatter {
  format(document: Document, mode: MetadataMode): string {
    const title = mode === MetadataMode.NONE ? undefined : document.getMetadata().get('title');
    return title === undefined ? (document.getText() ?? '') : `${String(title)}\n\n${document.getText() ?? ''}`;
  }
}

const document = new Document('Refunds are paid within 14 days.', { title: 'Refunds' });
document.setContentFormatter(new TitleFirstFormatter());
console.log(document.getFormattedContent(MetadataMode.EMBED));
export {};
