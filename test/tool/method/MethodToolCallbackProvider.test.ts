/* Ported from Spring AI MethodToolCallbackProviderTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import type { ToolOptions } from '../../../src/tool/annotation/ToolOptions.js';
import { MethodToolCallback } from '../../../src/tool/method/MethodToolCallback.js';
import { MethodToolCallbackProvider } from '../../../src/tool/method/MethodToolCallbackProvider.js';

// Java's meta-annotation `@EnhanceTool` (annotated with `@Tool`) becomes a decorator factory
// that applies `Tool`; its extra attribute is simply ignored by the tool machinery.
function EnhanceTool(options: ToolOptions & { enhanceValue?: string } = {}): MethodDecorator {
  const { enhanceValue, ...toolOptions } = options;
  void enhanceValue;
  return Tool(toolOptions);
}

abstract class TestObjectClass<T> {
  abstract test(input: T): string;
}

class TestObjectSuperClass extends TestObjectClass<string> {
  @Tool()
  test(input: string): string {
    return input;
  }
}

class ValidToolObject {
  @Tool()
  validTool(): string {
    return 'Valid tool result';
  }
}

class NoToolAnnotatedMethodObject {
  notATool(): string {
    return 'Not a tool';
  }
}

class OnlyFunctionalTypeToolMethodsObject {
  @Tool()
  functionTool(): (input: string) => string {
    return (input) => `Function result: ${input}`;
  }

  @Tool()
  supplierTool(): () => string {
    return () => 'Supplier result';
  }

  @Tool()
  consumerTool(): (input: string) => void {
    return (input) => void input;
  }
}

class MixedToolMethodsObject {
  @Tool()
  validTool(): string {
    return 'Valid tool result';
  }

  @Tool()
  functionTool(): (input: string) => string {
    return (input) => `Function result: ${input}`;
  }
}

class DuplicateToolNameObject {
  @Tool()
  validTool(): string {
    return 'Duplicate tool result';
  }
}

class ObjectTypeToolMethodsObject {
  @Tool()
  objectTool(): object {
    return { result: 'Object tool result' };
  }
}

class ToolUseEnhanceToolObject {
  @EnhanceTool({ description: 'enhance tool' })
  enhanceTool(): string {
    return 'enhance tool result';
  }
}

class UseEnhanceToolMixedToolMethodsObject {
  @EnhanceTool()
  validTool(): string {
    return 'Valid tool result';
  }

  @EnhanceTool()
  functionTool(): (input: string) => string {
    return (input) => `Function result: ${input}`;
  }
}

describe('MethodToolCallbackProviderTests', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  test('whenToolObjectHasToolAnnotatedMethodThenSucceed', () => {
    const provider = MethodToolCallbackProvider.builder().toolObjects(new ValidToolObject()).build();
    expect(provider.getToolCallbacks()).toHaveLength(1);
    expect(provider.getToolCallbacks()[0]?.getToolDefinition().name()).toBe('validTool');
  });

  test('whenToolObjectHasNoToolAnnotatedMethodThenThrow', () => {
    const build = () => MethodToolCallbackProvider.builder().toolObjects(new NoToolAnnotatedMethodObject()).build();
    expect(build).toThrow(IllegalStateException);
    expect(build).toThrow('No @Tool annotated methods found in');
  });

  test('whenToolObjectHasOnlyFunctionalTypeToolMethodsThenThrow', () => {
    const build = () =>
      MethodToolCallbackProvider.builder().toolObjects(new OnlyFunctionalTypeToolMethodsObject()).build();
    expect(build).toThrow(IllegalStateException);
    expect(build).toThrow('No @Tool annotated methods found in');
  });

  test('whenToolObjectHasMixOfValidAndFunctionalTypeToolMethodsThenSucceed', () => {
    const provider = MethodToolCallbackProvider.builder().toolObjects(new MixedToolMethodsObject()).build();
    expect(provider.getToolCallbacks()).toHaveLength(1);
    expect(provider.getToolCallbacks()[0]?.getToolDefinition().name()).toBe('validTool');
  });

  test('whenMultipleToolObjectsWithSameToolNameThenThrow', () => {
    const build = () =>
      MethodToolCallbackProvider.builder().toolObjects(new ValidToolObject(), new DuplicateToolNameObject()).build();
    expect(build).toThrow(IllegalStateException);
    expect(build).toThrow('Multiple tools with the same name (validTool) found in sources');
  });

  test('whenToolObjectHasObjectTypeMethodThenSuccess', () => {
    const provider = MethodToolCallbackProvider.builder().toolObjects(new ObjectTypeToolMethodsObject()).build();
    expect(provider.getToolCallbacks()).toHaveLength(1);
    expect(provider.getToolCallbacks()[0]?.getToolDefinition().name()).toBe('objectTool');
  });

  test('whenToolObjectHasEnhanceToolAnnotatedMethodThenSucceed', () => {
    const provider = MethodToolCallbackProvider.builder().toolObjects(new ToolUseEnhanceToolObject()).build();
    expect(provider.getToolCallbacks()).toHaveLength(1);
    expect(provider.getToolCallbacks()[0]?.getToolDefinition().name()).toBe('enhanceTool');
    expect(provider.getToolCallbacks()[0]?.getToolDefinition().description()).toBe('enhance tool');
  });

  test('whenEnhanceToolObjectHasMixOfValidAndFunctionalTypeToolMethodsThenSucceed', () => {
    const provider = MethodToolCallbackProvider.builder().toolObjects(new UseEnhanceToolMixedToolMethodsObject()).build();
    expect(provider.getToolCallbacks()).toHaveLength(1);
    expect(provider.getToolCallbacks()[0]?.getToolDefinition().name()).toBe('validTool');
  });

  test('buildToolsWithBridgeMethodReturnOnlyUserDeclaredMethods', () => {
    const toolCallbacks = MethodToolCallbackProvider.builder().toolObjects(new TestObjectSuperClass()).build().getToolCallbacks();
    expect(toolCallbacks).toHaveLength(1);
    expect(toolCallbacks[0]).toBeInstanceOf(MethodToolCallback);
  });
});

class StaticTools {
  @Tool({ description: 'Adds two numbers' })
  static add(a: number, b: number): number {
    return a + b;
  }
}

class InheritedTools extends ValidToolObject {
  @Tool()
  extraTool(): string {
    return 'extra';
  }
}

describe('MethodToolCallbackProvider (spring-ai-ts)', () => {
  test('the exact messages, with no space after the first period', () => {
    expect(() => MethodToolCallbackProvider.builder().toolObjects(new NoToolAnnotatedMethodObject()).build()).toThrow(
      new IllegalStateException(
        'No @Tool annotated methods found in NoToolAnnotatedMethodObject.Did you mean to pass a ToolCallback or ToolCallbackProvider? If so, you have to use .toolCallbacks() instead of .tool()',
      ),
    );
    expect(() =>
      MethodToolCallbackProvider.builder().toolObjects(new ValidToolObject(), new DuplicateToolNameObject()).build(),
    ).toThrow(
      new IllegalStateException(
        'Multiple tools with the same name (validTool) found in sources: ValidToolObject, DuplicateToolNameObject',
      ),
    );
  });

  test('a class passed as a tool object offers its static @Tool methods', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(StaticTools).build().getToolCallbacks();
    expect(callback?.getToolDefinition().name()).toBe('add');
    await expect(callback?.call('{"a":2,"b":3}')).resolves.toBe('5');
  });

  test('inherited @Tool methods are offered too', () => {
    const names = MethodToolCallbackProvider.builder()
      .toolObjects(new InheritedTools())
      .build()
      .getToolCallbacks()
      .map((callback) => callback.getToolDefinition().name());
    expect(names.sort()).toEqual(['extraTool', 'validTool']);
  });

  test('null tool objects are rejected', () => {
    expect(() => MethodToolCallbackProvider.builder().toolObjects(null as unknown as object).build()).toThrow(
      'toolObjects cannot contain null elements',
    );
  });
});
