/* spring-ai-ts, Apache-2.0. Test support for the ChatClient tests: jest-based scripted chat models (Mockito's role). */
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import type { ChatModel } from '../../../src/chat/model/ChatModel.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import type { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import type { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { Flux } from '../../../src/java/reactor/Flux.js';
import { DefaultToolDefinition } from '../../../src/tool/definition/DefaultToolDefinition.js';
import type { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';
import { DefaultToolMetadata } from '../../../src/tool/metadata/DefaultToolMetadata.js';
import type { ToolMetadata } from '../../../src/tool/metadata/ToolMetadata.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';

/** A chat model whose methods are jest mocks returning `undefined` until scripted (a Mockito mock). */
export interface MockChatModel extends ChatModel {
  call: jest.Mock<Promise<ChatResponse>, [Prompt]>;
  stream: jest.Mock<Flux<ChatResponse>, [Prompt]>;
  getDefaultOptions: jest.Mock<ChatOptions, []>;
}

/** `mock(ChatModel.class)`. */
export function mockChatModel(): MockChatModel {
  return {
    call: jest.fn(),
    stream: jest.fn(),
    getDefaultOptions: jest.fn(),
  } as unknown as MockChatModel;
}

/** `new ChatResponse(List.of(new Generation(new AssistantMessage(text))))`. */
export function chatResponse(text?: string): ChatResponse {
  return new ChatResponse([new Generation(new AssistantMessage(text as string))]);
}

/** `given(chatModel.call(captor.capture())).willReturn(response)`, also for `stream` (one chunk). */
export function scriptResponses(chatModel: MockChatModel, text = 'response'): void {
  chatModel.call.mockImplementation(async () => chatResponse(text));
  chatModel.stream.mockImplementation(() => Flux.just(chatResponse(text)));
}

/** `promptCaptor.getValue()`: the prompt of the latest `call` or `stream` invocation. */
export function lastPrompt(chatModel: MockChatModel): Prompt {
  const calls = [...chatModel.call.mock.calls, ...chatModel.stream.mock.calls];
  const order = [...chatModel.call.mock.invocationCallOrder, ...chatModel.stream.mock.invocationCallOrder];
  let latest = -1;
  let prompt: Prompt | undefined;
  calls.forEach((args, index) => {
    if ((order[index] as number) > latest) {
      latest = order[index] as number;
      prompt = args[0];
    }
  });
  if (prompt === undefined) throw new Error('the chat model was not called');
  return prompt;
}

/** `fluxContent.collectList().block()` joined. */
export async function join(flux: Flux<string>): Promise<string> {
  return (await flux.collectList()).join('');
}

/** `assertThat(message.getMetadata()).hasSize(n).containsEntry(...)` for every entry of `expected`. */
export function expectMetadata(metadata: Map<string, unknown>, expected: Record<string, unknown>): void {
  expect(Object.fromEntries(metadata)).toEqual(expected);
}

/** The `TestToolCallback` of Spring's ChatClient tests: a named tool answering "Mission accomplished!". */
export class TestToolCallback implements ToolCallback {
  private readonly toolDefinition: ToolDefinition;
  private readonly toolMetadata: ToolMetadata;

  constructor(name: string, returnDirect = false) {
    this.toolDefinition = DefaultToolDefinition.builder().name(name).inputSchema('{}').build();
    this.toolMetadata = DefaultToolMetadata.builder().returnDirect(returnDirect).build();
  }

  getToolDefinition(): ToolDefinition {
    return this.toolDefinition;
  }

  getToolMetadata(): ToolMetadata {
    return this.toolMetadata;
  }

  async call(): Promise<string> {
    return 'Mission accomplished!';
  }
}
