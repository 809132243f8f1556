import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientObservationContext } from '../../../../src/chat/client/observation/ChatClientObservationContext.js';
import { ChatClientPromptContentObservationHandler } from '../../../../src/chat/client/observation/ChatClientPromptContentObservationHandler.js';
import { SystemMessage } from '../../../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { Logger } from '../../../../src/java/logging/Logger.js';
import { ObservationContext } from '../../../../src/java/micrometer/observation/ObservationContext.js';

// Spring captures the console output of logback; here the handler writes to a recording Logger.
function recordingLogger(): Logger.Minimal & { lines: string[] } {
  const lines: string[] = [];
  const record = (message: string, ...args: unknown[]) => lines.push(Logger.format(message, ...args));
  return { lines, isDebugEnabled: () => true, debug: record, info: record, warn: record, error: record };
}

const contextFor = (prompt: Prompt) =>
  ChatClientObservationContext.builder().request(ChatClientRequest.builder().prompt(prompt).build()).build();

describe('ChatClientPromptContentObservationHandlerTests', () => {
  const observationHandler = new ChatClientPromptContentObservationHandler();

  test('whenNotSupportedObservationContextThenReturnFalse', () => {
    expect(observationHandler.supportsContext(new ObservationContext())).toBe(false);
  });

  test('whenSupportedObservationContextThenReturnTrue', () => {
    expect(observationHandler.supportsContext(contextFor(new Prompt([])))).toBe(true);
  });

  test('whenEmptyPromptThenOutputNothing', () => {
    const logger = recordingLogger();
    new ChatClientPromptContentObservationHandler(logger).onStop(contextFor(new Prompt([])));
    expect(logger.lines).toContain('Chat Client Prompt Content:\n[]');
  });

  test('whenPromptWithTextThenOutputIt', () => {
    const logger = recordingLogger();
    new ChatClientPromptContentObservationHandler(logger).onStop(contextFor(new Prompt('supercalifragilisticexpialidocious')));
    expect(logger.lines).toContain('Chat Client Prompt Content:\n["user":"supercalifragilisticexpialidocious"]');
  });

  test('whenPromptWithMessagesThenOutputIt', () => {
    const logger = recordingLogger();
    const prompt = new Prompt([new SystemMessage("you're a chimney sweep"), new UserMessage('supercalifragilisticexpialidocious')]);
    new ChatClientPromptContentObservationHandler(logger).onStop(contextFor(prompt));
    expect(logger.lines).toContain(
      'Chat Client Prompt Content:\n["system":"you\'re a chimney sweep", "user":"supercalifragilisticexpialidocious"]',
    );
  });

  // spring-ai-ts lists the message types in the order they first appear in the prompt.
  test('message types are listed in prompt order', () => {
    const logger = recordingLogger();
    const prompt = new Prompt([new UserMessage('first'), new SystemMessage('rules'), new UserMessage('second')]);
    new ChatClientPromptContentObservationHandler(logger).onStop(contextFor(prompt));
    expect(logger.lines).toEqual(['Chat Client Prompt Content:\n["user":"second", "system":"rules"]']);
  });
});
