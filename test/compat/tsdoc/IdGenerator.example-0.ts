import { createHash } from 'node:crypto';
import { Document, type IdGenerator } from 'spring-ai-ts';

// Ids derived from the content: the same text always gets the same id.
class Sha256IdGenerator implements IdGenerator {
  generateId(...contents: unknown[]): string {
    return createHash('sha256').update(JSON.stringify(contents)).digest('hex');
  }
}

const document = Document.builder().idGenerator(new Sha256IdGenerator()).text('Spring AI in TypeScript').build();
console.log(document.getId());
export {};
