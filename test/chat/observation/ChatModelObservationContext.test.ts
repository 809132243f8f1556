import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ChatModelObservationContext } from '../../../src/chat/observation/index.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';

const generatePrompt = (chatOptions: ChatOptions) => new Prompt('hello', chatOptions);

describe('ChatModelObservationContextTests', () => {
  test('whenMandatoryRequestOptionsThenReturn', () => {
    const observationContext = ChatModelObservationContext.builder()
      .prompt(generatePrompt(ChatOptions.builder().model('supermodel').build()))
      .provider('superprovider')
      .build();
    expect(observationContext).toBeDefined();
  });
});

describe('ChatModelObservationContext (spring-ai-ts)', () => {
  test('the operation type is chat and prompt and provider are kept', () => {
    const prompt = generatePrompt(ChatOptions.builder().model('m').build());
    const context = ChatModelObservationContext.builder().prompt(prompt).provider('minimax').build();
    expect(context.getRequest()).toBe(prompt);
    expect(context.getOperationMetadata().operationType()).toBe('chat');
    expect(context.getOperationMetadata().provider()).toBe('minimax');
    expect(context.getResponse()).toBeUndefined();
  });

  test('a missing prompt or provider is rejected with Spring\'s messages', () => {
    const prompt = generatePrompt(ChatOptions.builder().build());
    expect(() => ChatModelObservationContext.builder().prompt(prompt).build()).toThrow(
      new IllegalArgumentException('provider cannot be null or empty'),
    );
    expect(() => ChatModelObservationContext.builder().provider('p').build()).toThrow(
      new IllegalArgumentException('request cannot be null'),
    );
  });

  test('the builder is reachable as ChatModelObservationContext.Builder', () => {
    const builder: ChatModelObservationContext.Builder = ChatModelObservationContext.builder();
    expect(builder).toBeInstanceOf(ChatModelObservationContext.Builder);
  });
});
