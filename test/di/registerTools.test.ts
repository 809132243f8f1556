/* spring-ai-ts, Apache-2.0. Tests of registerTools / registerSpringAiDefaults and the container-backed resolver. */
import 'reflect-metadata';
import { container as rootContainer, inject, injectable } from 'tsyringe';
import { registerSpringAiDefaults } from '../../src/di/registerSpringAiDefaults.js';
import { registerTools } from '../../src/di/registerTools.js';
import { IllegalStateException } from '../../src/java/core/IllegalStateException.js';
import { Tool } from '../../src/tool/annotation/Tool.js';
import { DefaultToolExecutionExceptionProcessor } from '../../src/tool/execution/DefaultToolExecutionExceptionProcessor.js';
import { ToolExecutionExceptionProcessor } from '../../src/tool/execution/ToolExecutionExceptionProcessor.js';
import { FunctionToolCallback } from '../../src/tool/function/FunctionToolCallback.js';
import { ContainerToolCallbackResolver } from '../../src/tool/resolution/ContainerToolCallbackResolver.js';
import { ToolCallbackResolver } from '../../src/tool/resolution/ToolCallbackResolver.js';
import { ToolCallback } from '../../src/tool/ToolCallback.js';

const GREETING = Symbol('greeting');

@injectable()
class GreetingTools {
  constructor(@inject(GREETING) private readonly greeting: string) {}

  @Tool({ description: 'Greets someone' })
  greet(name: string): string {
    return `${this.greeting}, ${name}`;
  }
}

@injectable()
class WeatherTools {
  @Tool()
  weather(city: string): string {
    return `sunny in ${city}`;
  }
}

@injectable()
class BillingTools {
  @Tool()
  invoice(id: string): string {
    return `invoice ${id}`;
  }
}

@injectable()
class OtherGreetingTools {
  @Tool({ name: 'greet' })
  hello(name: string): string {
    return name;
  }
}

describe('registerTools and ContainerToolCallbackResolver (spring-ai-ts)', () => {
  test('one line registers tool classes, whose dependencies are injected, and they are found by name', async () => {
    const container = rootContainer.createChildContainer();
    container.register(GREETING, { useValue: 'Hello' });
    registerSpringAiDefaults(registerTools(container, GreetingTools, WeatherTools));
    const resolver = container.resolve<ToolCallbackResolver>(ToolCallbackResolver.TOKEN);
    await expect(resolver.resolve('greet')?.call('{"name":"Ann"}')).resolves.toBe('"Hello, Ann"');
    await expect(resolver.resolve('weather')?.call('{"city":"Rome"}')).resolves.toBe('"sunny in Rome"');
    expect(resolver.resolve('unknown')).toBeUndefined();
  });

  test('two child containers do not see each other\'s tools, and nothing leaks into the parent', () => {
    const parent = rootContainer.createChildContainer();
    registerSpringAiDefaults(parent);
    const first = parent.createChildContainer();
    const second = parent.createChildContainer();
    registerTools(first, WeatherTools);
    registerTools(second, BillingTools);

    const firstResolver = first.resolve<ToolCallbackResolver>(ToolCallbackResolver.TOKEN);
    const secondResolver = second.resolve<ToolCallbackResolver>(ToolCallbackResolver.TOKEN);
    expect(firstResolver).not.toBe(secondResolver);
    expect(firstResolver.resolve('weather')).toBeDefined();
    expect(firstResolver.resolve('invoice')).toBeUndefined();
    expect(secondResolver.resolve('invoice')).toBeDefined();
    expect(secondResolver.resolve('weather')).toBeUndefined();
    const parentResolver = parent.resolve<ToolCallbackResolver>(ToolCallbackResolver.TOKEN);
    expect(parentResolver.resolve('weather')).toBeUndefined();
    expect(parentResolver.resolve('invoice')).toBeUndefined();
    expect(rootContainer.isRegistered(ToolCallbackResolver.TOKEN)).toBe(false);
  });

  test('a tool class gets one instance per container', () => {
    const container = rootContainer.createChildContainer();
    registerTools(container, WeatherTools);
    expect(container.resolve(WeatherTools)).toBe(container.resolve(WeatherTools));
    const child = container.createChildContainer();
    expect(child.resolve(WeatherTools)).not.toBe(container.resolve(WeatherTools));
  });

  test('ToolCallback and ToolCallbackProvider registrations are found too, and tools registered later', () => {
    const container = rootContainer.createChildContainer();
    const resolver = new ContainerToolCallbackResolver(container);
    expect(resolver.resolve('echo')).toBeUndefined();
    const echo = FunctionToolCallback.builder('echo', (text: string) => text).inputType(String).build();
    container.register(ToolCallback.TOKEN, { useValue: echo });
    expect(resolver.resolve('echo')).toBe(echo);
    expect(resolver.getToolCallbacks()).toEqual([echo]);
  });

  test('two tools with the same name are an error', () => {
    const container = rootContainer.createChildContainer();
    container.register(GREETING, { useValue: 'Hi' });
    registerTools(container, GreetingTools, OtherGreetingTools);
    expect(() => new ContainerToolCallbackResolver(container).resolve('greet')).toThrow(IllegalStateException);
  });

  test('defaults do not replace what the container already has; the exception processor default', () => {
    const container = rootContainer.createChildContainer();
    const custom = ToolCallbackResolver.from(() => undefined);
    container.register(ToolCallbackResolver.TOKEN, { useValue: custom });
    registerSpringAiDefaults(container);
    expect(container.resolve(ToolCallbackResolver.TOKEN)).toBe(custom);
    const processor = container.resolve<ToolExecutionExceptionProcessor>(ToolExecutionExceptionProcessor.TOKEN);
    expect(processor).toBeInstanceOf(DefaultToolExecutionExceptionProcessor);
    expect(container.resolve(ToolExecutionExceptionProcessor.TOKEN)).toBe(processor);
  });
});
