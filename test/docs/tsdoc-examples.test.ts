// spring-ai-ts own tests (no Java counterpart): every advisor, every model and every extension point a user
// implements or extends carries an @example in its TSDoc, and each example is kept, verbatim, as a module
// under test/compat/tsdoc that `npm run typecheck` compiles under strict (each file is the example plus
// `export {};`, so top-level await is allowed), as test/model/minimax/MiniMaxChatModelTsdocExamples.test.ts
// does for MiniMaxChatModel.
//
// The advisors and the models are found in the exports (every exported class or interface whose name ends
// in `Advisor`, every exported class whose name ends in `Model`), so a new one without an example fails
// here; the extension points are listed below.
import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';

const COMPILED = 'test/compat/tsdoc';
const ENTRY_POINTS = ['src/index.ts', 'src/agent/index.ts', 'src/model/minimax/index.ts', 'src/model/openai/index.ts'];

/** Interfaces and abstract classes that applications implement or extend (besides the advisors and models). */
const EXTENSION_POINTS = [
  'Advisor',
  'CallAdvisor',
  'StreamAdvisor',
  'ToolCallingManager',
  'ToolCallback',
  'ToolCallbackProvider',
  'ChatMemoryRepository',
  'VectorStore',
  'ChatMemory',
  'ChatClientCustomizer',
  'DocumentReader',
  'DocumentTransformer',
  'DocumentWriter',
  'TextSplitter',
  'ToolExecutionExceptionProcessor',
  'ToolCallResultConverter',
  'ToolCallbackResolver',
  'QueryTransformer',
  'QueryExpander',
  'DocumentRetriever',
  'DocumentJoiner',
  'DocumentPostProcessor',
  'QueryAugmenter',
  'BatchingStrategy',
  'IdGenerator',
  'TokenCountEstimator',
  'StructuredOutputConverter',
  'TemplateRenderer',
  'JsonMetadataGenerator',
  'ConversationStore',
  'ContentFormatter',
  'ResponseTextCleaner',
  'ToolExecutionEligibilityPredicate',
  'WindowedChatMemoryRepository',
  'AtomicChatMemoryRepository',
  'ChatModelObservationConvention',
];

/** Exported classes and interfaces named `…Advisor`, and exported classes named `…Model`, need an example. */
function derived(name: string, isClass: boolean): boolean {
  return name.endsWith('Advisor') || (name.endsWith('Model') && isClass && !MODEL_NAME_ENUMS.includes(name));
}

/** Enum classes of model names (Java enums), not models. */
const MODEL_NAME_ENUMS = ['MiniMaxApiChatModel', 'MiniMaxApiEmbeddingModel', 'OpenAiApiChatModel', 'OpenAiApiEmbeddingModel'];

interface Documented {
  readonly name: string;
  readonly source: string;
  readonly hasExampleTag: boolean;
}

/** The exports of the entry points that must carry an example, with the file that declares each. */
function documentedExports(): Documented[] {
  const root = path.resolve(__dirname, '../..');
  const config = ts.readConfigFile(path.join(root, 'tsconfig.build.json'), (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram(
    ENTRY_POINTS.map((file) => path.join(root, file)),
    { ...parsed.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const found = new Map<string, Documented>();
  for (const entry of ENTRY_POINTS) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(path.join(root, entry))!)!;
    for (const exported of checker.getExportsOfModule(module)) {
      const name = exported.getName();
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declarations = (symbol.declarations ?? []).filter(
        (declaration) => ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration),
      );
      // An alias such as ToolCallingAdvisor (for ToolCallAdvisor) is documented where its class is.
      if (symbol.getName() !== name || declarations.length === 0) continue;
      if (!derived(name, declarations.some(ts.isClassDeclaration)) && !EXTENSION_POINTS.includes(name)) continue;
      found.set(name, {
        name,
        source: path.relative(root, declarations[0]!.getSourceFile().fileName),
        hasExampleTag: declarations.some((declaration) => ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'example')),
      });
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The ```ts blocks of a file's top-level doc comments, without the leading ` * `. */
function tsdocExamples(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^ \* ```ts\n([\s\S]*?)^ \* ```$/gm)].map((match) =>
    (match[1] ?? '').split('\n').map((line) => line.replace(/^ \* ?/, '')).join('\n'),
  );
}

const DOCUMENTED = documentedExports();

describe('TSDoc examples of the advisors, the models and the extension points (spring-ai-ts)', () => {
  test('the advisors and models are found in the exports, and every listed extension point is exported', () => {
    const names = DOCUMENTED.map((documented) => documented.name);
    expect(names).toEqual(expect.arrayContaining([...EXTENSION_POINTS, 'MessageChatMemoryAdvisor', 'AgentToolCallAdvisor', 'MiniMaxEmbeddingModel']));
    expect(names).not.toContain('ToolCallingAdvisor');
  });

  test.each(DOCUMENTED.map((documented) => [documented.name, documented] as const))(
    '%s has an @example, and every @example of its file is a type-checked module under test/compat/tsdoc',
    (name, documented) => {
      expect(documented.hasExampleTag).toBe(true);
      const examples = tsdocExamples(documented.source);
      expect(examples.length).toBeGreaterThan(0);
      const files = readdirSync(COMPILED).filter((file) => file.startsWith(`${name}.example-`)).sort();
      expect(files.map((file) => readFileSync(`${COMPILED}/${file}`, 'utf8'))).toEqual(examples.map((example) => `${example}export {};\n`));
    },
  );
});
