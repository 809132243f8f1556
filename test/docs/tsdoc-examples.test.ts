// spring-ai-ts own tests (no Java counterpart): the @example blocks of the advisors, the extension
// interfaces and the models are kept, verbatim, as modules under test/compat/tsdoc that `npm run typecheck` compiles
// under strict (each file is the example plus `export {};`, so top-level await is allowed), as
// test/model/minimax/MiniMaxChatModelTsdocExamples.test.ts does for MiniMaxChatModel.
import { readFileSync, readdirSync } from 'node:fs';

const COMPILED = 'test/compat/tsdoc';
const SOURCES: Record<string, string> = {
  Advisor: 'src/chat/client/advisor/api/Advisor.ts',
  CallAdvisor: 'src/chat/client/advisor/api/CallAdvisor.ts',
  StreamAdvisor: 'src/chat/client/advisor/api/StreamAdvisor.ts',
  QuestionAnswerAdvisor: 'src/chat/client/advisor/vectorstore/QuestionAnswerAdvisor.ts',
  SafeGuardAdvisor: 'src/chat/client/advisor/SafeGuardAdvisor.ts',
  ToolCallingManager: 'src/model/tool/ToolCallingManager.ts',
  SimpleLoggerAdvisor: 'src/chat/client/advisor/SimpleLoggerAdvisor.ts',
  RetrievalAugmentationAdvisor: 'src/rag/advisor/RetrievalAugmentationAdvisor.ts',
  PromptChatMemoryAdvisor: 'src/chat/client/advisor/PromptChatMemoryAdvisor.ts',
  VectorStoreChatMemoryAdvisor: 'src/chat/client/advisor/vectorstore/VectorStoreChatMemoryAdvisor.ts',
  MiniMaxEmbeddingModel: 'src/model/minimax/MiniMaxEmbeddingModel.ts',
  EmbeddingModel: 'src/embedding/EmbeddingModel.ts',
  ToolCallback: 'src/tool/ToolCallback.ts',
  ChatMemoryRepository: 'src/chat/memory/ChatMemoryRepository.ts',
  ToolCallbackProvider: 'src/tool/ToolCallbackProvider.ts',
  VectorStore: 'src/vectorstore/VectorStore.ts',
};

/** The ```ts blocks of a file's doc comments, without the leading ` * `. */
function tsdocExamples(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^ \* ```ts\n([\s\S]*?)^ \* ```$/gm)].map((match) =>
    (match[1] ?? '').split('\n').map((line) => line.replace(/^ \* ?/, '')).join('\n'),
  );
}

describe('TSDoc examples of the advisor and tool-calling extension points (spring-ai-ts)', () => {
  test.each(Object.entries(SOURCES))('every @example of %s is a type-checked module under test/compat/tsdoc', (name, source) => {
    const examples = tsdocExamples(source);
    expect(examples.length).toBeGreaterThan(0);
    const files = readdirSync(COMPILED).filter((file) => file.startsWith(`${name}.example-`)).sort();
    expect(files.map((file) => readFileSync(`${COMPILED}/${file}`, 'utf8'))).toEqual(examples.map((example) => `${example}export {};\n`));
  });
});
