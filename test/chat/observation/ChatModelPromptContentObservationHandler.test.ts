import { SystemMessage } from '../../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import {
  ChatModelObservationContext,
  ChatModelPromptContentObservationHandler,
} from '../../../src/chat/observation/index.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { ConsoleLogger } from '../../../src/java/logging/ConsoleLogger.js';
import { LogLevel } from '../../../src/java/logging/LogLevel.js';
import { Observation } from '../../../src/java/micrometer/observation/Observation.js';

// Spring Boot's OutputCaptureExtension becomes a spy on console.info behind an info-level logger.
describe('ChatModelPromptContentObservationHandlerTests', () => {
  let output: jest.SpyInstance;
  const observationHandler = new ChatModelPromptContentObservationHandler(
    new ConsoleLogger('o.s.a.c.o.ChatModelPromptContentObservationHandler', LogLevel.INFO),
  );
  const captured = () => output.mock.calls.map((call) => String(call[0])).join('\n');

  beforeEach(() => {
    output = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  afterEach(() => {
    output.mockRestore();
  });

  test('whenNotSupportedObservationContextThenReturnFalse', () => {
    const context = new Observation.Context();
    expect(observationHandler.supportsContext(context)).toBe(false);
  });

  test('whenSupportedObservationContextThenReturnTrue', () => {
    const context = ChatModelObservationContext.builder()
      .prompt(new Prompt([], ChatOptions.builder().model('mistral').build()))
      .provider('superprovider')
      .build();
    expect(observationHandler.supportsContext(context)).toBe(true);
  });

  test('whenEmptyPromptThenOutputNothing', () => {
    const context = ChatModelObservationContext.builder()
      .prompt(new Prompt([], ChatOptions.builder().model('mistral').build()))
      .provider('superprovider')
      .build();
    observationHandler.onStop(context);
    expect(captured()).toContain('INFO o.s.a.c.o.ChatModelPromptContentObservationHandler - Chat Model Prompt Content:\n[]');
  });

  test('whenPromptWithTextThenOutputIt', () => {
    const context = ChatModelObservationContext.builder()
      .prompt(new Prompt('supercalifragilisticexpialidocious', ChatOptions.builder().model('mistral').build()))
      .provider('superprovider')
      .build();
    observationHandler.onStop(context);
    expect(captured()).toContain('Chat Model Prompt Content:\n["supercalifragilisticexpialidocious"]');
  });

  test('whenPromptWithMessagesThenOutputIt', () => {
    const context = ChatModelObservationContext.builder()
      .prompt(
        new Prompt(
          [new SystemMessage("you're a chimney sweep"), new UserMessage('supercalifragilisticexpialidocious')],
          ChatOptions.builder().model('mistral').build(),
        ),
      )
      .provider('superprovider')
      .build();
    observationHandler.onStop(context);
    expect(captured()).toContain(`Chat Model Prompt Content:\n["you're a chimney sweep", "supercalifragilisticexpialidocious"]`);
  });
});
