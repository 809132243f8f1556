import { CompositeResponseTextCleaner, MarkdownCodeBlockCleaner, type ResponseTextCleaner } from 'spring-ai-ts';

// Removes the "Answer:" some models write before their JSON.
class AnswerPrefixCleaner implements ResponseTextCleaner {
  clean(text: string | undefined): string | undefined {
    return text?.replace(/^\s*Answer:\s+/i, '');
  }
}

const cleaner = CompositeResponseTextCleaner.builder().addCleaner(new AnswerPrefixCleaner()).addCleaner(new MarkdownCodeBlockCleaner()).build();
console.log(cleaner.clean('Answer: ```json\n{"ok":true}\n```')); // {"ok":true}
export {};
