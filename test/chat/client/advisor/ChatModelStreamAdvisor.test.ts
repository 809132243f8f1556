import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { Ordered } from '../../../../src/java/core/Ordered.js';
import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatModelStreamAdvisor } from '../../../../src/chat/client/advisor/ChatModelStreamAdvisor.js';
import type { StreamAdvisorChain } from '../../../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import type { ChatModel } from '../../../../src/chat/model/ChatModel.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';

describe('ChatModelStreamAdvisorTests', () => {
  test('whenChatModelIsNullThenThrow', () => {
    expect(() =>
      ChatModelStreamAdvisor.builder()
        .chatModel(null as unknown as ChatModel)
        .build(),
    ).toThrow(new IllegalArgumentException('chatModel cannot be null'));
  });
});

describe('ChatModelStreamAdvisor (spring-ai-ts)', () => {
  test('streams the model chunks, each with a copy of the request context, without format instructions', async () => {
    const prompts: Prompt[] = [];
    const model = {
      call: jest.fn(),
      stream: (prompt: Prompt) => {
        prompts.push(prompt);
        return Flux.just('a', 'b').map((text) => new ChatResponse([new Generation(new AssistantMessage(text))]));
      },
    } as unknown as ChatModel;
    const advisor = ChatModelStreamAdvisor.builder().chatModel(model).build();
    const request = ChatClientRequest.builder()
      .prompt(new Prompt('hi'))
      .context('spring.ai.chat.client.output.format', 'JSON please')
      .build();

    const responses = await advisor.adviseStream(request, {} as StreamAdvisorChain).collectList();

    expect(advisor.getName()).toBe('stream');
    expect(advisor.getOrder()).toBe(Ordered.LOWEST_PRECEDENCE);
    expect(prompts[0]).toBe(request.prompt());
    expect(responses.map((response) => response.chatResponse()?.getResult()?.getOutput().getText())).toEqual(['a', 'b']);
    expect(responses[0]?.context()).toEqual(request.context());
    expect(responses[0]?.context()).not.toBe(request.context());
    expect(responses[0]?.context()).not.toBe(responses[1]?.context());
  });

  test('a null request throws at once', () => {
    const advisor = ChatModelStreamAdvisor.builder().chatModel({ call: jest.fn() } as unknown as ChatModel).build();
    expect(() => advisor.adviseStream(null as unknown as ChatClientRequest, {} as StreamAdvisorChain)).toThrow(
      new IllegalArgumentException('the chatClientRequest cannot be null'),
    );
  });
});
