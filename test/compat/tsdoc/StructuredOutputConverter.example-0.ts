import { ChatClient, type ChatModel, type StructuredOutputConverter } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// Asks for one item a line and returns the lines.
class LinesOutputConverter implements StructuredOutputConverter<string[]> {
  getFormat(): string {
    return 'Answer with one item per line and nothing else.';
  }

  convert(source: string): string[] {
    return source.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  }
}

const colors = await ChatClient.builder(chatModel).build().prompt('Name three colors').call().entity(new LinesOutputConverter());
console.log(colors);
export {};
