/* spring-ai-ts, Apache-2.0. The application's configuration: Spring Boot's property sources (environment variables, application.properties, application.yml) in Boot's order. */
import * as path from 'node:path';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import { ConfigurationPropertiesException } from './ConfigurationPropertiesException.js';
import { bindProperties, type BindingSource, type FoundValue } from './internal/binder.js';
import { defaultLocations, loadPropertySource, type PropertyEntry, type PropertySource } from './internal/propertySources.js';
import { canonicalName, documentedName, environmentVariableNames } from './internal/relaxedNames.js';
import type { BoundProperties, PropertySchema } from './PropertySchema.js';

/**
 * Where {@link Environment.load} reads the configuration.
 *
 * @category Configuration
 */
export interface EnvironmentOptions {
  /**
   * The configuration file or files to read instead of the default lookup (Spring Boot's
   * `spring.config.location`); the first has the highest precedence. Relative to `cwd`.
   * Without it, `SPRING_CONFIG_LOCATION` is used when set, else Boot's default lookup.
   */
  readonly path?: string | readonly string[];
  /** The working directory of the default lookup; `process.cwd()` by default. */
  readonly cwd?: string;
  /** The environment variables; `process.env` by default. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Properties above every other source (Boot's command-line arguments' place), by name. */
  readonly properties?: Readonly<Record<string, string | number | boolean>>;
  /**
   * The active profiles; by default `spring.profiles.active` from `properties`, the environment or
   * the plain configuration files.
   */
  readonly profiles?: readonly string[];
}

/** The length of the documented form of `canonicalPrefix` at the start of `documented`, with its dot. */
function entryPrefixLength(documented: string, canonicalPrefix: string): number {
  return documented.split('.').slice(0, canonicalPrefix.split('.').length).join('.').length + 1;
}

/**
 * A `spring.ai.<name>` group of properties that nothing binds (see {@link Environment.unboundGroups}).
 *
 * @category Configuration
 */
export interface UnboundGroup {
  /** The group, `spring.ai.<name>`. */
  readonly group: string;
  /** Where its first property is set (`application.yml:2:19`, `environment variable …`). */
  readonly origin: string;
}

const PLACEHOLDER = /\$\{([^{}]+)\}/gu;

/**
 * The application's configuration, read as Spring Boot reads it, highest precedence first:
 *
 * 1. `options.properties` (where Boot has its command-line arguments);
 * 2. environment variables, in Spring's relaxed form: `spring.ai.minimax.api-key` is read from
 *    `SPRING_AI_MINIMAX_API_KEY` or `SPRING_AI_MINIMAX_APIKEY`;
 * 3. the configuration files: `options.path`, or else Boot's lookup under the working directory:
 *    `config/application.properties`, `config/application.yml`, `application.properties`,
 *    `application.yml`, then the classpath roots `resources/` and `src/main/resources/` (each with
 *    its `config/` first), with `application-<profile>.*` above the plain file for each active
 *    profile. A YAML document with `spring.config.activate.on-profile` counts only for its profiles.
 *
 * Names are relaxed as in Boot: `api-key`, `apiKey` and `api_key` are one property. Values may
 * hold `${name}` and `${name:default}` placeholders, resolved against the whole environment
 * (`api-key: ${MINIMAX_API_KEY}`).
 *
 * @example
 * ```ts
 * const environment = Environment.load();                       // ./application.yml, …
 * const other = Environment.load({ path: 'deploy/application-prod.yml' });
 * environment.getProperty('spring.ai.minimax.chat.options.model');
 * ```
 *
 * @remarks
 * Spring's `org.springframework.core.env.Environment`, with Spring Boot's config-data loading.
 * Not supported: `spring.config.import`, profile groups, random values, and `@ConfigurationProperties`
 * of the application's own classes (read them with `getProperty`).
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/core/env/Environment.html
 * @see https://docs.spring.io/spring-boot/reference/features/external-config.html
 * @category Configuration
 */
export class Environment {
  /** The tsyringe token of the application's environment (`@inject(Environment.TOKEN)`). */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.Environment');

  /** Canonical prefixes that an auto-configuration binds completely. */
  private readonly ownedPrefixes = new Set<string>();
  /** Canonical names (and list/map prefixes) that are bound. */
  private readonly boundNames = new Map<string, string>();
  private readonly boundPrefixes = new Set<string>();

  private constructor(
    private readonly given: PropertySource,
    private readonly env: Readonly<Record<string, string | undefined>>,
    private readonly files: readonly PropertySource[],
    private readonly profiles: readonly string[],
  ) {}

  /**
   * Reads the configuration (see the class comment for the sources and their order).
   *
   * @throws ConfigurationPropertiesException when a file cannot be read or is malformed
   */
  static load(options: EnvironmentOptions = {}): Environment {
    const cwd = options.cwd ?? process.cwd();
    const env = options.env ?? process.env;
    const given: PropertySource = {
      description: 'the given properties',
      entries: new Map(
        Object.entries(options.properties ?? {}).map(([name, value]) => [canonicalName(name), { name, value, origin: 'the given properties' }]),
      ),
    };
    const bootstrap = new Environment(given, env, [], []);
    const list = (value: string | undefined): string[] => (value ?? '').split(',').map((p) => p.trim()).filter((p) => p !== '');
    const location = options.path ?? bootstrap.getProperty('spring.config.location')?.split(',').map((p) => p.trim().replace(/^(optional:)?(file:)?/u, ''));
    const withProfiles = (profiles: readonly string[]): Environment => {
      const files = location === undefined
        ? defaultLocations(cwd, profiles)
        : (typeof location === 'string' ? [location] : location).map((p) => path.resolve(cwd, p));
      return new Environment(given, env, files.map((file) => loadPropertySource(file, cwd, profiles)), profiles);
    };
    if (options.profiles !== undefined) return withProfiles(options.profiles);
    const fromEnvironment = list(bootstrap.getProperty('spring.profiles.active'));
    if (fromEnvironment.length > 0) return withProfiles(fromEnvironment);
    // As in Boot, the plain configuration files may activate profiles themselves.
    const plain = withProfiles([]);
    const fromFiles = list(plain.getProperty('spring.profiles.active'));
    return fromFiles.length > 0 ? withProfiles(fromFiles) : plain;
  }

  /** The value of a property (relaxed name, placeholders resolved), or `defaultValue`. */
  getProperty(key: string): string | undefined;
  /** The value of a property, or `defaultValue` when no source sets it. */
  getProperty(key: string, defaultValue: string): string;
  getProperty(key: string, defaultValue?: string): string | undefined {
    const found = this.find(key);
    return found === undefined ? defaultValue : String(found.value);
  }

  /** Whether any source sets the property. */
  containsProperty(key: string): boolean {
    return this.find(key) !== undefined;
  }

  /**
   * The value of a property that must be set.
   *
   * @throws IllegalStateException `"Required key '<key>' not found"`, as Spring's
   */
  getRequiredProperty(key: string): string {
    const value = this.getProperty(key);
    if (value === undefined) throw new IllegalStateException(`Required key '${key}' not found`);
    return value;
  }

  /** The active profiles. */
  getActiveProfiles(): string[] {
    return [...this.profiles];
  }

  /** The configuration files read, highest precedence first, as messages name them. */
  getConfigurationFiles(): string[] {
    return this.files.map((file) => file.description);
  }

  /** The files and profiles; never a value (the environment holds keys and passwords). */
  toString(): string {
    return `Environment{files=[${this.getConfigurationFiles().join(', ')}], profiles=[${this.profiles.join(', ')}]}`;
  }

  /** `util.inspect` prints {@link Environment.toString}, so no value reaches a log. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }

  /**
   * Binds a group of properties (what a Spring Boot `@ConfigurationProperties` class declares):
   * each key of `schema` is looked up under `prefix` and converted to its type. The prefix
   * becomes owned: {@link Environment.checkBound} then rejects any other property under it.
   *
   * @example
   * ```ts
   * const props = environment.bind('spring.ai.minimax', { apiKey: 'string', baseUrl: 'string' });
   * props.values.apiKey;          // from SPRING_AI_MINIMAX_API_KEY or spring.ai.minimax.api-key
   * ```
   *
   * @throws ConfigurationPropertiesException for a value of the wrong type
   */
  bind<S extends PropertySchema>(prefix: string, schema: S): BoundProperties<S> {
    return bindProperties(this.bindingSource(), prefix, schema);
  }

  /**
   * Fails when a file, a given property or an environment variable sets a name under a bound
   * prefix that no binding knows
   * (a misspelled option, an option the model does not have): Spring Boot ignores such a
   * property; a silent typo is worse than a failed start.
   *
   * @throws ConfigurationPropertiesException naming the first such property and its file and line
   */
  checkBound(): void {
    for (const source of [this.given, ...this.files]) {
      for (const [canonical, entry] of source.entries) {
        if (this.boundNames.has(canonical) || [...this.boundPrefixes].some((p) => canonical.startsWith(p))) continue;
        const owner = [...this.ownedPrefixes].filter((p) => canonical.startsWith(`${p}.`)).sort((a, b) => b.length - a.length)[0];
        if (owner === undefined) continue;
        const known = [...this.boundNames].filter(([n]) => n.startsWith(`${owner}.`)).map(([, documented]) => documented);
        throw new ConfigurationPropertiesException(
          `Unknown property '${entry.name}' in ${entry.origin}: nothing binds it under '${owner}'`
            + (known.length > 0 ? ` (known there: ${known.map((n) => n.slice(entryPrefixLength(n, owner))).join(', ')})` : ''),
          entry.name,
          entry.origin,
        );
      }
    }
    this.checkBoundEnvironment();
  }

  /**
   * The `spring.ai.<name>` groups that a file, a given property or an environment variable sets
   * and that no binding owns any part of (a provider whose auto-configuration is not listed, or a
   * part of Spring AI this library does not configure), each with where its first property is set.
   */
  unboundGroups(): UnboundGroup[] {
    const groups = new Map<string, string>();
    const note = (canonical: string, origin: string): void => {
      const match = /^spring\.ai\.([^.[]+)/u.exec(canonical);
      if (match === null) return;
      const group = `spring.ai.${match[1]!}`;
      const owned = [...this.ownedPrefixes].some((p) => p === group || p.startsWith(`${group}.`));
      if (!owned && !groups.has(group)) groups.set(group, origin);
    };
    for (const source of [this.given, ...this.files]) {
      for (const [canonical, entry] of source.entries) note(canonical, entry.origin);
    }
    for (const name of Object.keys(this.env)) {
      if (name.startsWith('SPRING_AI_')) note(name.toLowerCase().replace(/_/gu, '.'), `environment variable ${name}`);
    }
    return [...groups].map(([group, origin]) => ({ group, origin }));
  }

  /** The same check for environment variables under a bound prefix (`SPRING_AI_MINIMAX_CHAT_OPTIONS_…`). */
  private checkBoundEnvironment(): void {
    const exact = new Set([...this.boundNames.values()].flatMap((documented) => environmentVariableNames(documented)));
    const under = [...this.boundPrefixes]
      .map((p) => this.boundNames.get(p.slice(0, -1)))
      .filter((documented): documented is string => documented !== undefined)
      .flatMap((documented) => environmentVariableNames(documented).map((name) => [`${name}_`, documented] as const));
    const owners = [...this.ownedPrefixes].sort((a, b) => b.length - a.length);
    for (const name of Object.keys(this.env)) {
      if (!name.startsWith('SPRING_AI_') || exact.has(name)) continue;
      const entry = under.find(([p]) => name.startsWith(p));
      if (entry !== undefined) {
        throw new ConfigurationPropertiesException(
          `Environment variable ${name} sets an entry of '${entry[1]}': set map and indexed list entries in a configuration file `
            + '(a list may be one comma-separated environment variable)',
          entry[1],
          `environment variable ${name}`,
        );
      }
      const owner = owners.find((p) => name.startsWith(`${p.replace(/\./gu, '_').toUpperCase()}_`));
      if (owner === undefined) continue;
      throw new ConfigurationPropertiesException(
        `Unknown property in environment variable ${name}: nothing binds it under '${owner}'`,
        name,
        `environment variable ${name}`,
      );
    }
  }

  private bindingSource(): BindingSource {
    return {
      find: (name) => this.find(name),
      under: (prefix) => {
        const found = new Map<string, PropertyEntry>();
        for (const source of [this.given, ...this.files]) {
          for (const [canonical, entry] of source.entries) {
            if (canonical.startsWith(prefix) && !found.has(canonical)) found.set(canonical, { ...entry, value: this.resolve(entry.name, entry.value, entry.origin, []) });
          }
        }
        return [...found.values()];
      },
      claim: (prefix, names, prefixes) => {
        this.ownedPrefixes.add(prefix);
        for (const [canonical, documented] of names) this.boundNames.set(canonical, documented);
        for (const p of prefixes) this.boundPrefixes.add(p);
      },
    };
  }

  private find(key: string, resolving: readonly string[] = []): FoundValue | undefined {
    const canonical = canonicalName(key);
    const given = this.given.entries.get(canonical);
    if (given !== undefined) return { value: this.resolve(key, given.value, given.origin, resolving), origin: given.origin };
    for (const name of this.environmentNames(key)) {
      const value = this.env[name];
      if (value !== undefined) return { value: this.resolve(key, value, `environment variable ${name}`, resolving), origin: `environment variable ${name}` };
    }
    for (const file of this.files) {
      const entry = file.entries.get(canonical);
      if (entry !== undefined) return { value: this.resolve(key, entry.value, entry.origin, resolving), origin: entry.origin };
    }
    return undefined;
  }

  private environmentNames(key: string): string[] {
    const underscored = key.replace(/[.-]/gu, '_');
    return [...new Set([key, underscored, underscored.toUpperCase(), ...environmentVariableNames(documentedName(key))])];
  }

  private resolve(key: string, value: string | number | boolean, origin: string, resolving: readonly string[]): string | number | boolean {
    if (typeof value !== 'string' || !value.includes('${')) return value;
    return value.replace(PLACEHOLDER, (_match, inner: string) => {
      const colon = inner.indexOf(':');
      const name = colon < 0 ? inner : inner.slice(0, colon);
      if (resolving.includes(name)) {
        throw new ConfigurationPropertiesException(`Circular placeholder reference '${name}' in property '${key}' (${origin})`, key, origin);
      }
      const found = this.find(name, [...resolving, name]);
      if (found !== undefined) return String(found.value);
      if (colon >= 0) return inner.slice(colon + 1);
      throw new ConfigurationPropertiesException(
        `Could not resolve placeholder '${name}' in property '${key}' (${origin}): set it as an environment variable or a property`,
        key,
        origin,
      );
    });
  }
}
