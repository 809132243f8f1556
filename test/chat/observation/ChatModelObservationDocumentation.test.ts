import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ChatResponseMetadata } from '../../../src/chat/metadata/ChatResponseMetadata.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import {
  ChatModelObservationContext,
  ChatModelObservationConvention,
  ChatModelObservationDocumentation,
  DefaultChatModelObservationConvention,
} from '../../../src/chat/observation/index.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { KeyValues } from '../../../src/java/micrometer/common/KeyValues.js';
import { Observation } from '../../../src/java/micrometer/observation/Observation.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import {
  TestObservationRegistry,
  TestObservationRegistryAssert,
} from '../../../src/java/micrometer/observation/tck/index.js';

const DEFAULT = new DefaultChatModelObservationConvention();
const newContext = () =>
  ChatModelObservationContext.builder()
    .prompt(new Prompt('hello', ChatOptions.builder().model('abab6.5s-chat').temperature(0.7).build()))
    .provider('minimax')
    .build();

// How a chat model observes a call (MiniMaxChatModel.internalCall), end to end on the test registry.
describe('ChatModelObservationDocumentation (spring-ai-ts)', () => {
  test('CHAT_MODEL_OPERATION observes a call with the default convention', async () => {
    const registry = TestObservationRegistry.create();
    const observationContext = newContext();
    const response = await ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.observation(
      undefined,
      DEFAULT,
      () => observationContext,
      registry,
    ).observe(async () => {
      const chatResponse = new ChatResponse(
        [new Generation(new AssistantMessage('hi'))],
        ChatResponseMetadata.builder().id('r-1').model('abab6.5s-chat-0001').build(),
      );
      observationContext.setResponse(chatResponse);
      return chatResponse;
    });
    expect(response.getResult()?.getOutput().getText()).toBe('hi');
    TestObservationRegistryAssert.assertThat(registry)
      .doesNotHaveAnyRemainingCurrentObservation()
      .hasObservationWithNameEqualTo(DefaultChatModelObservationConvention.DEFAULT_NAME)
      .that()
      .hasContextualNameEqualTo('chat abab6.5s-chat')
      .hasLowCardinalityKeyValue('gen_ai.operation.name', 'chat')
      .hasLowCardinalityKeyValue('gen_ai.system', 'minimax')
      .hasLowCardinalityKeyValue('gen_ai.request.model', 'abab6.5s-chat')
      .hasLowCardinalityKeyValue('gen_ai.response.model', 'abab6.5s-chat-0001')
      .hasHighCardinalityKeyValue('gen_ai.request.temperature', '0.7')
      .hasHighCardinalityKeyValue('gen_ai.response.id', 'r-1')
      .doesNotHaveHighCardinalityKeyValueWithKey('gen_ai.request.top_k')
      .hasBeenStarted()
      .hasBeenStopped();
  });

  test('a custom convention replaces the default one', () => {
    const registry = TestObservationRegistry.create();
    const custom: ChatModelObservationConvention = new (class extends ChatModelObservationConvention {
      override getName(): string {
        return 'my.chat';
      }
      override getLowCardinalityKeyValues(): KeyValues {
        return KeyValues.of('team', 'ai');
      }
    })();
    ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.observation(custom, DEFAULT, newContext, registry).observe(
      () => undefined,
    );
    TestObservationRegistryAssert.assertThat(registry)
      .hasSingleObservationThat()
      .hasNameEqualTo('my.chat')
      .hasLowCardinalityKeyValue('team', 'ai')
      .doesNotHaveLowCardinalityKeyValueWithKey('gen_ai.system');
  });

  test('with the NOOP registry no context is built', () => {
    const supplier = jest.fn(newContext);
    const observation = ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.observation(
      undefined,
      DEFAULT,
      supplier,
      ObservationRegistry.NOOP,
    );
    expect(observation).toBe(Observation.NOOP);
    expect(supplier).not.toHaveBeenCalled();
  });

  test('a default convention of another class is rejected, as Micrometer does', () => {
    const other = { getName: () => 'x' } as unknown as DefaultChatModelObservationConvention;
    expect(() =>
      ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.observation(undefined, other, newContext, TestObservationRegistry.create()),
    ).toThrow(IllegalArgumentException);
  });

  test('an error in the observed call is recorded and rethrown', async () => {
    const registry = TestObservationRegistry.create();
    const failure = new Error('model down');
    await expect(
      ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.observation(undefined, DEFAULT, newContext, registry).observe(
        async () => {
          throw failure;
        },
      ),
    ).rejects.toBe(failure);
    TestObservationRegistryAssert.assertThat(registry)
      .hasSingleObservationThat()
      .hasError(failure)
      .hasLowCardinalityKeyValue('gen_ai.response.model', 'none')
      .hasBeenStopped();
  });

  test('CHAT_MODEL_OPERATION behaves like a Java enum constant', () => {
    expect(ChatModelObservationDocumentation.values()).toEqual([ChatModelObservationDocumentation.CHAT_MODEL_OPERATION]);
    expect(ChatModelObservationDocumentation.valueOf('CHAT_MODEL_OPERATION').name()).toBe('CHAT_MODEL_OPERATION');
    expect(() => ChatModelObservationDocumentation.valueOf('X')).toThrow(IllegalArgumentException);
  });
});
