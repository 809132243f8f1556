/* spring-ai-ts, Apache-2.0. Internal: one command-line argument as an option and its inline value. */

/**
 * `--opt=value` → `['--opt', 'value']` (the value may hold `=` too); any other argument, a file
 * name such as `run=1.jsonl` included, → `[argument, undefined]`.
 */
export function splitOption(argument: string): [string, string | undefined] {
  if (!argument.startsWith('--')) return [argument, undefined];
  const at = argument.indexOf('=');
  return at < 0 ? [argument, undefined] : [argument.slice(0, at), argument.slice(at + 1)];
}
