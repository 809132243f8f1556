/* spring-ai-ts, Apache-2.0. Internal: telling Java varargs from List overloads at run time. */

/**
 * Java varargs vs. `List` overloads: a single array argument is the list; a single `null` or
 * `undefined` is a null array or list; anything else is the varargs themselves.
 */
export function varargsOrList<T>(args: readonly unknown[]): T[] | undefined {
  if (args.length === 1 && (Array.isArray(args[0]) || args[0] === null || args[0] === undefined)) {
    return (args[0] ?? undefined) as T[] | undefined;
  }
  return args as T[];
}
