// Translated Java call sites of Spring's @Nullable results (rule 37) that must compile under
// `strict` (checked by `npm run typecheck`; test/compat/rule37-nullable-results.test.ts runs them).
// The type assertions at the end pin the audited return types: a method Spring 1.1.8 marks
// @Nullable returns `T | undefined`, every other one `T`.
import {
  AbstractMessage,
  AssistantMessage,
  ChatClient,
  ChatClientRequest,
  ChatClientResponse,
  ChatMemory,
  ChatModel,
  ChatOptions,
  ChatResponseMetadata,
  DefaultToolCallingChatOptions,
  MutableResponseMetadata,
  DefaultAdvisorObservationConvention,
  DefaultChatClientObservationConvention,
  DefaultToolCallingObservationConvention,
  DefaultVectorStoreObservationConvention,
  ChatResponse,
  Document,
  EmbeddingOptions,
  EmbeddingRequest,
  EmbeddingResponse,
  Generation,
  Media,
  Message,
  MessageWindowChatMemory,
  Prompt,
  ResponseEntity,
  SearchRequest,
  SystemMessage,
  ToolCallback,
  ToolCallbackResolver,
  ToolDefinition,
  ToolExecutionResult,
  ToolMetadata,
  ToolResponseMessage,
  UserMessage,
  type CallResponseSpec,
  type Embedding,
  type Expression,
  type StructuredOutputConverter,
  type Flux,
  type StreamResponseSpec,
} from '../../src/index.js';

/**
 * Java: `String answer = response.getResult().getOutput().getText();`
 * (`getText()` is `@Nullable`; Java passes it on as non-null.)
 */
export function answerOf(response: ChatResponse): string {
  const answer: string = response.getResult()!.getOutput().getText()!;
  return answer;
}

/**
 * Java: `String content = chatClient.prompt(question).call().content();`
 * `return content.trim();` (`content()` is `@Nullable`; the `!` goes after the parenthesized await.)
 */
export async function ask(chatClient: ChatClient, question: string): Promise<string> {
  const spec: CallResponseSpec = chatClient.prompt(question).call();
  const content: string = (await spec.content())!;
  return content.trim();
}

/**
 * Java:
 * ```java
 * if (response.getResult() != null && response.getResult().getOutput().getText() != null) {
 *   return response.getResult().getOutput().getText().length();
 * }
 * return 0;
 * ```
 * (Java null-checks a call's result and then calls it again: the first result is kept in a `const`.)
 */
export function answerLength(response: ChatResponse): number {
  const result = response.getResult();
  if (result !== undefined) {
    const text = result.getOutput().getText();
    if (text !== undefined) {
      return text.length;
    }
  }
  return 0;
}

/**
 * Java: `ChatResponse chatResponse = chatClient.prompt(q).call().chatResponse();`
 * `return chatResponse.getMetadata().getModel();`
 */
export async function modelOf(chatClient: ChatClient, question: string): Promise<string> {
  const chatResponse = (await chatClient.prompt(question).call().chatResponse())!;
  return chatResponse.getMetadata().getModel();
}

/** Java: `Double score = document.getScore(); return score != null ? score : 0.0;` */
export function scoreOf(document: Document): number {
  const score = document.getScore();
  return score !== undefined ? score : 0.0;
}

/** Java: `return document.getText().toUpperCase();` */
export function shout(document: Document): string {
  return document.getText()!.toUpperCase();
}

// ---- The audited return types (a wrong one fails `npm run typecheck`). ----

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Returns<F> = F extends (...args: never[]) => infer R ? R : never;
function pin<T extends true>(): T | undefined {
  return undefined;
}

// @Nullable in Spring 1.1.8
pin<Equals<Returns<CallResponseSpec['content']>, Promise<string | undefined>>>();
pin<Equals<Returns<CallResponseSpec['chatResponse']>, Promise<ChatResponse | undefined>>>();
pin<Equals<Returns<ChatClientResponse['chatResponse']>, ChatResponse | undefined>>();
pin<Equals<Returns<ResponseEntity<ChatResponse, string>['entity']>, string | undefined>>();
pin<Equals<Returns<ResponseEntity<ChatResponse, string>['getEntity']>, string | undefined>>();
pin<Equals<Returns<ResponseEntity<ChatResponse, string>['response']>, ChatResponse | undefined>>();
pin<Equals<Returns<ResponseEntity<ChatResponse, string>['getResponse']>, ChatResponse | undefined>>();
pin<Equals<Returns<AbstractMessage['getText']>, string | undefined>>();
pin<Equals<Returns<AssistantMessage['getText']>, string | undefined>>();
pin<Equals<Returns<Prompt['getOptions']>, ChatOptions | undefined>>();
pin<Equals<Returns<Document['getText']>, string | undefined>>();
pin<Equals<Returns<Document['getScore']>, number | undefined>>();
pin<Equals<Returns<Document['getMedia']>, Media | undefined>>();
pin<Equals<Returns<Media['getId']>, string | undefined>>();
pin<Equals<Returns<SearchRequest['getFilterExpression']>, Expression | undefined>>();
pin<Equals<Returns<EmbeddingRequest['getOptions']>, EmbeddingOptions | undefined>>();
pin<Equals<Returns<ToolCallbackResolver['resolve']>, ToolCallback | undefined>>();
pin<Equals<ReturnType<typeof metadataGet>, string | undefined>>();
pin<Equals<Returns<DefaultToolCallingChatOptions['getModel']>, string | undefined>>();
pin<Equals<Returns<DefaultToolCallingChatOptions['getTemperature']>, number | undefined>>();
pin<Equals<Returns<DefaultToolCallingChatOptions['getMaxTokens']>, number | undefined>>();
pin<Equals<Returns<DefaultToolCallingChatOptions['getStopSequences']>, string[] | undefined>>();
pin<Equals<Returns<DefaultToolCallingChatOptions['getInternalToolExecutionEnabled']>, boolean | undefined>>();
pin<Equals<Returns<DefaultToolCallingObservationConvention['getContextualName']>, string | undefined>>();
pin<Equals<Returns<DefaultVectorStoreObservationConvention['getContextualName']>, string | undefined>>();
pin<Equals<Returns<DefaultChatClientObservationConvention['getContextualName']>, string | undefined>>();
pin<Equals<Returns<DefaultAdvisorObservationConvention['getContextualName']>, string | undefined>>();

function metadataGet(metadata: MutableResponseMetadata): string | undefined {
  const value = metadata.get<string>('key');
  pin<Equals<typeof value, string | undefined>>();
  return value;
}

/** `entity(Class)` is `@Nullable` too: Java `Person p = spec.entity(Person.class);` */
export async function entityOfType(spec: CallResponseSpec): Promise<Document | undefined> {
  const value = await spec.entity(Document);
  pin<Equals<typeof value, Document | undefined>>();
  return value;
}

/** `entity(...)` is `@Nullable`: Java `Integer n = spec.entity(converter);` keeps the `undefined`. */
export async function entityOf(spec: CallResponseSpec, converter: StructuredOutputConverter<number>): Promise<number | undefined> {
  const n = await spec.entity(converter);
  pin<Equals<typeof n, number | undefined>>();
  return n;
}

// Not annotated in Spring 1.1.8
pin<Equals<Returns<ChatClientResponse['context']>, Map<string, unknown>>>();
pin<Equals<Returns<ChatClientRequest['prompt']>, Prompt>>();
pin<Equals<Returns<ChatClientRequest['context']>, Map<string, unknown>>>();
pin<Equals<Returns<CallResponseSpec['chatClientResponse']>, Promise<ChatClientResponse>>>();
pin<Equals<Returns<Prompt['getUserMessage']>, UserMessage>>();
pin<Equals<Returns<Document['getMetadata']>, Map<string, unknown>>>();
pin<Equals<Returns<SearchRequest['getSimilarityThreshold']>, number>>();
pin<Equals<Returns<ToolResponseMessage['getText']>, string | undefined>>();
pin<Equals<Returns<ChatResponse['getResults']>, Generation[]>>();
pin<Equals<Returns<ChatResponse['getMetadata']>, ChatResponseMetadata>>();
pin<Equals<Returns<Generation['getOutput']>, AssistantMessage>>();
pin<Equals<Returns<StreamResponseSpec['content']>, Flux<string>>>();
pin<Equals<Returns<StreamResponseSpec['chatResponse']>, Flux<ChatResponse>>>();
pin<Equals<Returns<Prompt['getInstructions']>, Message[]>>();
pin<Equals<Returns<UserMessage['getText']>, string>>(); // @NonNull override
pin<Equals<Returns<SystemMessage['getText']>, string>>(); // @NonNull override
pin<Equals<Returns<Prompt['getContents']>, string>>();
pin<Equals<Returns<Document['getId']>, string>>();
pin<Equals<Returns<Document['getFormattedContent']>, string>>();
pin<Equals<Returns<SearchRequest['getQuery']>, string>>();
pin<Equals<Returns<SearchRequest['getTopK']>, number>>();
pin<Equals<Returns<EmbeddingResponse['getResult']>, Embedding>>();
pin<Equals<Returns<EmbeddingResponse['getResults']>, Embedding[]>>();
pin<Equals<Returns<ChatMemory['get']>, Promise<Message[]>>>();
pin<Equals<Returns<MessageWindowChatMemory['get']>, Promise<Message[]>>>();
pin<Equals<Returns<ToolCallback['getToolDefinition']>, ToolDefinition>>();
pin<Equals<Returns<ToolCallback['getToolMetadata']>, ToolMetadata>>();
pin<Equals<Returns<ToolDefinition['name']>, string>>();
pin<Equals<Returns<ToolDefinition['description']>, string>>();
pin<Equals<Returns<ToolDefinition['inputSchema']>, string>>();
pin<Equals<Returns<ToolMetadata['returnDirect']>, boolean>>();
pin<Equals<Returns<ToolExecutionResult['conversationHistory']>, Message[]>>();
pin<Equals<Returns<ToolExecutionResult['returnDirect']>, boolean>>();

/** The example of the migration guide's "Nullable results" section. */
export async function guideExample(
  chatClient: ChatClient,
  chatModel: ChatModel,
  prompt: Prompt,
  question: string,
  document: Document,
  keep: (text: string) => void,
): Promise<[string, string]> {
  const answer: string = (await chatClient.prompt(question).call().content())!;
  const response = await chatModel.call(prompt);
  const text: string = response.getResult()!.getOutput().getText()!;
  const score = document.getScore();
  if (score !== undefined && score > 0.8) {
    keep(document.getText()!.trim());
  }
  return [answer, text];
}
