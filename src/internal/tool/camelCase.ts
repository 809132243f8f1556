/* spring-ai-ts, Apache-2.0. Internal: Spring Data's ParsingUtils.reConcatenateCamelCase. */

const CAMEL_CASE = /(?<!(?:^|[A-Z]))(?=[A-Z])|(?<!^)(?=[A-Z][a-z])/;

/** Splits `source` at camel-case humps, lower-cases the parts and joins them with `delimiter`. */
export function reConcatenateCamelCase(source: string, delimiter: string): string {
  return source
    .split(CAMEL_CASE)
    .filter((part) => part !== undefined && part !== '')
    .map((part) => part.toLowerCase())
    .join(delimiter);
}
