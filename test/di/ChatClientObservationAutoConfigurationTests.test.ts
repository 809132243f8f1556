// Ported from Spring AI ChatClientObservationAutoConfigurationTests (v1.1.8), the variants without
// a tracer (this port has no Micrometer Tracing): the context's handler beans become the handlers
// registered on the container's ObservationRegistry.
import 'reflect-metadata';
import { container as rootContainer } from 'tsyringe';
import { ChatClientCompletionObservationHandler } from '../../src/chat/client/observation/ChatClientCompletionObservationHandler.js';
import { ChatClientPromptContentObservationHandler } from '../../src/chat/client/observation/ChatClientPromptContentObservationHandler.js';
import { Environment } from '../../src/di/config/Environment.js';
import { registerSpringAiDefaults } from '../../src/di/registerSpringAiDefaults.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';

/** `contextRunner.withPropertyValues(…).run(…)`: the handlers of the registry, and what was logged as warnings. */
function run(...properties: string[]): { handlers: unknown[]; output: string } {
  const warnings: string[] = [];
  const spy = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => { warnings.push(args.map(String).join(' ')); });
  try {
    const values = Object.fromEntries(properties.map((p) => p.split('=') as [string, string]));
    const container = registerSpringAiDefaults(rootContainer.createChildContainer(), {
      environment: Environment.load({ path: [], env: {}, properties: values }),
    });
    const registry = container.resolve<ObservationRegistry>(ObservationRegistry.TOKEN);
    return { handlers: registry.observationConfig().getObservationHandlers(), output: warnings.join('\n') };
  } finally {
    spy.mockRestore();
  }
}

const promptHandlers = (handlers: unknown[]) => handlers.filter((h) => h instanceof ChatClientPromptContentObservationHandler);
const completionHandlers = (handlers: unknown[]) => handlers.filter((h) => h instanceof ChatClientCompletionObservationHandler);

describe('ChatClientObservationAutoConfigurationTests', () => {
  test('handlersNoTracer', () => {
    const { handlers } = run();
    expect(promptHandlers(handlers)).toHaveLength(0);
    expect(completionHandlers(handlers)).toHaveLength(0);
  });

  test('promptContentHandlerEnabledNoTracer', () => {
    const { handlers, output } = run('spring.ai.chat.client.observations.log-prompt=true');
    expect(promptHandlers(handlers)).toHaveLength(1);
    expect(completionHandlers(handlers)).toHaveLength(0);
    expect(output).toContain(
      'You have enabled logging out the ChatClient prompt content with the risk of exposing sensitive or private information. Please, be careful!',
    );
  });

  test('promptContentHandlerDisabledNoTracer', () => {
    const { handlers } = run('spring.ai.chat.client.observations.log-prompt=false');
    expect(promptHandlers(handlers)).toHaveLength(0);
    expect(completionHandlers(handlers)).toHaveLength(0);
  });

  test('completionHandlerEnabledNoTracer', () => {
    const { handlers, output } = run('spring.ai.chat.client.observations.log-completion=true');
    expect(promptHandlers(handlers)).toHaveLength(0);
    expect(completionHandlers(handlers)).toHaveLength(1);
    expect(output).toContain(
      'You have enabled logging out the ChatClient completion content with the risk of exposing sensitive or private information. Please, be careful!',
    );
  });

  test('completionHandlerDisabledNoTracer', () => {
    const { handlers } = run('spring.ai.chat.client.observations.log-completion=false');
    expect(promptHandlers(handlers)).toHaveLength(0);
    expect(completionHandlers(handlers)).toHaveLength(0);
  });
});
