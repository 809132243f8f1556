/* spring-ai-ts, Apache-2.0. Internal: a tool result converter that passes text through unquoted. */
import type { ToolCallResultConverter } from '../../../tool/execution/ToolCallResultConverter.js';
import type { TypeRef } from '../../../java/reflect/TypeRef.js';

/** Returns a string result as it is (the default converter would JSON-quote it). */
export class PlainTextResultConverter implements ToolCallResultConverter {
  convert(result: unknown, _returnType: TypeRef | undefined): string {
    return typeof result === 'string' ? result : JSON.stringify(result ?? 'Done');
  }
}
