/* spring-ai-ts, Apache-2.0. Demo: a tool result converter that sends text to the model as it is. */
import type { TypeRef } from '../../src/java/reflect/TypeRef.js';
import type { ToolCallResultConverter } from '../../src/tool/execution/ToolCallResultConverter.js';

/** Sends a string result unquoted (the default converter would JSON-encode it). */
export class PlainText implements ToolCallResultConverter {
  convert(result: unknown, _returnType: TypeRef | undefined): string {
    return typeof result === 'string' ? result : JSON.stringify(result ?? 'Done');
  }
}
