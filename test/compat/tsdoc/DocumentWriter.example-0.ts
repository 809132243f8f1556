import { Document, DocumentWriter } from 'spring-ai-ts';

// Prints every document; accept() is Java's default, calling write().
class ConsoleDocumentWriter extends DocumentWriter {
  async write(documents: Document[]): Promise<void> {
    for (const document of documents) console.log(document.getId(), document.getText());
  }
}

await new ConsoleDocumentWriter().accept([new Document('Spring AI in TypeScript')]);
export {};
