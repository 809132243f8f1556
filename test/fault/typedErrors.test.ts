// spring-ai-ts fault suite, causes 3 and 9 (`__proto__`): hostile JSON and odd throwables end in an
// outcome the model or the caller can act on, never a bare RangeError or "[object Object]".
import 'reflect-metadata';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { BeanOutputConverter } from '../../src/converter/BeanOutputConverter.js';
import { RuntimeException } from '../../src/java/core/RuntimeException.js';
import { ToolParam } from '../../src/tool/annotation/ToolParam.js';
import { FunctionToolCallback } from '../../src/tool/function/FunctionToolCallback.js';
import { capturedLogs } from '../harness/logs.js';
import { ask, FaultFixture, MODES, PATHS } from './faultFixture.js';
import { guardEachTest } from './processGuards.js';

class Order {
  @ToolParam({ description: 'The order id' })
  id!: string;

  @ToolParam({ description: 'Anything else', required: false })
  details?: Record<string, unknown>;
}

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('typed outcomes for hostile input (fault suite, causes 3 and 9)', () => {
  guardEachTest();
  const fixture = new FaultFixture();
  beforeAll(() => fixture.start());
  afterAll(() => fixture.stop());
  beforeEach(() => fixture.reset());

  const orderTool = () =>
    FunctionToolCallback.builder('lookup_order', (order: Order) => `order ${order.id}`).description('Looks an order up').inputType(Order).build();

  describe.each(MODES)('%s', (mode) => {
    test.each(PATHS)('%s: arguments nested 2,400 levels deep reach the model as a tool error', async (path) => {
      fixture.simulator.enqueue(MiniMaxScenarios.toolCall('lookup_order', `{"id":"7","details":${deep(2400)}}`));
      const text = await ask(mode, fixture.client(path, fixture.model([orderTool()])).prompt('order 7'));
      expect(text).toContain("Invalid arguments for tool 'lookup_order'");
      expect(text).toContain('Document nesting depth (2401) exceeds the maximum allowed (1000)');
    });

    test.each(PATHS)('%s: a tool that throws a plain object gives the model its content', async (path) => {
      const throwing = FunctionToolCallback.builder('lookup_order', (_order: Order) => {
        throw { code: 'E42', reason: 'order archived' };
      })
        .description('Fails')
        .inputType(Order)
        .build();
      fixture.simulator.enqueue(MiniMaxScenarios.toolCall('lookup_order', { id: '7' }));
      const text = await ask(mode, fixture.client(path, fixture.model([throwing])).prompt('order 7'));
      expect(text).toContain('{"code":"E42","reason":"order archived"}');
      expect(text).not.toContain('[object Object]');
    });
  });

  test('entity(Class) of JSON nested 2,400 levels deep rejects with a typed exception naming the cause', async () => {
    fixture.simulator.enqueue(MiniMaxScenarios.text(`{"id":"7","details":${deep(2400)}}`));
    const client = fixture.client('internal', fixture.model([]));
    const error = await client.prompt('order').call().entity(Order).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeException);
    expect((error as Error).message).toContain('Document nesting depth (2401) exceeds the maximum allowed (1000)');
    expect(capturedLogs.take('Could not parse the given text')).toHaveLength(1);
  });

  test('JSON nested to the limit still converts', async () => {
    const converter = new BeanOutputConverter<Order>(Order);
    const order = converter.convert(`{"id":"7","details":${deep(990)}}`);
    expect(order.id).toBe('7');
  });

  test('the JSON-schema converter drops own __proto__ keys at every level', () => {
    const converter = new BeanOutputConverter<Record<string, unknown>>({ type: 'object' } as never);
    const parsed = converter.convert('{"a":1,"__proto__":{"polluted":true},"b":{"__proto__":{"x":1},"c":2}}');
    expect(Object.prototype.hasOwnProperty.call(parsed, '__proto__')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(parsed['b'], '__proto__')).toBe(false);
    expect((Object.assign({}, parsed) as { polluted?: unknown }).polluted).toBeUndefined();
    expect(parsed).toEqual({ a: 1, b: { c: 2 } });
  });
});
