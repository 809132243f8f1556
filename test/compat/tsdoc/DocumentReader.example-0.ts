import { Document, DocumentReader } from 'spring-ai-ts';

// One document per non-empty line of a text; read() is Java's default, calling get().
class LineDocumentReader extends DocumentReader {
  constructor(private readonly text: string) {
    super();
  }

  get(): Document[] {
    return this.text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line, index) => new Document(line, { line: index + 1 }));
  }
}

const documents = new LineDocumentReader('first line\n\nsecond line').read();
console.log(documents.map((document) => document.getText()));
export {};
