/* Ported from Spring AI ToolUtilsTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { Method } from '../../../src/java/reflect/Method.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import { ToolUtils } from '../../../src/tool/support/ToolUtils.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';

class TestTools {
  simpleMethod(): void {
    // Method without @Tool
  }

  @Tool()
  annotatedMethodWithoutName(): void {
    // @Tool without a name
  }

  @Tool({ name: 'valid_tool-name.v1' })
  methodWithValidName(): void {
    // a valid tool name
  }

  @Tool({ name: 'invalid tool name' })
  methodWithSpacesInName(): void {
    // spaces in the tool name
  }

  @Tool({ name: 'tool@name!' })
  methodWithSpecialCharsInName(): void {
    // special characters in the tool name
  }

  @Tool({ name: 'tool()' })
  methodWithParenthesesInName(): void {
    // parentheses in the tool name
  }

  @Tool({ name: '' })
  methodWithEmptyName(): void {
    // empty name: falls back to the method name
  }

  @Tool({ description: 'This is a tool description' })
  methodWithDescription(): void {
    // a description
  }

  @Tool({ name: '获取天气' })
  methodWithUnicodeName(): void {
    // unicode tool name ("get weather")
  }
}

describe('ToolUtilsTests', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  test('getToolNameFromMethodWithoutAnnotation', () => {
    expect(ToolUtils.getToolName(Method.of(TestTools, 'simpleMethod'))).toBe('simpleMethod');
  });

  test('getToolNameFromMethodWithAnnotationButNoName', () => {
    expect(ToolUtils.getToolName(Method.of(TestTools, 'annotatedMethodWithoutName'))).toBe('annotatedMethodWithoutName');
  });

  test('getToolNameFromMethodWithValidName', () => {
    expect(ToolUtils.getToolName(Method.of(TestTools, 'methodWithValidName'))).toBe('valid_tool-name.v1');
    expect(warn).not.toHaveBeenCalled();
  });

  test('getToolNameFromMethodWithNameContainingSpaces', () => {
    expect(ToolUtils.getToolName(Method.of(TestTools, 'methodWithSpacesInName'))).toBe('invalid tool name');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Tool name 'invalid tool name' may not be compatible"));
  });

  test('getToolNameFromMethodWithNameContainingSpecialChars', () => {
    expect(ToolUtils.getToolName(Method.of(TestTools, 'methodWithSpecialCharsInName'))).toBe('tool@name!');
  });

  test('getToolNameFromMethodWithNameContainingParentheses', () => {
    expect(ToolUtils.getToolName(Method.of(TestTools, 'methodWithParenthesesInName'))).toBe('tool()');
  });

  test('getToolNameFromMethodWithEmptyName', () => {
    expect(ToolUtils.getToolName(Method.of(TestTools, 'methodWithEmptyName'))).toBe('methodWithEmptyName');
  });

  test('getToolDescriptionFromMethodWithoutAnnotation', () => {
    expect(ToolUtils.getToolDescription(Method.of(TestTools, 'simpleMethod'))).toBe('simple method');
  });

  test('getToolDescriptionFromMethodWithAnnotationButNoDescription', () => {
    expect(ToolUtils.getToolDescription(Method.of(TestTools, 'annotatedMethodWithoutName'))).toBe(
      'annotatedMethodWithoutName',
    );
  });

  test('getToolDescriptionFromMethodWithDescription', () => {
    expect(ToolUtils.getToolDescription(Method.of(TestTools, 'methodWithDescription'))).toBe(
      'This is a tool description',
    );
  });

  test('getToolNameFromMethodWithUnicodeCharacters', () => {
    expect(ToolUtils.getToolName(Method.of(TestTools, 'methodWithUnicodeName'))).toBe('获取天气');
  });
});

describe('ToolUtils (spring-ai-ts)', () => {
  test('getToolDescriptionFromName splits camel case as Spring does', () => {
    expect(ToolUtils.getToolDescriptionFromName('getCurrentWeather')).toBe('get current weather');
    expect(ToolUtils.getToolDescriptionFromName('getHTTPResponse')).toBe('get http response');
    // Spring Data's split also treats non-ASCII letters as humps and never splits right after '_' or '$'.
    expect(ToolUtils.getToolDescriptionFromName('getÜbersicht')).toBe('get übersicht');
    expect(ToolUtils.getToolDescriptionFromName('get_Weather')).toBe('get_ weather');
    expect(ToolUtils.getToolDescriptionFromName('a$B')).toBe('a$b');
    expect(() => ToolUtils.getToolDescriptionFromName(' ')).toThrow('toolName cannot be null or empty');
  });

  test('getDuplicateToolNames accepts an array or separate callbacks', () => {
    const callback = (name: string) => ({
      getToolDefinition: () => ({ name: () => name, description: () => name, inputSchema: () => '{}' }),
      call: () => Promise.resolve(''),
    }) as unknown as ToolCallback;
    expect(ToolUtils.getDuplicateToolNames([callback('a'), callback('b'), callback('a')])).toEqual(['a']);
    expect(ToolUtils.getDuplicateToolNames(callback('a'), callback('b'))).toEqual([]);
  });

  test('Method.of rejects unknown methods', () => {
    expect(() => Method.of(TestTools, 'nope')).toThrow("No method 'nope' found on class TestTools");
  });
});

describe('Method (spring-ai-ts)', () => {
  class WithAccessor {
    get risky(): string {
      throw new Error('getter must not run');
    }

    run(): string {
      return 'ran';
    }

    static helper(): string {
      return 'static';
    }
  }

  test('finds instance and static methods without running accessors', () => {
    expect(Method.of(WithAccessor, 'run').isStatic()).toBe(false);
    expect(Method.of(WithAccessor, 'helper').isStatic()).toBe(true);
    expect(() => Method.of(WithAccessor, 'risky')).toThrow("No method 'risky' found on class WithAccessor");
    expect(Method.of(WithAccessor, 'run').invoke(new WithAccessor(), [])).toBe('ran');
    expect(Method.of(WithAccessor, 'helper').toString()).toBe('WithAccessor.helper');
  });
});
