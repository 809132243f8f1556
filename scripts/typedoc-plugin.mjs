// The project's typedoc plugin (loaded by typedoc.json). It shapes the API site for readers:
//
// - modules are named by their import path (`spring-ai-ts/minimax`), read from package.json's
//   `exports`, so a new entry point needs only its line in typedoc.json's `entryPoints`; an entry
//   point that package.json does not export, or an export typedoc.json does not list, is a warning
//   (and warnings fail `npm run docs`);
// - one page per name: a companion value (`export const ChatClient = { builder, create }`) and a
//   namespace of nested types (`ChatClient.Builder`) are merged into the class, interface or type of
//   the same name, the companion's members as static members;
// - navigation categories in the order of Spring AI's reference guide, with the Java and Spring
//   stand-ins (everything under src/java/) in a category of their own, last;
// - search: the class a reader most likely looks for under a name ranks above names that merely
//   contain it ("MiniMax" → `MiniMaxChatModel`).
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { Comment, CommentTag, Converter, KindRouter, ReflectionFlag, ReflectionKind, Renderer } from 'typedoc';

/** Navigation categories, in Spring AI's reference order; `categoryOrder` in typedoc.json repeats it. */
export const CATEGORIES = [
  'ChatClient',
  'Advisors',
  'Recursive advisors',
  'Prompts',
  'Structured output',
  'Models',
  'Chat memory',
  'Tool calling',
  'MCP',
  'RAG and vector stores',
  'Observability',
  'Errors and retry',
  'Agent',
  'Testing',
  'Java and Spring stand-ins',
];

// The categories written in the sources (`@category`), mapped onto the navigation's.
const FROM_SOURCE = {
  'Chat Client': 'ChatClient',
  Advisors: 'Advisors',
  'Chat Model': 'Models',
  Models: 'Models',
  'Models/MiniMax': 'Models',
  'Models/OpenAI': 'Models',
  Embedding: 'Models',
  Messages: 'Prompts',
  Prompt: 'Prompts',
  'Structured output': 'Structured output',
  Tools: 'Tool calling',
  'Tool Calling': 'Tool calling',
  MCP: 'MCP',
  RAG: 'RAG and vector stores',
  Documents: 'RAG and vector stores',
  'Vector Store': 'RAG and vector stores',
  Observation: 'Observability',
  OpenTelemetry: 'Observability',
  Errors: 'Errors and retry',
  Testing: 'Testing',
};

// Names whose concept is narrower than the category their source gives them.
const BY_NAME = [
  [/^(ToolCallAdvisor|ToolCallingAdvisor|StructuredOutputValidationAdvisor|AgentToolCallAdvisor|UsageAccumulator)/, 'Recursive advisors'],
  [/ChatMemory|ConversationStore|ChatMemoryRepositoryDialect$/, 'Chat memory'],
  [/OutputConverter$|^(Converter|FormatProvider|MessageConversionException|StructuredOutputValidationException)$|Cleaner(Builder)?$/, 'Structured output'],
  [/^Retry(Utils)?$/, 'Errors and retry'],
];

// Entry points whose exports all share one category, whatever their sources say.
const BY_MODULE = {
  'spring-ai-ts/minimax': 'Models',
  'spring-ai-ts/openai': 'Models',
  'spring-ai-ts/minimax/testing': 'Testing',
  'spring-ai-ts/testing': 'Testing',
  'spring-ai-ts/mcp': 'MCP',
  'spring-ai-ts/opentelemetry': 'Observability',
  'spring-ai-ts/pg': 'Chat memory',
  'spring-ai-ts/pglite': 'Chat memory',
};

// What a reader most likely means by a search word: these rank first among the names containing it.
const SEARCH_FIRST = [
  'ChatClient', 'Advisor', 'CallAdvisor', 'StreamAdvisor', 'BaseAdvisor', 'ToolCallAdvisor', 'Prompt',
  'PromptTemplate', 'BeanOutputConverter', 'ChatModel', 'MiniMaxChatModel', 'OpenAiChatModel', 'EmbeddingModel', 'ChatMemory',
  'MessageChatMemoryAdvisor', 'Tool', 'ToolCallback', 'ToolCallingManager', 'QuestionAnswerAdvisor',
  'RetrievalAugmentationAdvisor', 'VectorStore', 'Document', 'ObservationRegistry', 'Flux',
];

const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));

/** `src/model/minimax/index.ts` → `spring-ai-ts/minimax`, from package.json's `exports`. */
export function importPaths() {
  const paths = new Map();
  for (const [subpath, target] of Object.entries(packageJson.exports)) {
    const file = target?.import?.default;
    if (typeof file !== 'string') continue;
    const source = file.replace(/^\.\/dist\/esm\//, 'src/').replace(/\.js$/, '.ts');
    paths.set(source, subpath === '.' ? packageJson.name : `${packageJson.name}/${subpath.slice(2)}`);
  }
  return paths;
}

const isJavaStandIn = (fileName) => fileName !== undefined && relative(process.cwd(), fileName).split(sep).slice(0, 2).join('/') === 'src/java';

function setCategory(reflection, category) {
  reflection.comment ??= new Comment();
  reflection.comment.blockTags = reflection.comment.blockTags.filter((tag) => tag.tag !== '@category');
  reflection.comment.blockTags.push(new CommentTag('@category', [{ kind: 'text', text: category }]));
  for (const signature of reflection.signatures ?? []) {
    if (signature.comment) signature.comment.blockTags = signature.comment.blockTags.filter((tag) => tag.tag !== '@category');
  }
}

function sourceCategory(reflection) {
  const tags = [reflection.comment, ...(reflection.signatures ?? []).map((signature) => signature.comment)]
    .flatMap((comment) => comment?.blockTags ?? [])
    .filter((tag) => tag.tag === '@category');
  return tags.length > 0 ? Comment.combineDisplayParts(tags[0].content).trim() : undefined;
}

function categoryOf(reflection, moduleName, fileName) {
  if (isJavaStandIn(fileName) && !BY_MODULE[moduleName]) return 'Java and Spring stand-ins';
  if (moduleName === 'spring-ai-ts/agent') {
    return BY_NAME.find(([pattern]) => pattern.test(reflection.name))?.[1] ?? 'Agent';
  }
  const byName = BY_NAME.find(([pattern]) => pattern.test(reflection.name));
  if (byName) return byName[1];
  if (BY_MODULE[moduleName]) return BY_MODULE[moduleName];
  const written = sourceCategory(reflection);
  if (written !== undefined && FROM_SOURCE[written]) return FROM_SOURCE[written];
  if (written?.startsWith('Models/') || isProviderModule(moduleName)) return 'Models';
  if (/Exception$/.test(reflection.name)) return 'Errors and retry';
  // A category the map does not know yet keeps its name: typedoc lists it after the known ones,
  // before the Java stand-ins (`*` in typedoc.json's categoryOrder).
  return written;
}

/** `spring-ai-ts/<provider>`, the entry point of a model provider (its source is src/model/<provider>/index.ts). */
function isProviderModule(moduleName) {
  const source = [...importPaths()].find(([, importPath]) => importPath === moduleName)?.[0];
  return source !== undefined && /^src\/model\/[^/]+\/index\.ts$/.test(source);
}

const PRIMARY = ReflectionKind.Class | ReflectionKind.Interface | ReflectionKind.TypeAlias | ReflectionKind.Enum | ReflectionKind.Function;

/** Merges each companion value and namespace into the class, interface or type of its name. */
function mergeCompanions(project, container, logger) {
  const byName = new Map();
  for (const child of container.children ?? []) {
    byName.set(child.name, [...(byName.get(child.name) ?? []), child]);
  }
  for (const [name, group] of byName) {
    if (group.length < 2) continue;
    const primary = group.find((child) => child.kindOf(PRIMARY));
    if (!primary) {
      logger.warn(`${container.getFullName()}: ${name} has ${group.length} pages and no class, interface or type to merge them into`);
      continue;
    }
    for (const companion of group) {
      if (companion === primary) continue;
      if (companion.kindOf(ReflectionKind.Namespace)) {
        project.mergeReflections(companion, primary);
      } else if (companion.kindOf(ReflectionKind.Variable)) {
        const declaration = companion.type?.type === 'reflection' ? companion.type.declaration : undefined;
        if (declaration?.children?.length) {
          const members = [...declaration.children];
          project.mergeReflections(declaration, primary);
          for (const member of members) {
            member.setFlag(ReflectionFlag.Static, true);
            if (!member.hasComment() && member.kindOf(ReflectionKind.Property) && member.type?.type === 'reflection') {
              // `{ create, builder }`: the functions' own comments describe the members.
              member.comment = member.type.declaration.signatures?.[0]?.comment?.clone();
            }
          }
        }
        project.removeReflection(companion);
      } else {
        logger.warn(`${container.getFullName()}: cannot merge the ${ReflectionKind.singularString(companion.kind)} ${name} into its ${ReflectionKind.singularString(primary.kind)}`);
      }
    }
    delete primary.groups;
    delete primary.categories;
  }
}

/**
 * The default router, except that what a namespace merged into a class or interface brings (the
 * nested types `ChatClient.Builder`, the aliases `Prompt.Builder = PromptBuilder`) is shown on that
 * class's page instead of on a page of its own, which would repeat the page of the type it names.
 */
class NestedTypesOnTheirClassPage extends KindRouter {
  getPageKind(target) {
    const nested = ReflectionKind.TypeAlias | ReflectionKind.Variable | ReflectionKind.Function;
    if (target.kindOf?.(nested) && target.parent?.kindOf(ReflectionKind.ClassOrInterface)) return undefined;
    return super.getPageKind(target);
  }
}

/** "Migration notes: chat memory (JDBC, PostgreSQL)" → "Chat memory". */
function shortTitle(heading) {
  let title = heading.replace(/`/g, '').replace(/^Migration notes:\s*/, '').trim();
  if (title.length > 32) title = title.replace(/\s*\([^)]*\)\s*$/, '');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * In the README and the guides, a code span that is exactly an exported name (`ChatClient`, or
 * `@Tool` for the decorator) links to that name's API page; on GitHub it stays a code span.
 */
function linkCodeSpans(project, parts) {
  if (!parts) return;
  for (const [index, part] of parts.entries()) {
    if (part.kind !== 'code' || !/^`[^`\n]+`$/.test(part.text)) continue;
    const name = part.text.slice(1, -1).replace(/^@/, '');
    const target = exportedByName(project).get(name);
    if (target) parts[index] = { kind: 'inline-tag', tag: '@linkcode', text: part.text.slice(1, -1), target };
  }
}

const exportedNames = new WeakMap();
function exportedByName(project) {
  let names = exportedNames.get(project);
  if (!names) {
    names = new Map();
    const ambiguous = new Set();
    for (const module of project.getReflectionsByKind(ReflectionKind.Module)) {
      for (const child of module.children ?? []) {
        if (names.has(child.name) && names.get(child.name) !== child) ambiguous.add(child.name);
        names.set(child.name, child);
      }
    }
    for (const name of ambiguous) names.delete(name);
    exportedNames.set(project, names);
  }
  return names;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.defineRouter('nested-types-on-class-page', NestedTypesOnTheirClassPage);
  const files = new Map();
  const paths = importPaths();

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    if (declaration) files.set(reflection, declaration.getSourceFile().fileName);
  });

  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      const project = context.project;
      const listed = new Set();
      for (const module of project.getReflectionsByKind(ReflectionKind.Module)) {
        const file = files.get(module);
        const key = file && relative(process.cwd(), file).split(sep).join('/');
        const importPath = paths.get(key);
        if (!importPath) {
          app.logger.warn(`typedoc.json lists the entry point ${key}, which package.json does not export`);
          continue;
        }
        module.name = importPath;
        listed.add(importPath);
      }
      for (const importPath of paths.values()) {
        if (!listed.has(importPath)) app.logger.warn(`package.json exports ${importPath}, which typedoc.json's entryPoints do not list`);
      }
      for (const container of project.getReflectionsByKind(ReflectionKind.SomeModule)) {
        if (project.getReflectionById(container.id)) mergeCompanions(project, container, app.logger);
      }
      for (const document of project.getReflectionsByKind(ReflectionKind.Document)) {
        // A page without a front-matter title is named by its first heading, not its file name.
        if (/^[a-z0-9-]+$/.test(document.name)) {
          const heading = /^#{1,2}\s+(.+)$/m.exec(Comment.combineDisplayParts(document.content));
          if (heading) document.name = shortTitle(heading[1]);
        }
      }
      for (const module of project.getReflectionsByKind(ReflectionKind.Module)) {
        for (const child of module.children ?? []) {
          const category = categoryOf(child, module.name, files.get(child));
          if (category) setCategory(child, category);
          if (SEARCH_FIRST.includes(child.name)) child.relevanceBoost = 4;
          // Members rank below the types and functions a module exports (`AiProvider.MINIMAX` below `MiniMaxChatModel`).
          for (const member of child.children ?? []) member.relevanceBoost = 0.25;
        }
      }
    },
    -100,
  );

  // typedoc names a heading (its anchor and its entry under "On This Page") by the text tokens of
  // the heading alone; a code span gets a text child of its own, which that naming reads.
  app.renderer.on(
    Renderer.EVENT_BEGIN,
    () => {
      const parser = app.renderer.markedPlugin.parser;
      parser.core.ruler.push('heading_code_spans_named', (state) => {
        for (const [index, token] of state.tokens.entries()) {
          if (token.type !== 'heading_open') continue;
          for (const child of state.tokens[index + 1]?.children ?? []) {
            if (child.type !== 'code_inline' || child.children) continue;
            const text = new state.Token('text', '', 0);
            text.content = child.content;
            child.children = [text];
          }
        }
      });
    },
    -100,
  );

  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const project = context.project;
    linkCodeSpans(project, project.readme);
    for (const document of project.getReflectionsByKind(ReflectionKind.Document)) linkCodeSpans(project, document.content);
  });
}
