/* spring-ai-ts, Apache-2.0. Tests of @JavaType: parsing, the class registry, schemas and reading JSON into the stated types. */
import 'reflect-metadata';
import { JavaType } from '../../../src/java/reflect/JavaType.js';
import { JavaTypes } from '../../../src/java/reflect/JavaType.js';
import { parseJavaType } from '../../../src/java/reflect/internal/javaTypeSyntax.js';
import { BeanOutputConverter } from '../../../src/converter/BeanOutputConverter.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { RuntimeException } from '../../../src/java/core/RuntimeException.js';
import { JsonSchemaGenerator } from '../../../src/util/json/schema/JsonSchemaGenerator.js';
import { Method } from '../../../src/java/reflect/Method.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../../src/tool/annotation/ToolParam.js';
import { MethodToolCallbackProvider } from '../../../src/tool/method/MethodToolCallbackProvider.js';
import { DefaultToolCallResultConverter } from '../../../src/tool/execution/DefaultToolCallResultConverter.js';

class JtAuthor {
  constructor(private readonly _name: string, @JavaType('int') private readonly _born: number) {}
  name(): string { return this._name; }
  born(): number { return this._born; }
}

class JtChapter {
  constructor(private readonly _title: string, @JavaType('long') private readonly _words: number) {}
  title(): string { return this._title; }
  words(): number { return this._words; }
}

class JtBook {
  constructor(
    private readonly _title: string,
    @JavaType('int') private readonly _pages: number,
    @JavaType('Double') private readonly _price: number,
    @JavaType('List<String>') private readonly _tags: string[],
    private readonly _author: JtAuthor,
    @JavaType('List<JtChapter>') private readonly _chapters: JtChapter[],
    @JavaType('Map<String, Integer>') private readonly _stock: Map<string, number>,
    @JavaType('Set<String>') private readonly _labels: Set<string>,
  ) {}
  title(): string { return this._title; }
  pages(): number { return this._pages; }
  price(): number { return this._price; }
  tags(): string[] { return this._tags; }
  author(): JtAuthor { return this._author; }
  chapters(): JtChapter[] { return this._chapters; }
  stock(): Map<string, number> { return this._stock; }
  labels(): Set<string> { return this._labels; }
}

class JtBean {
  @JavaType('int') private count = 0;
  private name = '';
  getCount(): number { return this.count; }
  setCount(count: number): void { this.count = count; }
  getName(): string { return this.name; }
  setName(name: string): void { this.name = name; }
}

class JtTools {
  @Tool({ description: 'Book' })
  book(
    @JavaType('int') guests: number,
    @ToolParam({ type: 'Integer', description: 'Nights' }) nights: number,
    @JavaType('List<JtAuthor>') authors: JtAuthor[],
    @JavaType('Optional<Long>') budget: number | undefined,
  ): string {
    return `${guests}/${nights}/${authors.map((author) => author.born()).join(',')}/${budget ?? 'none'}/${authors[0] instanceof JtAuthor}`;
  }
}

const BOOK_JSON =
  '{"title":"Moby-Dick","pages":635.9,"price":12.5,"tags":["sea"],"author":{"name":"Melville","born":1819},' +
  '"chapters":[{"title":"Loomings","words":2200}],"stock":{"Leeds":3},"labels":["a","a","b"]}';

describe('@JavaType (spring-ai-ts)', () => {
  test('parses Java type text: widths, collections, maps, Optional, arrays, qualified names', () => {
    expect(parseJavaType('Integer')).toEqual({ kind: 'number', number: 'int', primitive: false });
    expect(parseJavaType('long')).toEqual({ kind: 'number', number: 'long', primitive: true });
    expect(parseJavaType('java.util.List<String>')).toEqual({ kind: 'list', element: { kind: 'string' }, collection: 'List' });
    expect(parseJavaType('Map<String, List<Room>>')).toEqual({
      kind: 'map',
      key: { kind: 'string' },
      value: { kind: 'list', element: { kind: 'class', name: 'Room' }, collection: 'List' },
    });
    expect(parseJavaType('Optional<BigDecimal>')).toEqual({ kind: 'optional', element: { kind: 'number', number: 'BigDecimal', primitive: false } });
    expect(parseJavaType('List<java.time.LocalDate>')).toEqual({ kind: 'list', element: { kind: 'value', value: 'LocalDate' }, collection: 'List' });
    expect(parseJavaType('ZoneOffset')).toEqual({ kind: 'value', value: 'ZoneId' });
    expect(parseJavaType('UUID')).toEqual({ kind: 'value', value: 'UUID' });
    expect(parseJavaType('int[]')).toEqual({ kind: 'list', element: { kind: 'number', number: 'int', primitive: true }, collection: 'array' });
  });

  test('malformed text, wrong arity and unsupported types fail at decoration, naming the text', () => {
    expect(() => JavaType('List<String')).toThrow("@JavaType('List<String'): 'List<String' has no closing '>'");
    expect(() => JavaType('Map<String>')).toThrow('Map takes 2 type arguments, found 1');
    expect(() => JavaType('List<Date>')).toThrow(IllegalArgumentException);
    expect(() => JavaType('Date')).toThrow('Date is not supported yet');
  });

  test('a class named in @JavaType must carry @JavaType itself; unknown and ambiguous names fail with the fix', () => {
    expect(JavaTypes.resolveClass('JtAuthor')).toBe(JtAuthor);
    expect(() => JavaTypes.resolveClass('Nowhere')).toThrow('put @JavaType() on class Nowhere');
    @JavaType()
    class JtTwin {}
    const first = JtTwin;
    {
      @JavaType()
      class JtTwin {}
      expect(JtTwin).not.toBe(first);
    }
    expect(() => JavaTypes.resolveClass('JtTwin')).toThrow('2 classes of that name carry @JavaType');
  });

  test('BeanOutputConverter: the schema of a record with @JavaType components equals victools\' (no number formats)', () => {
    const schema = JSON.parse(new BeanOutputConverter(JtBook).getJsonSchema()) as Record<string, unknown>;
    expect(schema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        author: {
          type: 'object',
          properties: { born: { type: 'integer' }, name: { type: 'string' } },
          required: ['born', 'name'],
          additionalProperties: false,
        },
        chapters: {
          type: 'array',
          items: {
            type: 'object',
            properties: { title: { type: 'string' }, words: { type: 'integer' } },
            required: ['title', 'words'],
            additionalProperties: false,
          },
        },
        labels: { type: 'array', items: { type: 'string' } },
        pages: { type: 'integer' },
        price: { type: 'number' },
        stock: { type: 'object', additionalProperties: false },
        tags: { type: 'array', items: { type: 'string' } },
        title: { type: 'string' },
      },
      required: ['author', 'chapters', 'labels', 'pages', 'price', 'stock', 'tags', 'title'],
      additionalProperties: false,
    });
  });

  test('BeanOutputConverter.convert builds nested records, lists of records, Maps and Sets; a fraction into int truncates as Jackson does', () => {
    const book = new BeanOutputConverter(JtBook).convert(BOOK_JSON);
    expect(book).toBeInstanceOf(JtBook);
    expect(book.author()).toBeInstanceOf(JtAuthor);
    expect(book.author().born()).toBe(1819);
    expect(book.chapters()[0]).toBeInstanceOf(JtChapter);
    expect(book.chapters()[0]!.words()).toBe(2200);
    expect(book.pages()).toBe(635);
    expect(book.stock()).toEqual(new Map([['Leeds', 3]]));
    expect(book.labels()).toEqual(new Set(['a', 'b']));
  });

  test('BeanOutputConverter.convert refuses text into an int and an int out of range, with Jackson\'s message', () => {
    const converter = new BeanOutputConverter(JtBook);
    const text = (pages: string): string => BOOK_JSON.replace('635.9', pages);
    expect(() => converter.convert(text('"many"'))).toThrow(RuntimeException);
    expect(() => converter.convert(text('"many"'))).toThrow(
      'Cannot deserialize value of type `int` from String "many": not a valid `int` value (through reference chain: JtBook["pages"])',
    );
    expect(() => converter.convert(text('3000000000'))).toThrow('Numeric value (3000000000) out of range of int (-2147483648 - 2147483647)');
    expect(() => converter.convert(BOOK_JSON.replace('"born":1819', '"born":[1]'))).toThrow(
      'Cannot deserialize value of type `int` from Array value',
    );
  });

  test('a JavaBean field with @JavaType types its property and converts the value', () => {
    const converter = new BeanOutputConverter(JtBean);
    expect(JSON.parse(converter.getJsonSchema())['properties']).toEqual({ count: { type: 'integer' }, name: {} });
    const bean = converter.convert('{"count":"7","name":"x"}');
    expect(bean.getCount()).toBe(7);
  });

  test('tool input schema: @JavaType and @ToolParam({ type: \'Integer\' }) give Spring\'s shapes (top-level formats dropped)', () => {
    const schema = JSON.parse(JsonSchemaGenerator.generateForMethodInput(Method.of(JtTools, 'book'))) as { properties: Record<string, unknown> };
    expect(schema.properties).toEqual({
      guests: { type: 'integer' },
      nights: { type: 'integer', description: 'Nights' },
      authors: {
        type: 'array',
        items: {
          type: 'object',
          properties: { born: { type: 'integer', format: 'int32' }, name: { type: 'string' } },
          required: ['born', 'name'],
        },
      },
      budget: { type: 'object' },
    });
  });

  test('tool arguments are read into the stated types; a fraction into an int goes back to the model', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new JtTools()).build().getToolCallbacks();
    await expect(callback!.call('{"guests":2,"nights":3,"authors":[{"name":"A","born":1900}],"budget":5}')).resolves.toBe(
      '"2/3/1900/5/true"',
    );
    await expect(callback!.call('{"guests":2.5,"nights":"x","authors":[{"name":"A","born":1.5}]}')).rejects.toThrow(
      /'guests' must be an integer.*'nights' must be a number.*'authors\[0\]\.born' must be an integer/s,
    );
  });

  test('a class carrying @ToolParam is known by name too, and is described by its properties', () => {
    class JtItem {
      @ToolParam({ description: 'The SKU' }) sku!: string;
    }
    expect(JavaTypes.resolveClass('JtItem')).toBe(JtItem);
    class JtOrder {
      constructor(@JavaType('List<JtItem>') private readonly _items: JtItem[]) {}
      items(): JtItem[] { return this._items; }
    }
    const schema = JSON.parse(JsonSchemaGenerator.generateForType(JtOrder)) as { properties: Record<string, unknown> };
    expect(schema.properties['items']).toEqual({
      type: 'array',
      items: { type: 'object', properties: { sku: { type: 'string', description: 'The SKU' } }, required: ['sku'] },
    });
  });

  test('a double result is written as Jackson writes a Java double', () => {
    const converter = new DefaultToolCallResultConverter();
    expect([15, 0.25, -3, 0, 1e7, 12345678.5, 0.0001].map((value) => converter.convert(value, 'double'))).toEqual([
      '15.0', '0.25', '-3.0', '0.0', '1.0E7', '1.23456785E7', '1.0E-4',
    ]);
    expect(converter.convert(15, Number)).toBe('15');
  });
});
