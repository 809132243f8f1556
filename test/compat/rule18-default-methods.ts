// Translated Java call sites and implementations that must compile under `strict` (docs/PORTING.md
// rule 18): `npm run typecheck` includes this folder, so a default method that turns optional
// again fails the type gate. test/compat/rule18-default-methods.test.ts runs the same code.
import { ChatMemory } from '../../src/chat/memory/ChatMemory.js';
import { ChatModel } from '../../src/chat/model/ChatModel.js';
import { StreamingChatModel } from '../../src/chat/model/StreamingChatModel.js';
import { ChatResponse } from '../../src/chat/model/ChatResponse.js';
import { Generation } from '../../src/chat/model/Generation.js';
import { AssistantMessage } from '../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../src/chat/messages/Message.js';
import { SystemMessage } from '../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../src/chat/messages/UserMessage.js';
import { Usage } from '../../src/chat/metadata/Usage.js';
import type { ChatOptions } from '../../src/chat/prompt/ChatOptions.js';
import { Prompt } from '../../src/chat/prompt/Prompt.js';
import { ToolExecutionResult } from '../../src/model/tool/ToolExecutionResult.js';
import type { Flux } from '../../src/java/reactor/index.js';
import { ToolCallback } from '../../src/tool/ToolCallback.js';
import { DefaultToolDefinition } from '../../src/tool/definition/DefaultToolDefinition.js';
import type { ToolDefinition } from '../../src/tool/definition/ToolDefinition.js';
import { ToolMetadata } from '../../src/tool/metadata/ToolMetadata.js';

/** Java: `class EchoModel implements ChatModel { public ChatResponse call(Prompt prompt) {…} }`. */
export class EchoModel extends ChatModel {
  async call(prompt: Prompt): Promise<ChatResponse> {
    return new ChatResponse([new Generation(new AssistantMessage(`echo ${prompt.getContents()}`))]);
  }
}

/** Java: `class Chunks implements StreamingChatModel { public Flux<ChatResponse> stream(Prompt p) {…} }`. */
export class ChunkModel extends StreamingChatModel {
  constructor(private readonly delegate: ChatModel) {
    super();
  }
  stream(prompt: Prompt): Flux<ChatResponse> {
    return this.delegate.stream(prompt);
  }
}

/** Java: an anonymous `ToolCallback` that relies on the default `getToolMetadata()`. */
export class UpperCaseTool extends ToolCallback {
  getToolDefinition(): ToolDefinition {
    return DefaultToolDefinition.builder().name('upper').description('upper case').inputSchema('{}').build();
  }
  async call(toolInput: string): Promise<string> {
    return toolInput.toUpperCase();
  }
}

/** Java: `class History implements ToolExecutionResult { List<Message> conversationHistory() {…} }`. */
export class History extends ToolExecutionResult {
  constructor(private readonly messages: Message[]) {
    super();
  }
  conversationHistory(): Message[] {
    return this.messages;
  }
}

/** Java: `class Counted implements Usage` without `getTotalTokens()`. */
export class Counted extends Usage {
  getPromptTokens(): number {
    return 2;
  }
  getCompletionTokens(): number | undefined {
    return undefined;
  }
  getNativeUsage(): unknown {
    return null;
  }
}

/** Java: `class Plain implements ToolMetadata {}`. */
export class PlainMetadata extends ToolMetadata {}

/** The Java call sites, unchanged apart from `await`. */
export function javaCallSites(
  chatModel: ChatModel,
  toolCallback: ToolCallback,
  toolExecutionResult: ToolExecutionResult,
  usage: Usage,
  metadata: ToolMetadata,
): {
  stream: () => Flux<ChatResponse>;
  callText: () => Promise<string | undefined>;
  callMessages: () => Promise<string | undefined>;
  callPrompt: () => Promise<ChatResponse>;
  options: ChatOptions;
  returnDirect: boolean;
  toolReturnDirect: boolean;
  total: number;
  metadataReturnDirect: boolean;
} {
  const prompt = new Prompt('hello');
  return {
    stream: () => chatModel.stream(prompt),
    // Java: String answer = chatModel.call("Hi"); chatModel.call(system, user); chatModel.call(prompt)
    callText: () => chatModel.call('Hi'),
    callMessages: () => chatModel.call(new SystemMessage('be brief'), new UserMessage('Hi')),
    callPrompt: () => chatModel.call(prompt),
    options: chatModel.getDefaultOptions(),
    returnDirect: toolExecutionResult.returnDirect(),
    toolReturnDirect: toolCallback.getToolMetadata().returnDirect(),
    total: usage.getTotalTokens(),
    metadataReturnDirect: metadata.returnDirect(),
  };
}

/** Java: `class ListMemory implements ChatMemory` defining the list `add`, `get` and `clear`. */
export class ListMemory extends ChatMemory {
  readonly messages: Message[] = [];
  override async add(_conversationId: string, messages: Message[]): Promise<void> {
    this.messages.push(...messages);
  }
  override async get(_conversationId: string): Promise<Message[]> {
    return this.messages;
  }
  override async clear(_conversationId: string): Promise<void> {
    this.messages.length = 0;
  }
}

/** Java: `chatMemory.add(conversationId, new UserMessage("Hi"))`, the default `add(String, Message)`. */
export function addOneMessage(chatMemory: ChatMemory): Promise<void> {
  return chatMemory.add('c-1', new UserMessage('Hi'));
}
