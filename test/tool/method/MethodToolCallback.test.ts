/* spring-ai-ts, Apache-2.0. Tests of MethodToolCallback beyond Spring's: argument errors, results, async, context, abort. */
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsEnum, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { ToolContext } from '../../../src/chat/model/ToolContext.js';
import { AbortedException } from '../../../src/java/core/AbortedException.js';
import { AbortSignalContext } from '../../../src/java/core/AbortSignalContext.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../../src/tool/annotation/ToolParam.js';
import { DefaultToolExecutionExceptionProcessor } from '../../../src/tool/execution/DefaultToolExecutionExceptionProcessor.js';
import { ToolExecutionException } from '../../../src/tool/execution/ToolExecutionException.js';
import { MethodToolCallback } from '../../../src/tool/method/MethodToolCallback.js';
import { MethodToolCallbackProvider } from '../../../src/tool/method/MethodToolCallbackProvider.js';
import { Method } from '../../../src/java/reflect/Method.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';

enum Unit {
  C = 'C',
  F = 'F',
}

class Address {
  @IsString()
  city!: string;

  @IsOptional()
  @IsString()
  zip?: string;
}

class Customer {
  @IsString()
  name!: string;

  @IsInt()
  age!: number;

  @ValidateNested()
  @Type(() => Address)
  address!: Address;
}

class WeatherTools {
  readonly seen: unknown[] = [];

  @Tool({ description: 'Get the weather' })
  getWeather(city: string, @ToolParam({ type: Unit }) unit: Unit): string {
    return `${city}: 20${unit}`;
  }

  @Tool()
  async asyncWeather(city: string): Promise<string> {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return `async ${city}`;
  }

  @Tool()
  register(customer: Customer): string {
    this.seen.push(customer);
    return `${customer.name} (${customer.age}) in ${customer.address.city}`;
  }

  @Tool()
  count(@ToolParam({ type: 'int' }) times: number, @ToolParam({ required: false }) label: string): string {
    return `${label ?? 'x'}${times}`;
  }

  @Tool()
  fail(): string {
    throw new TypeError('the database is down');
  }

  @Tool()
  logOnly(message: string): void {
    this.seen.push(message);
  }

  @Tool()
  nothing(): string | undefined {
    return undefined;
  }

  @Tool()
  circular(): object {
    const node: Record<string, unknown> = { name: 'loop' };
    node['self'] = node;
    return node;
  }

  @Tool()
  when(date: Date): string {
    return date.toISOString();
  }

  @Tool()
  whoAmI(@ToolParam({ name: 'question' }) question: string, toolContext: ToolContext): Promise<string> {
    return new Promise((resolve) => {
      setTimeout(() => resolve(`${question}:${String(toolContext.getContext().get('user'))}`), Math.random() * 5);
    });
  }

  @Tool()
  waitForAbort(toolContext: ToolContext): Promise<string> {
    const signal = toolContext.getAbortSignal();
    return new Promise((_, reject) => {
      signal?.addEventListener('abort', () => reject(new Error(`tool saw abort: ${String(signal.reason)}`)));
    });
  }
}

function callbacks(tools = new WeatherTools()): Map<string, ToolCallback> {
  return new Map(
    MethodToolCallbackProvider.builder()
      .toolObjects(tools)
      .build()
      .getToolCallbacks()
      .map((callback) => [callback.getToolDefinition().name(), callback]),
  );
}

function tool(name: string, tools?: WeatherTools): ToolCallback {
  const found = callbacks(tools).get(name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ToolExecutionException);
    return (error as ToolExecutionException).getMessage();
  }
  throw new Error('the promise was not rejected');
}

describe('MethodToolCallback (spring-ai-ts)', () => {
  describe('bad arguments become a ToolExecutionException telling the model what to fix', () => {
    test('a wrong enum value and a missing required argument', async () => {
      await expect(messageOf(tool('getWeather').call('{"unit":"K"}'))).resolves.toBe(
        "Invalid arguments for tool 'getWeather': 'city' is required; 'unit' must be one of C, F (got string \"K\")",
      );
    });

    test('malformed JSON quotes the parser message and the position', async () => {
      await expect(messageOf(tool('getWeather').call('{"city": "Paris", "unit": C}'))).resolves.toMatch(
        /^Invalid arguments for tool 'getWeather': the arguments are not valid JSON: Unexpected token 'C', .* is not valid JSON \(at position 26\)\. Send the arguments as one JSON object\.$/,
      );
    });

    test('arguments that are not a JSON object', async () => {
      await expect(messageOf(tool('getWeather').call('["Paris"]'))).resolves.toBe(
        "Invalid arguments for tool 'getWeather': the arguments must be a JSON object with one property per argument (got an array)",
      );
    });

    test('a wrong type', async () => {
      await expect(messageOf(tool('getWeather').call('{"city":{"name":"Paris"},"unit":"C"}'))).resolves.toBe(
        "Invalid arguments for tool 'getWeather': 'city' must be a string (got an object)",
      );
      await expect(messageOf(tool('count').call('{"times":1.5}'))).resolves.toBe(
        "Invalid arguments for tool 'count': 'times' must be an integer (got number 1.5)",
      );
      await expect(messageOf(tool('when').call('{"date":"yesterday"}'))).resolves.toContain(
        "'date' must be a date-time string",
      );
    });

    test('an unknown argument', async () => {
      await expect(messageOf(tool('getWeather').call('{"city":"Paris","unit":"C","country":"FR"}'))).resolves.toBe(
        "Invalid arguments for tool 'getWeather': 'country' is not a parameter of this tool; remove it",
      );
    });

    test('errors inside a class argument, with their paths', async () => {
      await expect(
        messageOf(tool('register').call('{"customer":{"name":"Ann","age":"old","address":{"zip":1,"street":"x"}}}')),
      ).resolves.toBe(
        "Invalid arguments for tool 'register': 'customer.age' must be an integer number; " +
          "'customer.address.street' is not a known property; remove it; 'customer.address.city' is required; " +
          "'customer.address.zip' must be a string",
      );
    });

    test('the default processor hands the message to the model and the call can be retried', async () => {
      const callback = tool('getWeather');
      const processor = DefaultToolExecutionExceptionProcessor.builder().build();
      const failure = await callback.call('{"unit":"K"}').catch((error: unknown) => error);
      expect(processor.process(failure as ToolExecutionException)).toContain("'city' is required");
      await expect(callback.call('{"city":"Paris","unit":"C"}')).resolves.toBe('"Paris: 20C"');
    });
  });

  test('class arguments arrive as validated class instances', async () => {
    const tools = new WeatherTools();
    await expect(
      tool('register', tools).call('{"customer":{"name":"Ann","age":41,"address":{"city":"Lyon"}}}'),
    ).resolves.toBe('"Ann (41) in Lyon"');
    expect(tools.seen[0]).toBeInstanceOf(Customer);
    expect((tools.seen[0] as Customer).address).toBeInstanceOf(Address);
  });

  test('optional arguments may be left out; numeric strings are accepted for numbers as in Java', async () => {
    await expect(tool('count').call('{"times":"3"}')).resolves.toBe('"x3"');
    await expect(tool('count').call('{"times":2,"label":"n"}')).resolves.toBe('"n2"');
  });

  test('a Date parameter gets a Date', async () => {
    await expect(tool('when').call('{"date":"2025-01-31T12:00:00Z"}')).resolves.toBe('"2025-01-31T12:00:00.000Z"');
  });

  test('sync and async tools', async () => {
    await expect(tool('getWeather').call('{"city":"Paris","unit":"F"}')).resolves.toBe('"Paris: 20F"');
    await expect(tool('asyncWeather').call('{"city":"Oslo"}')).resolves.toBe('"async Oslo"');
  });

  test('a tool that throws is wrapped in ToolExecutionException with its message', async () => {
    const error = await tool('fail').call('{}').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolExecutionException);
    expect((error as ToolExecutionException).getMessage()).toBe('the database is down');
    expect((error as ToolExecutionException).getCause()).toBeInstanceOf(TypeError);
    expect((error as ToolExecutionException).getToolDefinition().name()).toBe('fail');
  });

  test('a void method gives "Done"; a method returning undefined gives null', async () => {
    const tools = new WeatherTools();
    await expect(tool('logOnly', tools).call('{"message":"hi"}')).resolves.toBe('"Done"');
    expect(tools.seen).toEqual(['hi']);
    await expect(tool('nothing').call('{}')).resolves.toBe('null');
  });

  test('a circular result is a ToolExecutionException, not a crash', async () => {
    await expect(messageOf(tool('circular').call('{}'))).resolves.toMatch(
      /^Tool 'circular' returned a result that cannot be converted to text: Converting circular structure to JSON/,
    );
  });

  test('a ToolContext parameter needs a non-empty context', async () => {
    await expect(tool('whoAmI').call('{"question":"who"}')).rejects.toThrow(
      new IllegalArgumentException('ToolContext is required by the method as an argument'),
    );
    await expect(tool('getWeather').call('')).rejects.toThrow('toolInput cannot be null or empty');
  });

  test('100 concurrent executions with distinct ToolContexts never mix', async () => {
    const callback = tool('whoAmI');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        callback.call(`{"question":"q${index}"}`, new ToolContext({ user: `user${index}` })),
      ),
    );
    expect(results).toEqual(Array.from({ length: 100 }, (_, index) => `"q${index}:user${index}"`));
  });

  test('the caller AbortSignal reaches the tool through its ToolContext', async () => {
    const controller = new AbortController();
    const pending = tool('waitForAbort').call('{}', new ToolContext({ [ToolContext.ABORT_SIGNAL]: controller.signal }));
    controller.abort('user left');
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortedException);
    expect((error as AbortedException).getMessage()).toBe("Tool 'waitForAbort' was aborted");
  });

  test('the signal of AbortSignalContext is the fallback, and an aborted caller stops before the tool runs', async () => {
    const controller = new AbortController();
    const context = new ToolContext({ user: 'ann' });
    expect(AbortSignalContext.run(controller.signal, () => context.getAbortSignal())).toBe(controller.signal);
    controller.abort();
    const tools = new WeatherTools();
    const pending = AbortSignalContext.run(controller.signal, () => tool('logOnly', tools).call('{"message":"x"}'));
    await expect(pending).rejects.toThrow(AbortedException);
    expect(tools.seen).toEqual([]);
  });
});

describe('MethodToolCallback (spring-ai-ts, null context)', () => {
  test('a null ToolContext (Java null) is accepted by tools that do not need one', async () => {
    await expect(tool('getWeather').call('{"city":"Paris","unit":"C"}', null as unknown as ToolContext)).resolves.toBe(
      '"Paris: 20C"',
    );
  });
});

class Booking {
  @IsString()
  hotel!: string;

  @ToolParam({ required: false, description: 'Free text' })
  @IsString()
  note?: string;
}

class BookingTools {
  @Tool()
  book(booking: Booking): string {
    return `${booking.hotel}/${booking.note ?? '-'}`;
  }
}

describe('MethodToolCallback (spring-ai-ts, optional class properties)', () => {
  test('@ToolParam({ required: false }) on a property makes it optional for validation too', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new BookingTools()).build().getToolCallbacks();
    await expect(callback?.call('{"booking":{"hotel":"Ritz"}}')).resolves.toBe('"Ritz/-"');
    await expect(messageOf(callback?.call('{"booking":{"note":5}}') ?? Promise.resolve())).resolves.toBe(
      "Invalid arguments for tool 'book': 'booking.hotel' is required; 'booking.note' must be a string",
    );
  });
});

describe('MethodToolCallback (spring-ai-ts, converters as functions)', () => {
  test('a plain function is accepted as the result converter (a Java lambda)', async () => {
    const [source] = MethodToolCallbackProvider.builder().toolObjects(new BookingTools()).build().getToolCallbacks();
    const definition = (source as ToolCallback).getToolDefinition();
    const callback = MethodToolCallback.builder()
      .toolDefinition(definition)
      .toolMethod(Method.of(BookingTools, 'book'))
      .toolObject(new BookingTools())
      .toolCallResultConverter((result, returnType) => `${String(result)} as ${returnType === String ? 'String' : '?'}`)
      .build();
    await expect(callback.call('{"booking":{"hotel":"Ritz"}}')).resolves.toBe('Ritz/- as String');
  });
});

class Stop {
  @IsString()
  city!: string;

  @ToolParam({ description: 'Nights at this stop', type: 'int' })
  nights!: number;
}

class Trip {
  @ToolParam({ type: Stop })
  @ValidateNested({ each: true })
  @Type(() => Stop)
  stops!: Stop[];

  @ToolParam({ description: 'Trip title' })
  title!: string;
}

class TripTools {
  @Tool()
  plan(trip: Trip): string {
    return `${trip.title}: ${trip.stops.map((stop) => `${stop.city}x${stop.nights}`).join(', ')}`;
  }
}

describe('MethodToolCallback (spring-ai-ts, @ToolParam-only properties)', () => {
  test('properties described only by @ToolParam are not rejected as unknown, nested ones included', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new TripTools()).build().getToolCallbacks();
    await expect(
      callback?.call('{"trip":{"title":"Alps","stops":[{"city":"Bern","nights":2},{"city":"Chur","nights":1}]}}'),
    ).resolves.toBe('"Alps: Bernx2, Churx1"');
    await expect(messageOf(callback?.call('{"trip":{"title":"A","stops":[{"town":"x"}]}}') ?? Promise.resolve())).resolves.toBe(
      "Invalid arguments for tool 'plan': 'trip.stops[0].town' is not a known property; remove it; 'trip.stops[0].city' is required",
    );
  });
});
