/* spring-ai-ts, Apache-2.0. Loads application.properties and application.yml files into flat property entries. */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Node } from 'yaml';
import { ConfigurationPropertiesException } from '../ConfigurationPropertiesException.js';
import { parseProperties } from './propertiesFormat.js';
import { canonicalName } from './relaxedNames.js';

/** One property of a source: its name as written, its value, and where it was written. */
export interface PropertyEntry {
  /** The name as the file writes it (`spring.ai.minimax.chat.options.stop[0]`). */
  readonly name: string;
  /** A string, number or boolean (YAML scalars keep their type; an empty value is `''`). */
  readonly value: string | number | boolean;
  /** `config/application.yml:4:3`. */
  readonly origin: string;
}

/** A loaded file: its entries by canonical name. */
export interface PropertySource {
  /** The file as messages name it (relative to the working directory when inside it). */
  readonly description: string;
  readonly entries: ReadonlyMap<string, PropertyEntry>;
}

function shown(file: string, cwd: string): string {
  const relative = path.relative(cwd, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}

function yamlEntries(text: string, description: string, activeProfiles: readonly string[]): Map<string, PropertyEntry> {
  const lineCounter = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter, uniqueKeys: true });
  const entries = new Map<string, PropertyEntry>();
  for (const document of Array.isArray(documents) ? documents : [documents]) {
    const error = document.errors[0];
    if (error !== undefined) {
      // The parser's own message quotes the offending line, which may hold a secret: only its
      // code and position are shown.
      const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [0, 0];
      throw new ConfigurationPropertiesException(
        `Failed to load property source from ${description}: malformed YAML (${error.code}) at line ${line}, column ${column}`,
        undefined,
        `${description}:${line}:${column}`,
      );
    }
    const documentEntries = new Map<string, PropertyEntry>();
    const walk = (node: Node | null | undefined, prefix: string, at: number): void => {
      const [line, column] = (() => {
        const pos = lineCounter.linePos(node?.range?.[0] ?? at);
        return [pos.line, pos.col];
      })();
      if (isMap(node)) {
        for (const pair of node.items) {
          const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
          const keyStart = (pair.key as Node | null)?.range?.[0] ?? at;
          walk(pair.value as Node | null, prefix === '' ? key : `${prefix}.${key}`, keyStart);
        }
      } else if (isSeq(node)) {
        node.items.forEach((item, index) => walk(item as Node | null, `${prefix}[${index}]`, (item as Node | null)?.range?.[0] ?? at));
      } else if (prefix !== '') {
        const raw = isScalar(node) ? node.value : null;
        const value = raw === null || raw === undefined ? '' : typeof raw === 'number' || typeof raw === 'boolean' ? raw : String(raw);
        documentEntries.set(canonicalName(prefix), { name: prefix, value, origin: `${description}:${line}:${column}` });
      }
    };
    walk(document.contents as Node | null, '', 0);
    const onProfile = documentEntries.get(canonicalName('spring.config.activate.on-profile'));
    if (onProfile !== undefined) {
      const wanted = String(onProfile.value).split(',').map((p) => p.trim());
      if (!wanted.some((p) => activeProfiles.includes(p))) continue;
    }
    for (const [name, entry] of documentEntries) entries.set(name, entry);
  }
  return entries;
}

/**
 * Reads one configuration file (`.properties`, `.yml` or `.yaml`).
 *
 * @throws ConfigurationPropertiesException when it cannot be read or parsed
 */
export function loadPropertySource(file: string, cwd: string, activeProfiles: readonly string[]): PropertySource {
  const description = shown(file, cwd);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigurationPropertiesException(
      `Failed to load property source from ${description}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`,
      undefined,
      description,
    );
  }
  if (/\.ya?ml$/iu.test(file)) return { description, entries: yamlEntries(text, description, activeProfiles) };
  const entries = new Map<string, PropertyEntry>();
  for (const { key, value, line } of parseProperties(text)) {
    entries.set(canonicalName(key), { name: key, value, origin: `${description}:${line}` });
  }
  return { description, entries };
}

/**
 * The configuration files Spring Boot reads by default, highest precedence first: under the
 * working directory `config/` then `.`, then the classpath roots (`resources/`, `src/main/resources/`,
 * each with `config/` first); in each place `application.properties` before `application.yml`
 * and `application.yaml`, and a profile's `application-<profile>.*` before the plain file.
 */
export function defaultLocations(cwd: string, activeProfiles: readonly string[]): string[] {
  const directories = [
    path.join(cwd, 'config'),
    cwd,
    path.join(cwd, 'resources', 'config'),
    path.join(cwd, 'resources'),
    path.join(cwd, 'src', 'main', 'resources', 'config'),
    path.join(cwd, 'src', 'main', 'resources'),
  ];
  const names = [...[...activeProfiles].reverse().map((p) => `application-${p}`), 'application'];
  const files: string[] = [];
  for (const directory of directories) {
    for (const name of names) {
      for (const extension of ['properties', 'yml', 'yaml']) {
        const file = path.join(directory, `${name}.${extension}`);
        if (existsSync(file)) files.push(file);
      }
    }
  }
  return files;
}
