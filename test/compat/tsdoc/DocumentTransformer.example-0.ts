import { Document, DocumentTransformer } from 'spring-ai-ts';

// Adds a metadata entry to every document; apply() is Java's default, calling transform().
class SourceTagger extends DocumentTransformer {
  constructor(private readonly source: string) {
    super();
  }

  transform(documents: Document[]): Document[] {
    return documents.map((document) => new Document(document.getId(), document.getText() ?? '', { ...Object.fromEntries(document.getMetadata()), source: this.source }));
  }
}

const documents = [new Document('Spring AI in TypeScript', { page: 1 })];
console.log(new SourceTagger('handbook').apply(documents)[0]?.getMetadata());
export {};
