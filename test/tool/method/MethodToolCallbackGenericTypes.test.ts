/* Ported from Spring AI MethodToolCallbackGenericTypesTest (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { ToolContext } from '../../../src/chat/model/ToolContext.js';
import { javaToString } from '../../../src/java/core/lang/JavaObjects.js';
import { Method } from '../../../src/java/reflect/Method.js';
import { ToolParam } from '../../../src/tool/annotation/ToolParam.js';
import { DefaultToolDefinition } from '../../../src/tool/definition/DefaultToolDefinition.js';
import { MethodToolCallback } from '../../../src/tool/method/MethodToolCallback.js';

// Generic arguments are erased in TypeScript: `List<String>` is `string[]` with
// `@ToolParam({ type: String })`, `Map<String, Integer>` is `Map<string, number>`; the
// parameters carry `@ToolParam` so that their types are recorded at run time.
class TestGenericClass {
  processStringList(@ToolParam({ type: String }) strings: string[]): string {
    return `${strings.length} strings processed: ${javaToString(strings)}`;
  }

  processStringIntMap(@ToolParam() map: Map<string, number>): string {
    return `${map.size} entries processed: ${javaToString(map)}`;
  }

  processListOfMaps(@ToolParam({ type: Map }) listOfMaps: Map<string, number>[]): string {
    return `${listOfMaps.length} maps processed: ${javaToString(listOfMaps)}`;
  }

  processStringListInToolContext(@ToolParam() toolContext: ToolContext): string {
    const context = toolContext.getContext();
    return `${context.size} entries processed ${javaToString(context)}`;
  }
}

function callbackFor(methodName: string, name: string, description: string): MethodToolCallback {
  const toolDefinition = DefaultToolDefinition.builder().name(name).description(description).inputSchema('{}').build();
  return MethodToolCallback.builder()
    .toolDefinition(toolDefinition)
    .toolMethod(Method.of(TestGenericClass, methodName))
    .toolObject(new TestGenericClass())
    .build();
}

describe('MethodToolCallbackGenericTypesTest', () => {
  test('testGenericListType', async () => {
    const callback = callbackFor('processStringList', 'processStringList', 'Process a list of strings');
    const result = await callback.call('{ "strings": ["one", "two", "three"] }');
    expect(result).toBe('3 strings processed: [one, two, three]');
  });

  test('testGenericMapType', async () => {
    const callback = callbackFor('processStringIntMap', 'processStringIntMap', 'Process a map of string to integer');
    const result = await callback.call('{ "map": {"one": 1, "two": 2, "three": 3} }');
    expect(result).toBe('3 entries processed: {one=1, two=2, three=3}');
  });

  test('testNestedGenericType', async () => {
    const callback = callbackFor('processListOfMaps', 'processListOfMaps', 'Process a list of maps');
    const result = await callback.call('{ "listOfMaps": [ {"a": 1, "b": 2}, {"c": 3, "d": 4} ] }');
    expect(result).toBe('2 maps processed: [{a=1, b=2}, {c=3, d=4}]');
  });

  test('testToolContextType', async () => {
    const callback = callbackFor('processStringListInToolContext', 'processToolContext', 'Process tool context');
    const result = await callback.call('{}', new ToolContext(new Map([['foo', 'bar']])));
    expect(result).toBe('1 entries processed {foo=bar}');
  });
});
