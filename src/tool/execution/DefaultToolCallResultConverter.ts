/* Ported from Spring AI DefaultToolCallResultConverter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { javaDoubleToString } from '../../java/core/lang/javaDoubleToString.js';
import type { TypeRef } from '../../java/reflect/TypeRef.js';
import { JsonParser } from '../../util/json/JsonParser.js';
import type { ToolCallResultConverter } from './ToolCallResultConverter.js';

/**
 * The default {@link ToolCallResultConverter}: JSON.
 *
 * A `void` tool gives `"Done"` (as a JSON string); a string that already is JSON is passed
 * through; anything else is serialised (`undefined`/`null` → `null`, `Map` → object, `Set` →
 * array). A number whose return type is `'double'` or `'float'` (a tool method declared
 * `@JavaType('double')`) is written as Jackson writes a Java double: `15.0`, `1.0E7`.
 *
 * @remarks
 * Java's `RenderedImage` results (sent as a base64 PNG) have no JavaScript counterpart. A value
 * that cannot be serialised (a circular structure) throws `IllegalStateException`
 * `"Conversion from Object to JSON failed"`; the tool callbacks turn that into a
 * `ToolExecutionException`, so the model is told instead of the loop failing.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/execution/DefaultToolCallResultConverter.html
 * @category Tools
 */
export class DefaultToolCallResultConverter implements ToolCallResultConverter {
  convert(result: unknown, returnType: TypeRef | undefined): string {
    if (returnType === 'void') return JsonParser.toJson('Done');
    if ((returnType === 'double' || returnType === 'float') && typeof result === 'number' && Number.isFinite(result)) {
      return javaDoubleToString(result);
    }
    return JsonParser.toJson(result);
  }
}
