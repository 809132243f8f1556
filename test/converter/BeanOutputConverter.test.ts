/* Ported from Spring AI BeanOutputConverterTest (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Type } from 'class-transformer';
import { IsArray, IsDate, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { BeanOutputConverter } from '../../src/converter/BeanOutputConverter.js';
import { RuntimeException } from '../../src/java/core/RuntimeException.js';
import { IllegalArgumentException } from '../../src/java/core/IllegalArgumentException.js';
import { JavaType } from '../../src/java/reflect/JavaType.js';
import { JsonProperty, JsonPropertyDescription, JsonPropertyOrder } from '../../src/java/jackson/annotation/index.js';

// Java: a bean with a private field, a package-private getter and a public setter. TypeScript
// keeps no field types, so the field states its Java type with @JavaType.
class TestClass {
  @JavaType('String')
  private someString: string | undefined;

  constructor(someString?: string) {
    this.someString = someString;
  }

  getSomeString(): string | undefined {
    return this.someString;
  }

  setSomeString(someString: string): void {
    this.someString = someString;
  }
}

class TestClassWithDateProperty {
  @Type(() => Date)
  @IsDate()
  someString!: Date;

  getSomeString(): Date {
    return this.someString;
  }
}

// Java: Jackson's annotations on a private field that has only a package-private getter; the
// annotated field is the property, written directly (no setter).
class TestClassWithJsonAnnotations {
  @JsonProperty('string_property')
  @JsonPropertyDescription('string_property_description')
  private someString!: string;

  getSomeString(): string {
    return this.someString;
  }
}

@JsonPropertyOrder(['string_property', 'foo_property', 'bar_property'])
class TestClassWithJsonPropertyOrder {
  constructor(
    @JsonProperty('string_property') @JsonPropertyDescription('string_property_description') private readonly _someString: string,
    @JsonProperty({ required: true, value: 'bar_property' }) private readonly _bar: string,
    @JsonProperty({ required: true, value: 'foo_property' }) private readonly _foo: string,
  ) {}
  someString(): string { return this._someString; }
  bar(): string { return this._bar; }
  foo(): string { return this._foo; }
}

// ParameterizedTypeReference<T> has no counterpart (PORTING rule 20): the "type reference" tests
// pass the equivalent JSON schema, and the converter returns the parsed JSON.
const TEST_CLASS_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: { someString: { type: 'string' } },
  required: ['someString'],
  additionalProperties: false,
};

const TEST_CLASS_ARRAY_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'array',
  items: {
    type: 'object',
    properties: { someString: { type: 'string' } },
    required: ['someString'],
    additionalProperties: false,
  },
};

const ANNOTATED_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: { string_property: { type: 'string', description: 'string_property_description' } },
  required: ['string_property'],
  additionalProperties: false,
};

const FORMAT_PREFIX = [
  'Your response should be in JSON format.',
  'Do not include any explanations, only provide a RFC8259 compliant JSON response following this format without deviation.',
  'Do not include markdown code blocks in your response.',
  'Remove the ```json markdown from the output.',
  'Here is the JSON Schema instance your output must adhere to:',
  '',
].join('\n');

describe('BeanOutputConverterTest', () => {
  // Java checks that the converter's ObjectMapper has FAIL_ON_UNKNOWN_PROPERTIES off; there is no
  // ObjectMapper here, so the test checks what that setting does: unknown properties are ignored.
  test('shouldHavePreConfiguredDefaultObjectMapper', () => {
    const converter = new BeanOutputConverter(TestClass);
    const testClass = converter.convert('{ "someString": "some value", "unknown": 1 }');
    expect(testClass.getSomeString()).toBe('some value');
    expect(Object.keys(testClass)).toEqual(['someString']);
  });

  describe('ConverterTest', () => {
    test('convertClassType', () => {
      const converter = new BeanOutputConverter(TestClass);
      const testClass = converter.convert('{ "someString": "some value" }');
      expect(testClass).toBeInstanceOf(TestClass);
      expect(testClass.getSomeString()).toBe('some value');
    });

    test('failToConvertInvalidJson', () => {
      const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const converter = new BeanOutputConverter(TestClass);
        let thrown: unknown;
        try {
          converter.convert('{invalid json');
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(RuntimeException);
        expect((thrown as RuntimeException).getCause()).toBeInstanceOf(SyntaxError);
        expect(errorLog).toHaveBeenCalledTimes(1);
        expect(String(errorLog.mock.calls[0]?.[0])).toContain(
          'Could not parse the given text to the desired target type: "{invalid json" into class TestClass',
        );
      } finally {
        errorLog.mockRestore();
      }
    });

    test('convertClassWithDateType', () => {
      const converter = new BeanOutputConverter(TestClassWithDateProperty);
      const testClass = converter.convert('{ "someString": "2020-01-01" }');
      expect(testClass.getSomeString()).toEqual(new Date('2020-01-01'));
    });

    test('convertTypeReference', () => {
      const converter = new BeanOutputConverter<{ someString: string }>(TEST_CLASS_SCHEMA);
      const testClass = converter.convert('{ "someString": "some value" }');
      expect(testClass.someString).toBe('some value');
    });

    test('convertTypeReferenceArray', () => {
      const converter = new BeanOutputConverter<{ someString: string }[]>(TEST_CLASS_ARRAY_SCHEMA);
      const testClass = converter.convert('[{ "someString": "some value" }]');
      expect(testClass).toHaveLength(1);
      expect(testClass[0]?.someString).toBe('some value');
    });

    test('convertClassTypeWithJsonAnnotations', () => {
      const converter = new BeanOutputConverter(TestClassWithJsonAnnotations);
      const testClass = converter.convert('{ "string_property": "some value" }');
      expect(testClass.getSomeString()).toBe('some value');
    });

    test('verifySchemaPropertyOrder', () => {
      const converter = new BeanOutputConverter(TestClassWithJsonPropertyOrder);
      const jsonSchema = converter.getJsonSchema();

      const schemaNode = JSON.parse(jsonSchema) as { properties: Record<string, unknown> };
      const actualOrder = Object.keys(schemaNode.properties);

      expect(actualOrder).toEqual(['string_property', 'foo_property', 'bar_property']);
    });

    test('convertTypeReferenceWithJsonAnnotations', () => {
      const converter = new BeanOutputConverter<{ string_property: string }>(ANNOTATED_SCHEMA);
      const testClass = converter.convert('{ "string_property": "some value" }');
      expect(testClass.string_property).toBe('some value');
    });

    test('convertTypeReferenceArrayWithJsonAnnotations', () => {
      const converter = new BeanOutputConverter<{ string_property: string }[]>({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'array',
        items: { ...ANNOTATED_SCHEMA, $schema: undefined },
      });
      const testClass = converter.convert('[{ "string_property": "some value" }]');
      expect(testClass).toHaveLength(1);
      expect(testClass[0]?.string_property).toBe('some value');
    });

    test('convertWithThinkingTags', () => {
      const converter = new BeanOutputConverter(TestClass);
      const text = '<thinking>This is my reasoning process...</thinking>{ "someString": "some value" }';
      expect(converter.convert(text).getSomeString()).toBe('some value');
    });

    test('convertWithThinkingTagsMultiline', () => {
      const converter = new BeanOutputConverter(TestClass);
      const text = [
        '<thinking>',
        'This is my reasoning process',
        'spanning multiple lines',
        '</thinking>',
        '{ "someString": "some value" }',
        '',
      ].join('\n');
      expect(converter.convert(text).getSomeString()).toBe('some value');
    });

    test('convertWithThinkingTagsAndMarkdownCodeBlock', () => {
      const converter = new BeanOutputConverter(TestClass);
      const text = [
        '<thinking>This is my reasoning process...</thinking>',
        '```json',
        '{ "someString": "some value" }',
        '```',
        '',
      ].join('\n');
      expect(converter.convert(text).getSomeString()).toBe('some value');
    });

    test('convertWithMultipleThinkingTags', () => {
      const converter = new BeanOutputConverter(TestClass);
      const text =
        '<thinking>First thought</thinking><thinking>Second thought</thinking>{ "someString": "some value" }';
      expect(converter.convert(text).getSomeString()).toBe('some value');
    });

    test('convertWithQwenThinkTags', () => {
      const converter = new BeanOutputConverter(TestClass);
      const text = '<think>Let me analyze this...</think>{ "someString": "qwen test" }';
      expect(converter.convert(text).getSomeString()).toBe('qwen test');
    });

    test('convertWithQwenThinkTagsMultiline', () => {
      const converter = new BeanOutputConverter(TestClass);
      const text = [
        '<think>',
        'Analyzing the request step by step',
        'First, I need to understand the schema',
        'Then generate the JSON',
        '</think>',
        '{ "someString": "qwen multiline" }',
        '',
      ].join('\n');
      expect(converter.convert(text).getSomeString()).toBe('qwen multiline');
    });

    test('convertWithMixedThinkingAndThinkTags', () => {
      const converter = new BeanOutputConverter(TestClass);
      const text = '<thinking>Nova reasoning</thinking><think>Qwen analysis</think>{ "someString": "mixed test" }';
      expect(converter.convert(text).getSomeString()).toBe('mixed test');
    });

    test('convertWithReasoningTags', () => {
      const converter = new BeanOutputConverter(TestClass);
      const text = '<reasoning>Internal reasoning process</reasoning>{ "someString": "reasoning test" }';
      expect(converter.convert(text).getSomeString()).toBe('reasoning test');
    });

    test('convertWithMarkdownThinkingBlock', () => {
      const converter = new BeanOutputConverter(TestClass);
      const text = [
        '```thinking',
        'This is a markdown-style thinking block',
        'Used by some models',
        '```',
        '{ "someString": "markdown thinking" }',
        '',
      ].join('\n');
      expect(converter.convert(text).getSomeString()).toBe('markdown thinking');
    });

    test('convertWithCaseInsensitiveTags', () => {
      const converter = new BeanOutputConverter(TestClass);
      const text = '<THINKING>UPPERCASE THINKING</THINKING>{ "someString": "case test" }';
      expect(converter.convert(text).getSomeString()).toBe('case test');
    });

    test('convertWithComplexNestedStructure', () => {
      const converter = new BeanOutputConverter(TestClass);
      const text = [
        '<thinking>Nova model reasoning</thinking>',
        '<think>Qwen model analysis</think>',
        '',
        '```json',
        '{ "someString": "complex test" }',
        '```',
        '',
      ].join('\n');
      expect(converter.convert(text).getSomeString()).toBe('complex test');
    });
  });

  describe('FormatTest', () => {
    const classFormat =
      FORMAT_PREFIX +
      [
        '```{',
        '  "$schema" : "https://json-schema.org/draft/2020-12/schema",',
        '  "type" : "object",',
        '  "properties" : {',
        '    "someString" : {',
        '      "type" : "string"',
        '    }',
        '  },',
        '  "required" : [ "someString" ],',
        '  "additionalProperties" : false',
        '}```',
        '',
      ].join('\n');

    const annotatedSchemaBlock = [
      '```{',
      '  "$schema" : "https://json-schema.org/draft/2020-12/schema",',
      '  "type" : "object",',
      '  "properties" : {',
      '    "string_property" : {',
      '      "type" : "string",',
      '      "description" : "string_property_description"',
      '    }',
      '  },',
      '  "required" : [ "string_property" ],',
      '  "additionalProperties" : false',
      '}```',
      '',
    ].join('\n');

    test('formatClassType', () => {
      expect(new BeanOutputConverter(TestClass).getFormat()).toBe(classFormat);
    });

    test('formatTypeReference', () => {
      expect(new BeanOutputConverter(TEST_CLASS_SCHEMA).getFormat()).toBe(classFormat);
    });

    test('formatTypeReferenceArray', () => {
      expect(new BeanOutputConverter(TEST_CLASS_ARRAY_SCHEMA).getFormat()).toBe(
        FORMAT_PREFIX +
          [
            '```{',
            '  "$schema" : "https://json-schema.org/draft/2020-12/schema",',
            '  "type" : "array",',
            '  "items" : {',
            '    "type" : "object",',
            '    "properties" : {',
            '      "someString" : {',
            '        "type" : "string"',
            '      }',
            '    },',
            '    "required" : [ "someString" ],',
            '    "additionalProperties" : false',
            '  }',
            '}```',
            '',
          ].join('\n'),
      );
    });

    test('formatClassTypeWithAnnotations', () => {
      expect(new BeanOutputConverter(TestClassWithJsonAnnotations).getFormat()).toContain(annotatedSchemaBlock);
    });

    test('formatTypeReferenceWithAnnotations', () => {
      expect(new BeanOutputConverter(ANNOTATED_SCHEMA).getFormat()).toContain(annotatedSchemaBlock);
    });

    test('normalizesLineEndingsClassType', () => {
      const formatOutput = new BeanOutputConverter(TestClass).getFormat();
      expect(formatOutput).toContain('\n');
      expect(formatOutput).not.toContain('\r\n');
      expect(formatOutput).not.toContain('\r');
    });

    test('normalizesLineEndingsTypeReference', () => {
      const formatOutput = new BeanOutputConverter(TEST_CLASS_SCHEMA).getFormat();
      expect(formatOutput).toContain('\n');
      expect(formatOutput).not.toContain('\r\n');
      expect(formatOutput).not.toContain('\r');
    });
  });
});

class Movie {
  @IsString()
  title!: string;

  @IsOptional()
  @IsInt()
  year?: number;
}

class ActorFilms {
  @IsString()
  actor!: string;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => Movie)
  movies!: Movie[];
}

describe('BeanOutputConverter (spring-ai-ts)', () => {
  test('nested classes: every property required and no additional properties, at every level', () => {
    const schema = JSON.parse(new BeanOutputConverter(ActorFilms).getJsonSchema()) as Record<string, unknown>;
    expect(schema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        actor: { type: 'string' },
        movies: {
          type: 'array',
          items: {
            type: 'object',
            properties: { title: { type: 'string' }, year: { type: 'integer' } },
            required: ['title', 'year'],
            additionalProperties: false,
          },
        },
      },
      required: ['actor', 'movies'],
      additionalProperties: false,
    });
  });

  test('convert builds nested class instances and ignores text after the JSON value', () => {
    const films = new BeanOutputConverter(ActorFilms).convert(
      '{"actor":"Tom Hanks","movies":[{"title":"Big","year":1988}]} trailing words',
    );
    expect(films).toBeInstanceOf(ActorFilms);
    expect(films.movies[0]).toBeInstanceOf(Movie);
    expect(films.movies[0]?.year).toBe(1988);
  });

  test('unknown JSON properties are dropped at every level, as Jackson ignores them', () => {
    const films = new BeanOutputConverter(ActorFilms).convert(
      '{"actor":"Tom Hanks","rating":5,"movies":[{"title":"Big","year":1988,"studio":"Fox"}]}',
    );
    expect(Object.keys(films)).toEqual(['actor', 'movies']);
    expect(Object.keys(films.movies[0] as object)).toEqual(['title', 'year']);
    // With a JSON schema (a "type reference") the parsed JSON is returned as is.
    expect(new BeanOutputConverter<Record<string, unknown>>(TEST_CLASS_SCHEMA).convert('{"someString":"a","x":1}')).toEqual(
      { someString: 'a', x: 1 },
    );
  });

  test('getJsonSchemaMap returns Maps, nested objects included', () => {
    const map = new BeanOutputConverter(TestClass).getJsonSchemaMap();
    expect(map.get('type')).toBe('object');
    expect((map.get('properties') as Map<string, unknown>).get('someString')).toEqual(new Map([['type', 'string']]));
  });

  test('postProcessSchema can change the schema before it is printed', () => {
    class DescribedConverter extends BeanOutputConverter<TestClass> {
      protected override postProcessSchema(jsonNode: Record<string, unknown>): void {
        jsonNode['description'] = 'a test class';
      }
    }
    expect(new DescribedConverter(TestClass).getJsonSchema()).toContain('"description" : "a test class"');
  });

  test('a custom text cleaner replaces the default one (second or third argument)', () => {
    const upperCaseKeys = (text: string | undefined) => text?.replace('SOME', 'some');
    expect(new BeanOutputConverter(TestClass, upperCaseKeys).convert('{"SOMEString":"x"}').getSomeString()).toBe('x');
    expect(
      new BeanOutputConverter(TestClass, undefined, { clean: upperCaseKeys }).convert('{"SOMEString":"x"}').getSomeString(),
    ).toBe('x');
    // Without the default cleaners a fenced answer is no longer JSON.
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => new BeanOutputConverter(TestClass, upperCaseKeys).convert('```json\n{"someString":"x"}\n```')).toThrow(
      RuntimeException,
    );
    expect(errorLog).toHaveBeenCalledTimes(1);
    errorLog.mockRestore();
  });

  test('Map: the schema forbids additional properties, as Spring writes it for Map.class', () => {
    expect(new BeanOutputConverter(Map).getJsonSchema()).toBe(
      '{\n  "$schema" : "https://json-schema.org/draft/2020-12/schema",\n  "type" : "object",\n  "additionalProperties" : false\n}',
    );
  });

  test('built-in types: Map gives a Map, Boolean and Number the parsed value', () => {
    expect(new BeanOutputConverter(Map).convert('{"a":"b"}')).toEqual(new Map([['a', 'b']]));
    expect(new BeanOutputConverter(Boolean).convert('true')).toBe(true);
    expect(new BeanOutputConverter(Number).convert(' 42 ')).toBe(42);
    expect(new BeanOutputConverter(Boolean).getJsonSchema()).toBe(
      '{\n  "$schema" : "https://json-schema.org/draft/2020-12/schema",\n  "type" : "boolean"\n}',
    );
  });

  test('a missing type is rejected with Spring\'s message', () => {
    expect(() => new BeanOutputConverter(undefined as unknown as typeof TestClass)).toThrow('Type cannot be null;');
  });
});

describe('BeanOutputConverter undescribable classes (spring-ai-ts)', () => {
  test('a class without any visible property fails at construction, naming the class and the fix', () => {
    class Undecorated {
      name = '';
    }
    expect(() => new BeanOutputConverter(Undecorated)).toThrow(IllegalArgumentException);
    expect(() => new BeanOutputConverter(Undecorated)).toThrow(
      /BeanOutputConverter cannot describe class Undecorated: .*Java record .*JavaBean .*@JsonProperty.*@JavaType.*JSON schema/,
    );
    expect(() => new BeanOutputConverter(TestClass)).not.toThrow();
  });
});
