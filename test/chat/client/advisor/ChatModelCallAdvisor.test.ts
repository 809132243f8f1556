import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { ChatClientAttributes } from '../../../../src/chat/client/ChatClientAttributes.js';
import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatModelCallAdvisor } from '../../../../src/chat/client/advisor/ChatModelCallAdvisor.js';
import type { CallAdvisorChain } from '../../../../src/chat/client/advisor/api/CallAdvisorChain.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { SystemMessage } from '../../../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import type { ChatModel } from '../../../../src/chat/model/ChatModel.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { Ordered } from '../../../../src/java/core/Ordered.js';
import { DefaultChatOptions } from '../../../../src/chat/prompt/DefaultChatOptions.js';
import type { StructuredOutputChatOptions } from '../../../../src/model/tool/StructuredOutputChatOptions.js';

/** Provider options with native structured output (OpenAI's options implement this in Spring). */
class NativeOutputOptions extends DefaultChatOptions implements StructuredOutputChatOptions {
  private outputSchema: string | undefined;

  getOutputSchema(): string | undefined {
    return this.outputSchema;
  }

  setOutputSchema(outputSchema: string): void {
    this.outputSchema = outputSchema;
  }
}

describe('ChatModelCallAdvisorTests', () => {
  test('whenChatModelIsNullThenThrow', () => {
    expect(() =>
      ChatModelCallAdvisor.builder()
        .chatModel(null as unknown as ChatModel)
        .build(),
    ).toThrow(new IllegalArgumentException('chatModel cannot be null'));
  });
});

const chain = {} as CallAdvisorChain;

function recordingModel(): ChatModel & { prompts: Prompt[] } {
  const prompts: Prompt[] = [];
  return {
    prompts,
    call: jest.fn(async (prompt: Prompt) => {
      prompts.push(prompt);
      return new ChatResponse([new Generation(new AssistantMessage('answer'))]);
    }),
  } as unknown as ChatModel & { prompts: Prompt[] };
}

describe('ChatModelCallAdvisor (spring-ai-ts)', () => {
  test('name, order, and a response that carries a copy of the request context', async () => {
    const model = recordingModel();
    const advisor = ChatModelCallAdvisor.builder().chatModel(model).build();
    const request = ChatClientRequest.builder().prompt(new Prompt('hi')).context('k', 'v').build();

    const response = await advisor.adviseCall(request, chain);

    expect(advisor.getName()).toBe('call');
    expect(advisor.getOrder()).toBe(Ordered.LOWEST_PRECEDENCE);
    expect(model.prompts[0]).toBe(request.prompt());
    expect(response.chatResponse()?.getResult()?.getOutput().getText()).toBe('answer');
    expect(response.context()).toEqual(new Map([['k', 'v']]));
    expect(response.context()).not.toBe(request.context());
  });

  test('OUTPUT_FORMAT is appended to the last user message after a line separator', async () => {
    const model = recordingModel();
    const advisor = ChatModelCallAdvisor.builder().chatModel(model).build();
    const prompt = new Prompt([new SystemMessage('sys'), new UserMessage('first'), new UserMessage('question')]);
    const request = ChatClientRequest.builder()
      .prompt(prompt)
      .context(ChatClientAttributes.OUTPUT_FORMAT.getKey(), 'Answer in JSON.')
      .build();

    const response = await advisor.adviseCall(request, chain);

    const sent = model.prompts[0] as Prompt;
    expect(sent.getInstructions().map((message) => message.getText())).toEqual(['sys', 'first', 'question\nAnswer in JSON.']);
    expect(prompt.getInstructions().at(-1)?.getText()).toBe('question');
    expect(response.context().get(ChatClientAttributes.OUTPUT_FORMAT.getKey())).toBe('Answer in JSON.');
  });

  test('with native structured output the schema goes on the options and the prompt is unchanged', async () => {
    const model = recordingModel();
    const advisor = ChatModelCallAdvisor.builder().chatModel(model).build();
    const options = new NativeOutputOptions();
    const schema = '{"type":"object"}';
    const request = ChatClientRequest.builder()
      .prompt(new Prompt('question', options))
      .context(ChatClientAttributes.OUTPUT_FORMAT.getKey(), 'format')
      .context(ChatClientAttributes.STRUCTURED_OUTPUT_SCHEMA.getKey(), schema)
      .context(ChatClientAttributes.STRUCTURED_OUTPUT_NATIVE.getKey(), true)
      .build();

    await advisor.adviseCall(request, chain);

    const sent = model.prompts[0] as Prompt;
    expect(sent).toBe(request.prompt());
    expect(sent.getContents()).toBe('question');
    expect(options.getOutputSchema()).toBe(schema);
  });

  test('a null request is a rejection with Spring message', async () => {
    const advisor = ChatModelCallAdvisor.builder().chatModel(recordingModel()).build();
    await expect(advisor.adviseCall(null as unknown as ChatClientRequest, chain)).rejects.toThrow(
      new IllegalArgumentException('the chatClientRequest cannot be null'),
    );
  });
});
