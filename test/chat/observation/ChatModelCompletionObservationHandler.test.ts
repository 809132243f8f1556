import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import {
  ChatModelCompletionObservationHandler,
  ChatModelObservationContext,
} from '../../../src/chat/observation/index.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { ConsoleLogger } from '../../../src/java/logging/ConsoleLogger.js';
import { LogLevel } from '../../../src/java/logging/LogLevel.js';
import { Observation } from '../../../src/java/micrometer/observation/Observation.js';

// Spring Boot's OutputCaptureExtension becomes a spy on console.info behind an info-level logger.
describe('ChatModelCompletionObservationHandlerTests', () => {
  let output: jest.SpyInstance;
  const observationHandler = new ChatModelCompletionObservationHandler(
    new ConsoleLogger('o.s.a.c.o.ChatModelCompletionObservationHandler', LogLevel.INFO),
  );
  const captured = () => output.mock.calls.map((call) => String(call[0])).join('\n');
  const generatePrompt = (chatOptions: ChatOptions) => new Prompt('supercalifragilisticexpialidocious', chatOptions);

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
      .prompt(generatePrompt(ChatOptions.builder().model('mistral').build()))
      .provider('superprovider')
      .build();
    expect(observationHandler.supportsContext(context)).toBe(true);
  });

  test('whenEmptyResponseThenOutputNothing', () => {
    const context = ChatModelObservationContext.builder()
      .prompt(generatePrompt(ChatOptions.builder().model('mistral').build()))
      .provider('superprovider')
      .build();
    observationHandler.onStop(context);
    expect(captured()).toContain('INFO o.s.a.c.o.ChatModelCompletionObservationHandler - Chat Model Completion:\n[]');
  });

  test('whenEmptyCompletionThenOutputNothing', () => {
    const context = ChatModelObservationContext.builder()
      .prompt(generatePrompt(ChatOptions.builder().model('mistral').build()))
      .provider('superprovider')
      .build();
    context.setResponse(new ChatResponse([new Generation(new AssistantMessage(''))]));
    observationHandler.onStop(context);
    expect(captured()).toContain('Chat Model Completion:\n[]');
  });

  test('whenCompletionWithTextThenOutputIt', () => {
    const context = ChatModelObservationContext.builder()
      .prompt(generatePrompt(ChatOptions.builder().model('mistral').build()))
      .provider('superprovider')
      .build();
    context.setResponse(
      new ChatResponse([
        new Generation(new AssistantMessage('say please')),
        new Generation(new AssistantMessage('seriously, say please')),
      ]),
    );
    observationHandler.onStop(context);
    expect(captured()).toContain('Chat Model Completion:\n["say please", "seriously, say please"]');
  });
});
