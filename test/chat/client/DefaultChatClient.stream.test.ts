// DefaultChatClientTests, part 4 of 5: DefaultStreamResponseSpec.
import type { ChatClientRequest } from '../../../src/chat/client/ChatClientRequest.js';
import type { ChatClientRequestSpec } from '../../../src/chat/client/ChatClientRequestSpec.js';
import { DefaultChatClient } from '../../../src/chat/client/DefaultChatClient.js';
import { DefaultChatClientBuilder } from '../../../src/chat/client/DefaultChatClientBuilder.js';
import type { BaseAdvisorChain } from '../../../src/chat/client/advisor/api/BaseAdvisorChain.js';
import { ChatClientObservationContext } from '../../../src/chat/client/observation/ChatClientObservationContext.js';
import type { ChatClientObservationConvention } from '../../../src/chat/client/observation/ChatClientObservationConvention.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { SystemMessage } from '../../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import { TestObservationRegistry } from '../../../src/java/micrometer/observation/tck/TestObservationRegistry.js';
import { TestObservationRegistryAssert } from '../../../src/java/micrometer/observation/tck/TestObservationRegistryAssert.js';
import { Flux } from '../../../src/java/reactor/Flux.js';
import { chatResponse, lastPrompt, mockChatModel, type MockChatModel } from './chatClientTestSupport.js';

const streamSpec = (spec: ChatClientRequestSpec) =>
  spec.stream() as InstanceType<typeof DefaultChatClient.DefaultStreamResponseSpec>;
const mockRequest = () => ({ prompt: jest.fn(), context: jest.fn(() => new Map()) }) as unknown as ChatClientRequest;
const mockChain = () => ({ getStreamAdvisors: jest.fn(() => []), nextStream: jest.fn() }) as unknown as BaseAdvisorChain;
const mockConvention = () => ({ getName: jest.fn() }) as unknown as ChatClientObservationConvention;

function modelStreaming(text: string | undefined): MockChatModel {
  const chatModel = mockChatModel();
  chatModel.stream.mockImplementation(() => Flux.just(chatResponse(text)));
  return chatModel;
}

describe('DefaultChatClientTests', () => {
  // DefaultStreamResponseSpec

  test('buildStreamResponseSpec', () => {
    const spec = streamSpec(new DefaultChatClientBuilder(mockChatModel()).build().prompt('question'));
    expect(spec).toBeInstanceOf(DefaultChatClient.DefaultStreamResponseSpec);
  });

  test('buildStreamResponseSpecWithNullRequest', () => {
    expect(
      () =>
        new DefaultChatClient.DefaultStreamResponseSpec(
          null as unknown as ChatClientRequest,
          mockChain(),
          ObservationRegistry.NOOP,
          mockConvention(),
        ),
    ).toThrow(new IllegalArgumentException('chatClientRequest cannot be null'));
  });

  test('buildStreamResponseSpecWithNullAdvisorChain', () => {
    expect(
      () =>
        new DefaultChatClient.DefaultStreamResponseSpec(
          mockRequest(),
          null as unknown as BaseAdvisorChain,
          ObservationRegistry.NOOP,
          mockConvention(),
        ),
    ).toThrow(new IllegalArgumentException('advisorChain cannot be null'));
  });

  test('buildStreamResponseSpecWithNullObservationRegistry', () => {
    expect(
      () =>
        new DefaultChatClient.DefaultStreamResponseSpec(
          mockRequest(),
          mockChain(),
          null as unknown as ObservationRegistry,
          mockConvention(),
        ),
    ).toThrow(new IllegalArgumentException('observationRegistry cannot be null'));
  });

  test('buildStreamResponseSpecWithNullObservationConvention', () => {
    expect(
      () =>
        new DefaultChatClient.DefaultStreamResponseSpec(
          mockRequest(),
          mockChain(),
          ObservationRegistry.NOOP,
          null as unknown as ChatClientObservationConvention,
        ),
    ).toThrow(new IllegalArgumentException('observationConvention cannot be null'));
  });

  test('whenSimplePromptThenFluxChatClientResponse', async () => {
    const chatModel = modelStreaming('response');
    const spec = streamSpec(new DefaultChatClientBuilder(chatModel).build().prompt('my question'));

    const chatClientResponse = await spec.chatClientResponse().blockLast();

    expect(chatClientResponse).toBeDefined();
    expect(chatClientResponse?.chatResponse()?.getResult()?.getOutput().getText()).toBe('response');
    const actualPrompt = lastPrompt(chatModel);
    expect(actualPrompt.getInstructions()).toHaveLength(1);
    expect(actualPrompt.getInstructions()[0]?.getText()).toBe('my question');
  });

  test('whenSimplePromptThenSetFluxResponseOnObservationContext', async () => {
    const chatModel = modelStreaming('response');
    const observationRegistry = TestObservationRegistry.create();
    const chatClient = new DefaultChatClientBuilder(chatModel, observationRegistry, undefined, undefined).build();
    const spec = streamSpec(chatClient.prompt('my question'));

    const chatClientResponse = await spec.chatClientResponse().blockLast();

    expect(chatClientResponse?.chatResponse()?.getResult()?.getOutput().getText()).toBe('response');
    const actualPrompt = lastPrompt(chatModel);
    expect(actualPrompt.getInstructions()).toHaveLength(1);
    expect(actualPrompt.getInstructions()[0]?.getText()).toBe('my question');
    const context = TestObservationRegistryAssert.assertThat(observationRegistry)
      .hasObservationWithNameEqualTo('spring.ai.chat.client')
      .that()
      .actual() as ChatClientObservationContext;
    expect(context).toBeInstanceOf(ChatClientObservationContext);
    expect(context.getRequest().prompt()).toEqual(actualPrompt);
    expect(context.getResponse()?.chatResponse()?.getResults()).toEqual(chatClientResponse?.chatResponse()?.getResults());
  });

  test('whenSimplePromptThenFluxChatResponse', async () => {
    const chatModel = modelStreaming('response');
    const spec = streamSpec(new DefaultChatClientBuilder(chatModel).build().prompt('my question'));

    const response = await spec.chatResponse().blockLast();

    expect(response?.getResult()?.getOutput().getText()).toBe('response');
    expect(lastPrompt(chatModel).getInstructions()).toHaveLength(1);
    expect(lastPrompt(chatModel).getInstructions()[0]?.getText()).toBe('my question');
  });

  test('whenFullPromptThenFluxChatResponse', async () => {
    const chatModel = modelStreaming('response');
    const prompt = new Prompt(new SystemMessage('instructions'), new UserMessage('my question'));
    const spec = streamSpec(new DefaultChatClientBuilder(chatModel).build().prompt(prompt));

    const response = await spec.chatResponse().blockLast();

    expect(response?.getResult()?.getOutput().getText()).toBe('response');
    expect(lastPrompt(chatModel).getInstructions().map((message) => message.getText())).toEqual([
      'instructions',
      'my question',
    ]);
  });

  test('whenPromptAndUserTextThenFluxChatResponse', async () => {
    const chatModel = modelStreaming('response');
    const prompt = new Prompt(new SystemMessage('instructions'), new UserMessage('my question'));
    const spec = streamSpec(new DefaultChatClientBuilder(chatModel).build().prompt(prompt).user('another question'));

    const response = await spec.chatResponse().blockLast();

    expect(response?.getResult()?.getOutput().getText()).toBe('response');
    expect(lastPrompt(chatModel).getInstructions().map((message) => message.getText())).toEqual([
      'instructions',
      'my question',
      'another question',
    ]);
  });

  test('whenUserTextAndMessagesThenFluxChatResponse', async () => {
    const chatModel = modelStreaming('response');
    const messages: Message[] = [new SystemMessage('instructions'), new UserMessage('my question')];
    const spec = streamSpec(
      new DefaultChatClientBuilder(chatModel).build().prompt().user('another question').messages(messages),
    );

    const response = await spec.chatResponse().blockLast();

    expect(response?.getResult()?.getOutput().getText()).toBe('response');
    expect(lastPrompt(chatModel).getInstructions().map((message) => message.getText())).toEqual([
      'instructions',
      'my question',
      'another question',
    ]);
  });

  test('whenChatResponseContentIsNullThenReturnFlux', async () => {
    const spec = streamSpec(new DefaultChatClientBuilder(modelStreaming(undefined)).build().prompt('my question'));
    expect(await spec.content().blockLast()).toBeUndefined();
  });
});

describe('DefaultStreamResponseSpec (spring-ai-ts)', () => {
  test('content() drops empty texts and keeps chunk order', async () => {
    const chatModel = mockChatModel();
    chatModel.stream.mockImplementation(() =>
      Flux.just(chatResponse('Hello'), chatResponse(''), chatResponse(undefined), chatResponse(' world')),
    );
    const chunks = await new DefaultChatClientBuilder(chatModel).build().prompt('q').stream().content().collectList();
    expect(chunks).toEqual(['Hello', ' world']);
  });

  test('the observation records the aggregated response once the stream completes', async () => {
    const chatModel = mockChatModel();
    chatModel.stream.mockImplementation(() => Flux.just(chatResponse('Hel'), chatResponse('lo')));
    const observationRegistry = TestObservationRegistry.create();
    const chatClient = new DefaultChatClientBuilder(chatModel, observationRegistry).build();
    expect(await chatClient.prompt('q').stream().content().collectList()).toEqual(['Hel', 'lo']);
    const recorded = observationRegistry.findByName('spring.ai.chat.client');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.isObservationStopped()).toBe(true);
    const context = recorded[0]?.getContext() as ChatClientObservationContext;
    expect(context.isStream()).toBe(true);
    expect(context.getResponse()?.chatResponse()?.getResult()?.getOutput().getText()).toBe('Hello');
  });

  test('the flux is cold: nothing runs until it is iterated', async () => {
    const chatModel = modelStreaming('response');
    const flux = new DefaultChatClientBuilder(chatModel).build().prompt('q').stream().content();
    expect(chatModel.stream).not.toHaveBeenCalled();
    expect(await flux.collectList()).toEqual(['response']);
    expect(chatModel.stream).toHaveBeenCalledTimes(1);
  });
});
