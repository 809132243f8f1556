import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import { AdvisorUtils } from '../../../../src/chat/client/advisor/AdvisorUtils.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { ChatGenerationMetadata } from '../../../../src/chat/metadata/ChatGenerationMetadata.js';
import type { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';

// Mockito mocks of ChatClientResponse/ChatResponse become objects with the stubbed methods only.
const clientResponse = (chatResponse: ChatResponse | undefined): ChatClientResponse =>
  ({ chatResponse: () => chatResponse }) as unknown as ChatClientResponse;
const chatResponseWith = (results: Generation[] | undefined): ChatResponse =>
  ({ getResults: () => results }) as unknown as ChatResponse;

describe('AdvisorUtilsTests', () => {
  describe('OnFinishReason', () => {
    test('whenChatResponseIsNullThenReturnFalse', () => {
      expect(AdvisorUtils.onFinishReason()(clientResponse(undefined))).toBe(false);
    });

    test('whenChatResponseResultsIsNullThenReturnFalse', () => {
      expect(AdvisorUtils.onFinishReason()(clientResponse(chatResponseWith(undefined)))).toBe(false);
    });

    test('whenChatIsRunningThenReturnFalse', () => {
      const generation = new Generation(new AssistantMessage('running..'), ChatGenerationMetadata.NULL);
      expect(AdvisorUtils.onFinishReason()(clientResponse(chatResponseWith([generation])))).toBe(false);
    });

    test('whenChatIsStopThenReturnTrue', () => {
      const generation = new Generation(
        new AssistantMessage('finish.'),
        ChatGenerationMetadata.builder().finishReason('STOP').build(),
      );
      expect(AdvisorUtils.onFinishReason()(clientResponse(chatResponseWith([generation])))).toBe(true);
    });
  });
});

describe('AdvisorUtils (spring-ai-ts)', () => {
  test('a blank finish reason does not count, a finish reason on any generation does', () => {
    const running = new Generation(new AssistantMessage('a'), ChatGenerationMetadata.builder().finishReason('  ').build());
    const stopped = new Generation(new AssistantMessage('b'), ChatGenerationMetadata.builder().finishReason('LENGTH').build());
    expect(AdvisorUtils.onFinishReason()(new ChatClientResponse(chatResponseWith([running]), {}))).toBe(false);
    expect(AdvisorUtils.onFinishReason()(new ChatClientResponse(chatResponseWith([running, stopped]), {}))).toBe(true);
  });
});
