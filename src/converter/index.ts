export type { StructuredOutputConverter } from './StructuredOutputConverter.js';
// Structured output (structured-output engineer).
export type { FormatProvider } from './FormatProvider.js';
export type { Converter } from './Converter.js';
export { ResponseTextCleaner } from './ResponseTextCleaner.js';
export { WhitespaceCleaner } from './WhitespaceCleaner.js';
export { ThinkingTagCleaner } from './ThinkingTagCleaner.js';
export { ThinkingTagCleanerBuilder } from './ThinkingTagCleaner.js';
export { MarkdownCodeBlockCleaner } from './MarkdownCodeBlockCleaner.js';
export { CompositeResponseTextCleaner } from './CompositeResponseTextCleaner.js';
export { CompositeResponseTextCleanerBuilder } from './CompositeResponseTextCleaner.js';
export { BeanOutputConverter } from './BeanOutputConverter.js';
export { MapOutputConverter } from './MapOutputConverter.js';
export { MessageConversionException } from './MessageConversionException.js';
export { ListOutputConverter } from './ListOutputConverter.js';
