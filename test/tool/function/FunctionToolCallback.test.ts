/* Ported from Spring AI FunctionToolCallbackTest (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { IsEnum, IsString } from 'class-validator';
import { ToolContext } from '../../../src/chat/model/ToolContext.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { RuntimeException } from '../../../src/java/core/RuntimeException.js';
import type { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';
import { ToolExecutionException } from '../../../src/tool/execution/ToolExecutionException.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';
import { ToolMetadata } from '../../../src/tool/metadata/ToolMetadata.js';

/** Awaits `promise` and returns its rejection reason. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the promise was not rejected');
}

class TestFunctionTool {
  calledValue: unknown;
  calledToolContext: ToolContext | undefined;

  stringConsumer(): (s: string) => void {
    return (s) => {
      this.calledValue = s;
    };
  }

  stringBiFunction(): (s: string, context: ToolContext | undefined) => string {
    return (s, context) => {
      this.calledValue = s;
      this.calledToolContext = context;
      return `return value = ${s}`;
    };
  }

  stringFunction(): (s: string) => string {
    return (s) => {
      this.calledValue = s;
      return `return value = ${s}`;
    };
  }

  stringSupplier(): () => string {
    this.calledValue = 'not params';
    return () => 'return value = ';
  }

  throwRuntimeException(): (s: string) => void {
    return () => {
      throw new RuntimeException('test exception');
    };
  }

  throwToolExecutionException(): (s: string) => void {
    return () => {
      throw new ToolExecutionException(undefined as unknown as ToolDefinition, new RuntimeException('test exception'));
    };
  }
}

describe('FunctionToolCallbackTest', () => {
  test('testConsumerToolCall', async () => {
    const tool = new TestFunctionTool();
    const callback = FunctionToolCallback.builder('testTool', tool.stringConsumer())
      .toolMetadata(ToolMetadata.builder().returnDirect(true).build())
      .description('test description')
      .inputType(String)
      .build();
    await callback.call('"test string param"');
    expect(tool.calledValue).toBe('test string param');
  });

  test('testBiFunctionToolCall', async () => {
    const tool = new TestFunctionTool();
    const callback = FunctionToolCallback.builder('testTool', tool.stringBiFunction())
      .toolMetadata(ToolMetadata.builder().returnDirect(true).build())
      .description('test description')
      .inputType(String)
      .build();
    const toolContext = new ToolContext(new Map([['foo', 'bar']]));
    const callResult = await callback.call('"test string param"', toolContext);
    expect(tool.calledValue).toBe('test string param');
    expect(callResult).toBe('"return value = test string param"');
    expect(tool.calledToolContext).toBe(toolContext);
  });

  test('testFunctionToolCall', async () => {
    const tool = new TestFunctionTool();
    const callback = FunctionToolCallback.builder('testTool', tool.stringFunction())
      .toolMetadata(ToolMetadata.builder().returnDirect(true).build())
      .description('test description')
      .inputType(String)
      .build();
    const callResult = await callback.call('"test string param"', new ToolContext(new Map()));
    expect(tool.calledValue).toBe('test string param');
    expect(callResult).toBe('"return value = test string param"');
  });

  test('testSupplierToolCall', async () => {
    const tool = new TestFunctionTool();
    const callback = FunctionToolCallback.builder('testTool', tool.stringSupplier())
      .toolMetadata(ToolMetadata.builder().returnDirect(true).build())
      .description('test description')
      .inputType('void')
      .build();
    const callResult = await callback.call('"test string param"', new ToolContext(new Map()));
    expect(tool.calledValue).toBe('not params');
    expect(callResult).toBe('"return value = "');
  });

  test('testThrowRuntimeException', async () => {
    const tool = new TestFunctionTool();
    const callback = FunctionToolCallback.builder('testTool', tool.throwRuntimeException())
      .toolMetadata(ToolMetadata.builder().returnDirect(true).build())
      .description('test description')
      .inputType(String)
      .build();
    const thrown = await rejectionOf(callback.call('"test string param"'));
    expect(thrown).toBeInstanceOf(ToolExecutionException);
    expect((thrown as ToolExecutionException).getMessage()).toBe('test exception');
    expect((thrown as ToolExecutionException).getCause()).toBeInstanceOf(RuntimeException);
    expect((thrown as ToolExecutionException).getToolDefinition()).toBe(callback.getToolDefinition());
  });

  test('testThrowToolExecutionException', async () => {
    const tool = new TestFunctionTool();
    const callback = FunctionToolCallback.builder('testTool', tool.throwToolExecutionException())
      .toolMetadata(ToolMetadata.builder().returnDirect(true).build())
      .description('test description')
      .inputType(String)
      .build();
    const thrown = await rejectionOf(callback.call('"test string param"'));
    expect(thrown).toBeInstanceOf(ToolExecutionException);
    expect((thrown as ToolExecutionException).getMessage()).toBe('test exception');
    expect((thrown as ToolExecutionException).getCause()).toBeInstanceOf(RuntimeException);
  });

  test('testEmptyStringInput', async () => {
    const tool = new TestFunctionTool();
    const callback = FunctionToolCallback.builder('testTool', tool.stringConsumer())
      .description('test empty string')
      .inputType(String)
      .build();
    await callback.call('""');
    expect(tool.calledValue).toBe('');
  });
});

enum Unit {
  C = 'C',
  F = 'F',
}

class WeatherRequest {
  @IsString()
  city!: string;

  @IsEnum(Unit)
  unit!: Unit;
}

describe('FunctionToolCallback (spring-ai-ts)', () => {
  const weather = (request: WeatherRequest): Promise<string> =>
    Promise.resolve(`${request.city}: 20${request.unit}`);

  test('an async function with a class input gets a validated class instance', async () => {
    let received: unknown;
    const callback = FunctionToolCallback.builder('currentWeather', (request: WeatherRequest) => {
      received = request;
      return weather(request);
    })
      .inputType(WeatherRequest)
      .build();
    await expect(callback.call('{"city":"Paris","unit":"C"}')).resolves.toBe('"Paris: 20C"');
    expect(received).toBeInstanceOf(WeatherRequest);
    expect(callback.getToolDefinition().description()).toBe('current weather');
    expect(JSON.parse(callback.getToolDefinition().inputSchema())).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { city: { type: 'string' }, unit: { type: 'string', enum: ['C', 'F'] } },
      required: ['city', 'unit'],
      additionalProperties: false,
    });
  });

  test('bad input is a ToolExecutionException telling the model what to fix', async () => {
    const callback = FunctionToolCallback.builder('getWeather', weather).inputType(WeatherRequest).build();
    const thrown = await rejectionOf(callback.call('{"unit":"K","country":"FR"}'));
    expect(thrown).toBeInstanceOf(ToolExecutionException);
    expect((thrown as ToolExecutionException).getMessage()).toBe(
      "Invalid arguments for tool 'getWeather': 'country' is not a known property; remove it; " +
        "'city' is required; 'unit' must be one of the following values: C, F",
    );
  });

  test('malformed JSON quotes the parser message and position', async () => {
    const callback = FunctionToolCallback.builder('getWeather', weather).inputType(WeatherRequest).build();
    const thrown = await rejectionOf(callback.call('{"city":"Paris",}'));
    expect(thrown).toBeInstanceOf(ToolExecutionException);
    expect((thrown as ToolExecutionException).getMessage()).toMatch(
      /^Invalid arguments for tool 'getWeather': the arguments are not valid JSON: .*position 16.*Send the arguments as one JSON object\.$/,
    );
  });

  test('the builder checks its arguments with Spring\'s messages', () => {
    expect(() => FunctionToolCallback.builder('', () => 'x')).toThrow(new IllegalArgumentException('name cannot be null or empty'));
    expect(() => FunctionToolCallback.builder('t', null as unknown as () => string)).toThrow('toolFunction cannot be null');
    expect(() => FunctionToolCallback.builder('t', (s: string) => s).build()).toThrow('inputType cannot be null');
  });

  test('an instance of a class implementing Function, BiFunction, Supplier or Consumer is called through its method', async () => {
    class WeatherService {
      constructor(private readonly degrees: number) {}
      apply(request: WeatherRequest): string {
        return `${request.city}: ${this.degrees}${request.unit}`;
      }
    }
    class TierDiscount {
      apply(product: string, toolContext: ToolContext): string {
        return `${String(toolContext.getContext().get('tier'))} discount on ${product}`;
      }
    }
    class Clock {
      get(): string {
        return '21:00';
      }
    }
    class Recorder {
      readonly seen: string[] = [];
      accept(value: string): void {
        this.seen.push(value);
      }
    }
    const weather = FunctionToolCallback.builder('currentWeather', new WeatherService(18)).inputType(WeatherRequest).build();
    await expect(weather.call('{"city":"Paris","unit":"C"}')).resolves.toBe('"Paris: 18C"');
    const discount = FunctionToolCallback.builder('discount', new TierDiscount()).inputType(String).build();
    await expect(discount.call('"tea"', new ToolContext({ tier: 'GOLD' }))).resolves.toBe('"GOLD discount on tea"');
    const clock = FunctionToolCallback.builder('clock', new Clock()).build();
    await expect(clock.call('{}')).resolves.toBe('"21:00"');
    const recorder = new Recorder();
    await FunctionToolCallback.builder('record', recorder).inputType(String).build().call('"x"');
    expect(recorder.seen).toEqual(['x']);
    expect(() => FunctionToolCallback.builder('t', {} as unknown as Clock)).toThrow(
      new IllegalArgumentException('toolFunction must be a function or an object with an apply, get or accept method'),
    );
  });

  test('empty input is rejected, not thrown synchronously', async () => {
    const callback = FunctionToolCallback.builder('t', (s: string) => s).inputType(String).build();
    const pending = callback.call('');
    await expect(pending).rejects.toThrow(new IllegalArgumentException('toolInput cannot be null or empty'));
  });
});
