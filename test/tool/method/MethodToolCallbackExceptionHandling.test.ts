/* Ported from Spring AI MethodToolCallbackExceptionHandlingTest (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { javaToString } from '../../../src/java/core/lang/JavaObjects.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../../src/tool/annotation/ToolParam.js';
import { ToolExecutionException } from '../../../src/tool/execution/ToolExecutionException.js';
import { MethodToolCallbackProvider } from '../../../src/tool/method/MethodToolCallbackProvider.js';

class TestTools {
  @Tool({ description: 'Process a list of strings' })
  stringList(@ToolParam({ type: String }) strings: string[]): string {
    return `${strings.length} strings processed: ${javaToString(strings)}`;
  }
}

describe('MethodToolCallbackExceptionHandlingTest', () => {
  // Jackson's wording ("Cannot deserialize value", "Unrecognized token") becomes ours: what to fix.
  test('testGenericListType', async () => {
    const callback = MethodToolCallbackProvider.builder().toolObjects(new TestTools()).build().getToolCallbacks()[0];
    if (callback === undefined) throw new Error('no callback');

    await expect(callback.call('{ "strings": ["one", "two", "three"] }')).resolves.toBe(
      '3 strings processed: [one, two, three]',
    );

    const invalid = callback.call('{ "strings": 678 }');
    await expect(invalid).rejects.toThrow(ToolExecutionException);
    await expect(invalid).rejects.toThrow("'strings' must be an array");

    const malformed = callback.call('nill');
    await expect(malformed).rejects.toThrow(ToolExecutionException);
    await expect(malformed).rejects.toThrow('not valid JSON');
  });
});
