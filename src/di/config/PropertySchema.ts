/* spring-ai-ts, Apache-2.0. The shape of a group of configuration properties, as an auto-configuration binds it. */

/**
 * The type of one configuration property, and how its text is converted (as Spring Boot's
 * conversion service does):
 *
 * - `'string'`;
 * - `'boolean'`: `true`/`false` (also `on`/`off`, `yes`/`no`, `1`/`0`), any case;
 * - `'integer'`, `'number'`;
 * - `'duration'`: milliseconds, from `500ms`, `10s`, `2m`, `1h`, `1d`, ISO-8601 (`PT10S`) or a
 *   bare number of milliseconds (Boot's `DurationStyle`);
 * - `'string-list'`, `'integer-list'`: a YAML list, indexed keys (`stop[0]`) or comma-separated text;
 * - `'map'`: every key under the property (`tool-context.tenant=acme`), as strings;
 * - `'map-list'`: a list of such maps (`tools[0].function.name=…`), one per index;
 * - a list of names: an enum, matched as Boot does (any case, `-` and `_` ignored), bound to the
 *   listed spelling.
 *
 * @category Configuration
 */
export type PropertyType =
  | 'string'
  | 'boolean'
  | 'integer'
  | 'number'
  | 'duration'
  | 'string-list'
  | 'integer-list'
  | 'map'
  | 'map-list'
  | readonly string[];

/**
 * A group of properties under one prefix: each key is a property's path below the prefix in
 * camelCase (`apiKey`, `observations.logPrompt`), each value its {@link PropertyType}.
 *
 * @category Configuration
 */
export type PropertySchema = Readonly<Record<string, PropertyType>>;

/** The TypeScript type a {@link PropertyType} binds to. */
export type BoundValue<T extends PropertyType> = T extends 'string'
  ? string
  : T extends 'boolean'
    ? boolean
    : T extends 'integer' | 'number' | 'duration'
      ? number
      : T extends 'string-list'
        ? string[]
        : T extends 'integer-list'
          ? number[]
          : T extends 'map'
            ? Map<string, string>
            : T extends 'map-list'
              ? Map<string, string>[]
              : T extends readonly (infer E)[]
                ? E
                : never;

/**
 * The result of binding a {@link PropertySchema}: the values that are set (an absent key was not
 * configured), and for each key its full documented name and where its value came from.
 *
 * @category Configuration
 */
export interface BoundProperties<S extends PropertySchema> {
  /** The configured values; a key that no source sets is absent. */
  readonly values: { readonly [K in keyof S]?: BoundValue<S[K]> };
  /** The full property name in Spring Boot's documented kebab-case form (`spring.ai.minimax.api-key`). */
  name(key: keyof S & string): string;
  /** Where the key's value came from (`application.yml:3:12`, `environment variable …`), when it is set. */
  origin(key: keyof S & string): string | undefined;
}
