import { Document, TextSplitter } from 'spring-ai-ts';

// A splitter of your own implements splitText; each chunk keeps its document's metadata.
class SentenceTextSplitter extends TextSplitter {
  protected splitText(text: string): string[] {
    return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence !== '');
  }
}

const chunks = new SentenceTextSplitter().apply([new Document('One sentence. Another one!', { source: 'notes' })]);
console.log(chunks.map((chunk) => chunk.getText()));
export {};
