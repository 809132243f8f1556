/* Ported from Spring AI AugmentedToolCallbackTest (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { ToolContext } from '../../../src/chat/model/ToolContext.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ToolParam } from '../../../src/tool/annotation/ToolParam.js';
import type { AugmentedArgumentEvent } from '../../../src/tool/augment/AugmentedArgumentEvent.js';
import { AugmentedToolCallback } from '../../../src/tool/augment/AugmentedToolCallback.js';
import type { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';

class TestArguments {
  @ToolParam({ description: 'Test name field', required: true })
  name!: string;

  @ToolParam({ description: 'Test age field', required: false, type: 'int' })
  age!: number;
}

class SimpleArguments {
  @ToolParam({ description: 'Simple field', required: true })
  value!: string;
}

class EmptyRecord {}

const ORIGINAL_SCHEMA = '{ "type": "object", "properties": { "originalField": { "type": "string" } } }';
const TOOL_INPUT = '{ "originalField": "test", "name": "John", "age": 30 }';

type MockDelegate = ToolCallback & { call: jest.Mock; getToolDefinition: jest.Mock };

function mockDelegate(name = 'testTool', description = 'Test tool description', inputSchema = ORIGINAL_SCHEMA): MockDelegate {
  const definition: ToolDefinition = {
    name: jest.fn(() => name),
    description: jest.fn(() => description),
    inputSchema: jest.fn(() => inputSchema),
  };
  return { getToolDefinition: jest.fn(() => definition), call: jest.fn(() => Promise.resolve('success')) } as MockDelegate;
}

const noop = (): void => undefined;

describe('AugmentedToolCallbackTest', () => {
  describe('ConstructorTests', () => {
    test('shouldCreateCallbackWithValidParameters', () => {
      const callback = new AugmentedToolCallback(mockDelegate(), TestArguments, noop, false);
      expect(callback.getToolDefinition().name()).toBe('testTool');
      expect(callback.getToolDefinition().description()).toBe('Test tool description');
    });

    test('shouldThrowExceptionForNullDelegate', () => {
      expect(() => new AugmentedToolCallback(null as unknown as ToolCallback, TestArguments, noop, false)).toThrow(
        new IllegalArgumentException('Delegate ToolCallback must not be null'),
      );
    });

    test('shouldThrowExceptionForNullArgumentClass', () => {
      expect(
        () => new AugmentedToolCallback(mockDelegate('t', 'd', '{}'), null as unknown as new () => TestArguments, noop, false),
      ).toThrow(new IllegalArgumentException('Argument types must not be null'));
    });

    test('shouldThrowExceptionForNonRecordClass', () => {
      expect(
        () => new AugmentedToolCallback(mockDelegate('t', 'd', '{}'), String as unknown as new () => object, noop, false),
      ).toThrow(new IllegalArgumentException('Argument types must be a Record type'));
    });

    test('shouldThrowExceptionForRecordWithNoFields', () => {
      expect(() => new AugmentedToolCallback(mockDelegate('t', 'd', '{}'), EmptyRecord, noop, false)).toThrow(
        new IllegalArgumentException('Argument types must have at least one field'),
      );
    });
  });

  describe('ToolDefinitionTests', () => {
    test('shouldAugmentToolDefinitionSchema', () => {
      const originalSchema = `{
        "type": "object",
        "properties": { "originalField": { "type": "string", "description": "Original field" } },
        "required": ["originalField"]
      }`;
      const callback = new AugmentedToolCallback(
        mockDelegate('testTool', 'Test tool description', originalSchema),
        TestArguments,
        noop,
        false,
      );
      const schemaNode = JSON.parse(callback.getToolDefinition().inputSchema()) as {
        properties: Record<string, { description?: string }>;
        required: string[];
      };
      expect(Object.keys(schemaNode.properties)).toEqual(expect.arrayContaining(['originalField', 'name', 'age']));
      expect(schemaNode.properties['name']?.description).toBe('Test name field');
      expect(schemaNode.properties['age']?.description).toBe('Test age field');
      expect(schemaNode.required).toEqual(expect.arrayContaining(['originalField', 'name']));
    });
  });

  describe('CallMethodTests', () => {
    test('shouldCallDelegateWithProcessedInput', async () => {
      const delegate = mockDelegate();
      let captured: AugmentedArgumentEvent<TestArguments> | undefined;
      const callback = new AugmentedToolCallback(delegate, TestArguments, (event) => {
        captured = event;
      }, false);
      await expect(callback.call(TOOL_INPUT)).resolves.toBe('success');
      expect(delegate.call).toHaveBeenCalledWith(TOOL_INPUT);
      const args = captured?.arguments();
      expect(args).toBeInstanceOf(TestArguments);
      expect(args?.name).toBe('John');
      expect(args?.age).toBe(30);
    });

    test('shouldCallDelegateWithContext', async () => {
      const delegate = mockDelegate();
      const toolContext = new ToolContext({ user: 'u' });
      const callback = new AugmentedToolCallback(delegate, TestArguments, noop, false);
      await expect(callback.call(TOOL_INPUT, toolContext)).resolves.toBe('success');
      expect(delegate.call).toHaveBeenCalledWith(TOOL_INPUT, toolContext);
    });

    test('shouldRemoveExtendedArgumentsWhenConfigured', async () => {
      const delegate = mockDelegate();
      const callback = new AugmentedToolCallback(delegate, TestArguments, noop, true);
      await callback.call(TOOL_INPUT);
      const input = JSON.parse(delegate.call.mock.calls[0]?.[0] as string) as Record<string, unknown>;
      expect(input).toHaveProperty('originalField');
      expect(input).not.toHaveProperty('name');
      expect(input).not.toHaveProperty('age');
    });

    test('shouldPreserveExtendedArgumentsWhenNotConfiguredToRemove', async () => {
      const delegate = mockDelegate();
      const callback = new AugmentedToolCallback(delegate, TestArguments, noop, false);
      await callback.call(TOOL_INPUT);
      const input = JSON.parse(delegate.call.mock.calls[0]?.[0] as string) as Record<string, unknown>;
      expect(Object.keys(input)).toEqual(['originalField', 'name', 'age']);
    });

    test('shouldHandleNullConsumerGracefully', async () => {
      const callback = new AugmentedToolCallback(mockDelegate(), TestArguments, undefined, false);
      await expect(callback.call(TOOL_INPUT)).resolves.toBe('success');
    });
  });

  describe('IntegrationTests', () => {
    test('shouldHandleCompleteWorkflowWithConsumerProcessing', async () => {
      const originalSchema = `{
        "type": "object",
        "properties": { "productId": { "type": "integer", "description": "Product identifier" } },
        "required": ["productId"]
      }`;
      const delegate = mockDelegate('productTool', 'Product management tool', originalSchema);
      delegate.call.mockResolvedValue('Product processed successfully');
      let processed: AugmentedArgumentEvent<SimpleArguments> | undefined;
      const callback = new AugmentedToolCallback(delegate, SimpleArguments, (event) => {
        processed = event;
      }, true);
      await expect(callback.call('{ "productId": 12345, "value": "Special Product" }')).resolves.toBe(
        'Product processed successfully',
      );
      expect(processed?.arguments().value).toBe('Special Product');
      const input = JSON.parse(delegate.call.mock.calls[0]?.[0] as string) as Record<string, unknown>;
      expect(input).toHaveProperty('productId');
      expect(input).not.toHaveProperty('value');
    });

    test('shouldPreserveToolDefinitionMetadata', () => {
      const originalSchema = '{ "type":"object", "properties":{ "field1":{ "type": "string" } } }';
      const callback = new AugmentedToolCallback(
        mockDelegate('myTool', 'My custom tool', originalSchema),
        SimpleArguments,
        noop,
        false,
      );
      const definition = callback.getToolDefinition();
      expect(definition.name()).toBe('myTool');
      expect(definition.description()).toBe('My custom tool');
      expect(definition.inputSchema()).not.toBe(originalSchema);
      expect(definition.inputSchema()).toContain('field1');
      expect(definition.inputSchema()).toContain('value');
    });
  });
});
