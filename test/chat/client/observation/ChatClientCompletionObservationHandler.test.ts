import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import { ChatClientCompletionObservationHandler } from '../../../../src/chat/client/observation/ChatClientCompletionObservationHandler.js';
import { ChatClientObservationContext } from '../../../../src/chat/client/observation/ChatClientObservationContext.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { Logger } from '../../../../src/java/logging/Logger.js';
import { ObservationContext } from '../../../../src/java/micrometer/observation/ObservationContext.js';

// Spring captures the console output of logback; here the handler writes to a recording Logger.
function recordingLogger(): Logger.Minimal & { lines: string[] } {
  const lines: string[] = [];
  const record = (message: string, ...args: unknown[]) => lines.push(Logger.format(message, ...args));
  return { lines, isDebugEnabled: () => true, debug: record, info: record, warn: record, error: record };
}

const emptyContext = () =>
  ChatClientObservationContext.builder()
    .request(ChatClientRequest.builder().prompt(new Prompt([])).build())
    .build();

describe('ChatClientCompletionObservationHandlerTests', () => {
  const observationHandler = new ChatClientCompletionObservationHandler();

  test('whenNotSupportedObservationContextThenReturnFalse', () => {
    expect(observationHandler.supportsContext(new ObservationContext())).toBe(false);
  });

  test('whenSupportedObservationContextThenReturnTrue', () => {
    expect(observationHandler.supportsContext(emptyContext())).toBe(true);
  });

  test('whenEmptyResponseThenOutputNothing', () => {
    const logger = recordingLogger();
    const context = emptyContext();
    context.setResponse(
      ChatClientResponse.builder()
        .chatResponse(ChatResponse.builder().generations([new Generation(new AssistantMessage(''))]).build())
        .build(),
    );
    new ChatClientCompletionObservationHandler(logger).onStop(context);
    expect(logger.lines).toContain('Chat Client Completion:\n[]');
  });

  test('whenNullResponseThenOutputNothing', () => {
    const logger = recordingLogger();
    new ChatClientCompletionObservationHandler(logger).onStop(emptyContext());
    expect(logger.lines).toContain('Chat Client Completion:\n[]');
  });

  test('whenResponseWithTextThenOutputIt', () => {
    const logger = recordingLogger();
    const context = emptyContext();
    context.setResponse(
      ChatClientResponse.builder()
        .chatResponse(ChatResponse.builder().generations([new Generation(new AssistantMessage('Test message'))]).build())
        .build(),
    );
    new ChatClientCompletionObservationHandler(logger).onStop(context);
    expect(logger.lines).toContain('Chat Client Completion:\n["Test message"]');
  });
});
