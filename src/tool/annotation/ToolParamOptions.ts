/* Ported from Spring AI ToolParam's attributes (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { TypeRef } from '../../java/reflect/TypeRef.js';

/**
 * The attributes of {@link ToolParam}: Spring's `required` and `description`, plus what
 * TypeScript reflection cannot see.
 *
 * @category Tools
 */
export interface ToolParamOptions {
  /** Whether the argument is required (default `true`). */
  readonly required?: boolean;
  /** The description of the argument. */
  readonly description?: string;
  /** The argument name; absent: read from the compiled parameter list. */
  readonly name?: string;
  /**
   * The type reflection cannot see: the declared Java type as text, as `@JavaType` takes it
   * (`'Integer'`, `'List<String>'`, `'Map<String, Room>'`); or, as before, for an array the
   * element type (`type: Address` for `Address[]`) and otherwise the type itself (`'int'`, a
   * TypeScript enum object, a class).
   */
  readonly type?: TypeRef | (string & Record<never, never>);
  /** An explicit JSON schema for the argument; it replaces the generated one. */
  readonly schema?: Readonly<Record<string, unknown>>;
}
