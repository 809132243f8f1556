// Guards the public surface: every exported name of each entry point (values and types), sorted,
// must match the committed snapshot, so the API changes only on purpose (update with `jest -u`).
import ts from 'typescript';
import * as path from 'node:path';

const ENTRY_POINTS = {
  'spring-ai-ts': 'src/index.ts',
  'spring-ai-ts/agent': 'src/agent/index.ts',
  'spring-ai-ts/testing': 'src/testing/index.ts',
  'spring-ai-ts/minimax': 'src/model/minimax/index.ts',
  'spring-ai-ts/minimax/testing': 'src/model/minimax/simulator/index.ts',
  'spring-ai-ts/openai': 'src/model/openai/index.ts',
  'spring-ai-ts/mcp': 'src/mcp/index.ts',
  'spring-ai-ts/pg': 'src/java/jdbc/pg/index.ts',
  'spring-ai-ts/pglite': 'src/java/jdbc/pglite/index.ts',
  'spring-ai-ts/opentelemetry': 'src/opentelemetry/index.ts',
} as const;

function exportedNames(): Record<string, string[]> {
  const root = path.resolve(__dirname, '..');
  const configPath = path.join(root, 'tsconfig.build.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const files = Object.values(ENTRY_POINTS).map((file) => path.join(root, file));
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const result: Record<string, string[]> = {};
  for (const [entry, file] of Object.entries(ENTRY_POINTS)) {
    const source = program.getSourceFile(path.join(root, file));
    const symbol = source && checker.getSymbolAtLocation(source);
    result[entry] = symbol ? checker.getExportsOfModule(symbol).map((s) => s.getName()).sort() : [];
  }
  return result;
}

describe('public API', () => {
  test('the exported names of every entry point match the snapshot', () => {
    expect(exportedNames()).toMatchSnapshot();
  });

  test('the root entry point does not reach the openai package or the MCP SDK', () => {
    const root = path.resolve(__dirname, '..');
    const program = ts.createProgram([path.join(root, ENTRY_POINTS['spring-ai-ts'])], {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      experimentalDecorators: true,
      noEmit: true,
    });
    const reached = program.getSourceFiles().map((file) => file.fileName);
    expect(reached.some((file) => file.endsWith('src/index.ts'))).toBe(true);
    expect(reached.filter((file) => /node_modules\/openai\//.test(file))).toEqual([]);
    expect(reached.filter((file) => /node_modules\/@modelcontextprotocol\//.test(file))).toEqual([]);
    expect(reached.filter((file) => /node_modules\/@opentelemetry\//.test(file))).toEqual([]);
    // The document readers' parsers are optional peers, loaded when a reader reads (the program
    // lists @types/commonmark only because TypeScript includes every installed @types package).
    expect(reached.filter((file) => /node_modules\/(commonmark|cheerio|pdfjs-dist)\//.test(file))).toEqual([]);
  });
});
