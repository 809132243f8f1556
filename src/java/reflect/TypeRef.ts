/* spring-ai-ts, Apache-2.0. No Java counterpart: a run-time stand-in for java.lang.reflect.Type. */

/**
 * A type as the tool and JSON schema APIs see it at run time, the stand-in for Java's
 * `java.lang.reflect.Type` and class literals.
 *
 * - a constructor: `String`, `Number`, `Boolean`, `Array`, `Object`, `Map`, `Set`, `Date`, a
 *   class (ideally decorated with class-validator);
 * - a ported Java enum class (static `values()` whose instances have `name()`; its constructor may
 *   be private);
 * - a TypeScript `enum` object (its values become the JSON schema `enum`);
 * - `'void'` for Java's `void.class` and `Void.class`;
 * - a Java number kind: `'int'` and `'long'` (JSON `integer` with format `int32`/`int64`),
 *   `'integer'` (JSON `integer`), `'float'` and `'double'` (JSON `number` with that format) and
 *   `'number'`.
 *
 * @remarks
 * TypeScript erases generics and has a single `number` type, so a Java `List<String>` is
 * `Array` plus an element type given with `@ToolParam({ type: String })`, and Java's `int` is
 * the string `'int'`. Plain `Number` maps to JSON `number`.
 *
 * @category Tools
 */
export type TypeRef =
  | 'void'
  | 'int'
  | 'long'
  | 'integer'
  | 'float'
  | 'double'
  | 'number'
  | (abstract new (...args: never[]) => unknown)
  | {
      /** The enum constants, in declaration order. */
      values(): readonly {
        /** The constant's name. */
        name(): string;
      }[];
    }
  | Readonly<Record<string, string | number>>;
