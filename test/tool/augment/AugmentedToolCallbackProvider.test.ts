/* Ported from Spring AI AugmentedToolCallbackProviderTest (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../../src/tool/annotation/ToolParam.js';
import type { AugmentedArgumentEvent } from '../../../src/tool/augment/AugmentedArgumentEvent.js';
import { AugmentedToolCallbackProvider } from '../../../src/tool/augment/AugmentedToolCallbackProvider.js';
import type { ToolCallbackProvider } from '../../../src/tool/ToolCallbackProvider.js';

class TestArgs {
  @ToolParam({ description: 'Test field', required: true })
  value!: string;
}

describe('AugmentedToolCallbackProviderTest', () => {
  const mockDelegate: ToolCallbackProvider = { getToolCallbacks: jest.fn(() => []) };
  const noop = (): void => undefined;

  test('shouldCreateProviderWithDelegate', () => {
    const provider = new AugmentedToolCallbackProvider(mockDelegate, TestArgs, noop, true);
    expect(provider).toBeInstanceOf(AugmentedToolCallbackProvider);
  });

  test('builderShouldRequireArgumentType', () => {
    expect(() => AugmentedToolCallbackProvider.builder().delegate(mockDelegate).argumentConsumer(noop).build()).toThrow(
      new IllegalStateException('argumentType is required'),
    );
  });

  test('builderShouldRequireArgumentConsumer', () => {
    expect(() => AugmentedToolCallbackProvider.builder<TestArgs>().delegate(mockDelegate).argumentType(TestArgs).build()).toThrow(
      new IllegalStateException('argumentConsumer is required'),
    );
  });

  test('builderShouldNotAllowBothDelegateAndToolObject', () => {
    expect(() =>
      AugmentedToolCallbackProvider.builder<TestArgs>()
        .delegate(mockDelegate)
        .toolObject({})
        .argumentType(TestArgs)
        .argumentConsumer(noop)
        .build(),
    ).toThrow(new IllegalStateException('Cannot set both delegate and toolObject'));
  });

  test('builderShouldRequireDelegateOrToolObject', () => {
    expect(() => AugmentedToolCallbackProvider.builder<TestArgs>().argumentType(TestArgs).argumentConsumer(noop).build()).toThrow(
      new IllegalStateException('Either delegate or toolObject must be set'),
    );
  });

  test('builderShouldBuildWithDelegate', () => {
    const provider = AugmentedToolCallbackProvider.builder<TestArgs>()
      .delegate(mockDelegate)
      .argumentType(TestArgs)
      .argumentConsumer(noop)
      .removeExtraArgumentsAfterProcessing(false)
      .build();
    expect(provider).toBeInstanceOf(AugmentedToolCallbackProvider);
  });
});

class Reasoning {
  @ToolParam({ description: 'Why you call this tool', required: true })
  innerThought!: string;
}

class WeatherTools {
  @Tool({ description: 'Get the weather' })
  getWeather(city: string): string {
    return `sunny in ${city}`;
  }
}

describe('AugmentedToolCallbackProvider (spring-ai-ts)', () => {
  test('augments the @Tool methods of a tool object end to end', async () => {
    const thoughts: string[] = [];
    const [callback] = AugmentedToolCallbackProvider.builder<Reasoning>()
      .toolObject(new WeatherTools())
      .argumentType(Reasoning)
      .argumentConsumer((event: AugmentedArgumentEvent<Reasoning>) => {
        thoughts.push(event.arguments().innerThought);
      })
      .build()
      .getToolCallbacks();
    const schema = JSON.parse(callback?.getToolDefinition().inputSchema() ?? '{}') as { required: string[] };
    expect(schema.required).toEqual(['city', 'innerThought']);
    await expect(callback?.call('{"city":"Rome","innerThought":"user asked"}')).resolves.toBe('"sunny in Rome"');
    expect(thoughts).toEqual(['user asked']);
  });
});
