/* spring-ai-ts, Apache-2.0. Internal: Spring Data's ParsingUtils.reConcatenateCamelCase (tool descriptions, advisor observation names). */

// Spring Data's camel-case split: "upper" is \p{Lu}, '|' or any non-ASCII character (Java's
// character class `[\p{Lu}|\P{InBASIC_LATIN}]`), and a split never follows '_' or '$'.
const UPPER = String.raw`(?:[\p{Lu}|]|[^\x00-\x7F])`;
const CAMEL_CASE = new RegExp(
  String.raw`(?<!(?:^|[\p{Lu}|_$]|[^\x00-\x7F]))(?=${UPPER})|(?<!^)(?=${UPPER}\p{Ll})`,
  'u',
);

/** Splits `source` at camel-case humps, lower-cases the parts and joins them with `delimiter`. */
export function reConcatenateCamelCase(source: string, delimiter: string): string {
  return source
    .split(CAMEL_CASE)
    .filter((part) => part !== '')
    .map((part) => part.toLowerCase())
    .join(delimiter);
}
