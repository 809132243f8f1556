/* spring-ai-ts, Apache-2.0. Test support for the structured-output ChatClient tests: DTOs and mocks. */
import { IsInt, IsString } from 'class-validator';
import type { ChatClientRequest } from '../../../src/chat/client/ChatClientRequest.js';
import type { ChatClientResponse } from '../../../src/chat/client/ChatClientResponse.js';
import type { CallAdvisor } from '../../../src/chat/client/advisor/api/CallAdvisor.js';
import type { CallAdvisorChain } from '../../../src/chat/client/advisor/api/CallAdvisorChain.js';
import type { StructuredOutputChatOptions } from '../../../src/model/tool/StructuredOutputChatOptions.js';

/** Java's `record MyBean(String name, int age)` / `record UserEntity(String name, int age)`. */
export class NameAndAge {
  @IsString()
  name!: string;

  @IsInt()
  age!: number;

  constructor(name?: string, age?: number) {
    if (name !== undefined) this.name = name;
    if (age !== undefined) this.age = age;
  }
}

/** A Mockito mock of `StructuredOutputChatOptions`; `copy()` returns the mock itself. */
export type MockStructuredOutputChatOptions = StructuredOutputChatOptions & {
  setOutputSchema: jest.Mock<void, [string]>;
  copy: jest.Mock;
};

export function mockStructuredOutputChatOptions(): MockStructuredOutputChatOptions {
  const options = {
    getModel: jest.fn(),
    getFrequencyPenalty: jest.fn(),
    getMaxTokens: jest.fn(),
    getPresencePenalty: jest.fn(),
    getStopSequences: jest.fn(),
    getTemperature: jest.fn(),
    getTopK: jest.fn(),
    getTopP: jest.fn(),
    getOutputSchema: jest.fn(),
    setOutputSchema: jest.fn(),
    copy: jest.fn(),
  };
  options.copy.mockReturnValue(options);
  return options as unknown as MockStructuredOutputChatOptions;
}

/** An advisor that records the context of the response passing through it. */
export class ContextCatcherCallAdvisor implements CallAdvisor {
  private readonly context = new Map<string, unknown>();

  getName(): string {
    return 'TestAdvisor';
  }

  getOrder(): number {
    return 0;
  }

  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    const response = await callAdvisorChain.nextCall(chatClientRequest);
    for (const [key, value] of response.context()) this.context.set(key, value);
    return response;
  }

  getContext(): Map<string, unknown> {
    return this.context;
  }
}
