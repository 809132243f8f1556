// Ported from Spring AI ModelOptionsUtilsTests (v1.1.8), then spring-ai-ts tests of the TypeScript specifics.
import { DefaultChatOptions } from '../../src/chat/prompt/DefaultChatOptions.js';
import { ChatOptions } from '../../src/chat/prompt/ChatOptions.js';
import { IllegalArgumentException } from '../../src/java/core/IllegalArgumentException.js';
import { RuntimeException } from '../../src/java/core/RuntimeException.js';
import { JSON_PROPERTIES, INTERFACE_METHODS, type JsonPropertiesSpec } from '../../src/java/core/lang/jsonProperties.js';
import { ModelOptionsUtils } from '../../src/model/ModelOptionsUtils.js';
import { MiniMaxChatOptions } from '../../src/model/minimax/MiniMaxChatOptions.js';
import { FunctionTool } from '../../src/model/minimax/api/FunctionTool.js';
import { FunctionToolFunction } from '../../src/model/minimax/api/FunctionToolFunction.js';
import { ResponseFormat } from '../../src/model/minimax/api/ResponseFormat.js';
import { DefaultToolCallingChatOptions } from '../../src/model/tool/DefaultToolCallingChatOptions.js';

/** Java's `TestPortableOptions` interface, as a companion listing its methods. */
const TestPortableOptions = { [INTERFACE_METHODS]: ['getName', 'setName', 'getAge', 'setAge'] as readonly string[] };

class TestPortableOptionsImpl {
  private name: string | undefined;
  private age: number | undefined;
  // Non interface fields
  private nonInterfaceField: string | undefined;
  getName(): string | undefined {
    return this.name;
  }
  setName(name: string | undefined): void {
    this.name = name;
  }
  getAge(): number | undefined {
    return this.age;
  }
  setAge(age: number | undefined): void {
    this.age = age;
  }
  getNonInterfaceField(): string | undefined {
    return this.nonInterfaceField;
  }
  setNonInterfaceField(nonInterfaceField: string | undefined): void {
    this.nonInterfaceField = nonInterfaceField;
  }
}

class TestSpecificOptions {
  // @JsonProperty("specificField"), @JsonProperty("name"), @JsonProperty("age") on the fields.
  static readonly [JSON_PROPERTIES]: JsonPropertiesSpec = {
    properties: [
      { json: 'specificField', property: 'specificField' },
      { json: 'name', property: 'name' },
      { json: 'age', property: 'age' },
    ],
  };
  private specificField: string | undefined;
  private name: string | undefined;
  private age: number | undefined;
  getName(): string | undefined {
    return this.name;
  }
  setName(name: string | undefined): void {
    this.name = name;
  }
  getAge(): number | undefined {
    return this.age;
  }
  setAge(age: number | undefined): void {
    this.age = age;
  }
  getSpecificField(): string | undefined {
    return this.specificField;
  }
  setSpecificField(modelSpecificField: string | undefined): void {
    this.specificField = modelSpecificField;
  }
}

describe('ModelOptionsUtilsTests', () => {
  test('merge', () => {
    const portableOptions = new TestPortableOptionsImpl();
    portableOptions.setName('John');
    portableOptions.setAge(30);
    portableOptions.setNonInterfaceField('NonInterfaceField');

    const specificOptions = new TestSpecificOptions();
    specificOptions.setName('Mike');
    specificOptions.setSpecificField('SpecificField');

    expect(() => ModelOptionsUtils.merge(portableOptions, specificOptions, TestPortableOptionsImpl)).toThrow(IllegalArgumentException);
    expect(() => ModelOptionsUtils.merge(portableOptions, specificOptions, TestPortableOptionsImpl)).toThrow('No @JsonProperty fields found in the ');

    const specificOptions2 = ModelOptionsUtils.merge(portableOptions, specificOptions, TestSpecificOptions);
    expect(specificOptions2.getAge()).toBe(30);
    expect(specificOptions2.getName()).toBe('John'); // !!! Overridden by the portableOptions
    expect(specificOptions2.getSpecificField()).toBe('SpecificField');
  });

  test('objectToMap', () => {
    const portableOptions = new TestPortableOptionsImpl();
    portableOptions.setName('John');
    portableOptions.setAge(30);
    portableOptions.setNonInterfaceField('NonInterfaceField');

    const map = ModelOptionsUtils.objectToMap(portableOptions);
    expect(map.get('name')).toBe('John');
    expect(map.get('age')).toBe(30);
    expect(map.get('nonInterfaceField')).toBe('NonInterfaceField');
  });

  test('mapToClass', () => {
    const portableOptions = ModelOptionsUtils.mapToClass(
      new Map<string, unknown>([['name', 'John'], ['age', 30], ['nonInterfaceField', 'NonInterfaceField']]),
      TestPortableOptionsImpl,
    );
    expect(portableOptions.getName()).toBe('John');
    expect(portableOptions.getAge()).toBe(30);
    expect(portableOptions.getNonInterfaceField()).toBe('NonInterfaceField');
  });

  test('mergeBeans', () => {
    const portableOptions = new TestPortableOptionsImpl();
    portableOptions.setName('John');
    portableOptions.setAge(30);
    portableOptions.setNonInterfaceField('NonInterfaceField');

    const specificOptions = new TestSpecificOptions();
    specificOptions.setName('Mike');
    specificOptions.setAge(60);
    specificOptions.setSpecificField('SpecificField');

    const specificOptions2 = ModelOptionsUtils.mergeBeans(portableOptions, specificOptions, TestPortableOptions, false);
    expect(specificOptions2.getAge()).toBe(60);
    expect(specificOptions2.getName()).toBe('Mike');
    expect(specificOptions2.getSpecificField()).toBe('SpecificField');

    const specificOptionsWithOverride = ModelOptionsUtils.mergeBeans(portableOptions, specificOptions, TestPortableOptions, true);
    expect(specificOptionsWithOverride.getAge()).toBe(30);
    expect(specificOptionsWithOverride.getName()).toBe('John');
    expect(specificOptionsWithOverride.getSpecificField()).toBe('SpecificField');
  });

  test('copyToTarget', () => {
    const portableOptions = new TestPortableOptionsImpl();
    portableOptions.setName('John');
    portableOptions.setAge(30);
    portableOptions.setNonInterfaceField('NonInterfaceField');

    const target = ModelOptionsUtils.copyToTarget(portableOptions, TestPortableOptions, TestSpecificOptions)!;
    expect(target.getAge()).toBe(30);
    expect(target.getName()).toBe('John');
    expect(target.getSpecificField()).toBeUndefined();
  });

  test('jsonToMap_emptyStringAsNullObject', () => {
    const json = '{"name":"", "age":30}';
    // For Map: empty string remains ""
    const map = ModelOptionsUtils.jsonToMap(json);
    expect(map.get('name')).toBe('');
    expect(map.get('age')).toBe(30);
    // The Java test's second half passes a custom ObjectMapper: there is none here.
  });

  test('pojo_emptyStringAsNullObject', () => {
    class Person {
      name: string | undefined = undefined;
      age: number | undefined = undefined;
    }
    // The Java test reads through OBJECT_MAPPER; jsonToObject is the same mapper.
    const person = ModelOptionsUtils.jsonToObject('{"name":"", "age":30}', Person);
    expect(person.name).toBe(''); // String remains ""
    expect(person.age).toBe(30);
    // Java's `"" → null` for an Integer field needs the field's type, which TypeScript erases.
  });

  test('getJsonPropertyValues', () => {
    class TestRecord {
      static readonly [JSON_PROPERTIES]: JsonPropertiesSpec = {
        properties: [
          { json: 'field1', property: 'fieldA' },
          { json: 'field2', property: 'fieldB' },
        ],
      };
    }
    expect(ModelOptionsUtils.getJsonPropertyValues(TestRecord)).toHaveLength(2);
    expect(ModelOptionsUtils.getJsonPropertyValues(TestRecord)).toEqual(['field1', 'field2']);
  });
});

describe('ModelOptionsUtils (spring-ai-ts)', () => {
  test('toJsonString writes MiniMax options by their @JsonProperty names, in field order, without nulls', () => {
    const options = MiniMaxChatOptions.builder().temperature(0.2).model('MiniMax-M2.7').maxTokens(100).stop(['END']).build();
    options.setToolNames(new Set(['weather']));
    expect(ModelOptionsUtils.toJsonString(options)).toBe('{"model":"MiniMax-M2.7","max_tokens":100,"stop":["END"],"temperature":0.2}');
    expect(ModelOptionsUtils.toJsonString(new MiniMaxChatOptions())).toBe('{}');
    options.setResponseFormat(new ResponseFormat('json_object'));
    expect(ModelOptionsUtils.toJsonString(options)).toContain('"response_format":{"type":"json_object"}');
  });

  test('toJsonString writes other classes from their getters with nulls, maps as objects, and fails on a cycle', () => {
    // Both strings as Spring AI 1.1.8 writes them (checked on the JVM), Java's field order included.
    const options = ChatOptions.builder().model('m').temperature(0.5).build();
    expect(ModelOptionsUtils.toJsonString(options)).toBe(
      '{"model":"m","frequencyPenalty":null,"maxTokens":null,"presencePenalty":null,"stopSequences":null,"temperature":0.5,"topK":null,"topP":null}',
    );
    expect(ModelOptionsUtils.toJsonString(new DefaultToolCallingChatOptions())).toBe(
      '{"toolCallbacks":[],"toolNames":[],"toolContext":{},"internalToolExecutionEnabled":null,"model":null,"frequencyPenalty":null,' +
        '"maxTokens":null,"presencePenalty":null,"stopSequences":null,"temperature":null,"topK":null,"topP":null}',
    );
    expect(ModelOptionsUtils.toJsonString(new Map<string, unknown>([['a', [1, new Set(['x'])]], ['b', undefined]]))).toBe('{"a":[1,["x"]],"b":null}');
    expect(ModelOptionsUtils.toJsonString(null)).toBe('null');
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(() => ModelOptionsUtils.toJsonString(cyclic)).toThrow(RuntimeException);
  });

  test('toJsonStringPrettyPrinter writes as Jackson DefaultPrettyPrinter', () => {
    expect(ModelOptionsUtils.toJsonStringPrettyPrinter([{ x: 1 }])).toBe('[ {\n  "x" : 1\n} ]');
    expect(ModelOptionsUtils.toJsonStringPrettyPrinter({ a: 1, b: [1, 2], c: {}, d: [], e: { f: 'x' } })).toBe(
      '{\n  "a" : 1,\n  "b" : [ 1, 2 ],\n  "c" : { },\n  "d" : [ ],\n  "e" : {\n    "f" : "x"\n  }\n}',
    );
  });

  test('jsonToMap reads nested objects as Maps and wraps parse failures in RuntimeException', () => {
    const map = ModelOptionsUtils.jsonToMap('{"a":{"b":[{"c":1}]}}');
    expect((map.get('a') as Map<string, unknown>).get('b')).toEqual([new Map([['c', 1]])]);
    expect(() => ModelOptionsUtils.jsonToMap('{oops')).toThrow(RuntimeException);
    expect(() => ModelOptionsUtils.jsonToMap('[1]')).toThrow(RuntimeException);
    expect(() => ModelOptionsUtils.jsonToObject('{oops', TestPortableOptionsImpl)).toThrow('Failed to json: {oops');
  });

  test('merge of MiniMax options: runtime values over defaults, nulls ignored, typed values read back', () => {
    const runtime = MiniMaxChatOptions.builder().temperature(0.9).build();
    const tool = new FunctionTool(new FunctionToolFunction('d', 'weather', { type: 'object' }));
    const defaults = MiniMaxChatOptions.builder().model('MiniMax-M2.7').temperature(0.1).maxTokens(10)
      .responseFormat(new ResponseFormat('json_object')).tools([tool]).build();
    const merged = ModelOptionsUtils.merge(runtime, defaults, MiniMaxChatOptions);
    expect(merged).toBeInstanceOf(MiniMaxChatOptions);
    expect(merged.getTemperature()).toBe(0.9);
    expect(merged.getModel()).toBe('MiniMax-M2.7');
    expect(merged.getMaxTokens()).toBe(10);
    expect(merged.getResponseFormat()?.type()).toBe('json_object');
    expect(JSON.stringify(merged.getTools())).toBe(JSON.stringify([tool]));
    expect(ModelOptionsUtils.merge(null, defaults, MiniMaxChatOptions, ['model']).getMaxTokens()).toBeUndefined();
    expect(ModelOptionsUtils.getJsonPropertyValues(MiniMaxChatOptions)).toContain('max_tokens');
  });

  test('copyToTarget through the ChatOptions companion copies the interface getters; same class returns the source', () => {
    const source = ChatOptions.builder().model('m').temperature(0.3).topK(5).build();
    const copy = ModelOptionsUtils.copyToTarget(source, ChatOptions, DefaultToolCallingChatOptions);
    expect(copy).toBeInstanceOf(DefaultToolCallingChatOptions);
    expect(copy?.getModel()).toBe('m');
    expect(copy?.getTemperature()).toBe(0.3);
    expect(copy?.getTopK()).toBe(5);
    expect(ModelOptionsUtils.copyToTarget(source, ChatOptions, DefaultChatOptions)).toBe(source);
    expect(ModelOptionsUtils.copyToTarget(undefined, ChatOptions, DefaultChatOptions)).toBeUndefined();
    expect(() => ModelOptionsUtils.copyToTarget(source, null, DefaultChatOptions)).toThrow('SourceOptionsClazz must not be null');
    class ReadOnly {
      getModel(): string | undefined {
        return 'x';
      }
    }
    expect(() => ModelOptionsUtils.copyToTarget(source, ChatOptions, ReadOnly)).toThrow('Failed to convert the ');
  });
});
