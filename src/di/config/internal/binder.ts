/* spring-ai-ts, Apache-2.0. Converts and binds configuration properties (Spring Boot's Binder and conversion service, for the types auto-configurations use). */
import { ConfigurationPropertiesException } from '../ConfigurationPropertiesException.js';
import type { BoundProperties, PropertySchema, PropertyType } from '../PropertySchema.js';
import { canonicalName, documentedName, shownValue } from './relaxedNames.js';

/** A value found for a property, with where it came from. */
export interface FoundValue {
  readonly value: string | number | boolean;
  readonly origin: string;
}

/** What the binder reads from an environment. */
export interface BindingSource {
  /** The value of one property (placeholders resolved), or `undefined`. */
  find(name: string): FoundValue | undefined;
  /** The file and given entries under a canonical prefix (`prefix.` or `prefix[`), by name as written. */
  under(canonicalPrefix: string): { name: string; value: string | number | boolean; origin: string }[];
  /** Records that these names (canonical → documented; and prefixes, for lists and maps) are bound, and that `prefix` is owned. */
  claim(canonicalPrefix: string, names: ReadonlyMap<string, string>, prefixes: readonly string[]): void;
}

const DURATION_UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

function fail(name: string, found: FoundValue, reason: string): never {
  throw new ConfigurationPropertiesException(
    `Failed to bind property '${name}' from ${found.origin}: value ${shownValue(name, found.value)} ${reason}`,
    name,
    found.origin,
  );
}

function toInteger(name: string, found: FoundValue, text: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/u.test(trimmed) || !Number.isSafeInteger(Number(trimmed))) fail(name, found, 'is not an integer');
  return Number(trimmed);
}

function toDuration(name: string, found: FoundValue): number {
  const text = String(found.value).trim();
  const simple = /^([+-]?\d+)(ns|us|ms|s|m|h|d)?$/iu.exec(text);
  if (simple) return Number(simple[1]) * DURATION_UNITS[(simple[2] ?? 'ms').toLowerCase()]!;
  const iso = /^([+-]?)P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/iu.exec(text);
  if (iso && text.length > 2 && !/T$/iu.test(text)) {
    const [, sign, d, h, m, s] = iso;
    const ms = Number(d ?? 0) * 86_400_000 + Number(h ?? 0) * 3_600_000 + Number(m ?? 0) * 60_000 + Number(s ?? 0) * 1000;
    return sign === '-' ? -ms : ms;
  }
  return fail(name, found, 'is not a duration (e.g. 500ms, 10s, 2m or PT10S)');
}

function convertScalar(name: string, type: PropertyType, found: FoundValue): unknown {
  const text = String(found.value);
  if (Array.isArray(type)) {
    const wanted = text.replace(/[-_]/gu, '').toLowerCase();
    const match = (type as readonly string[]).find((v) => v.replace(/[-_]/gu, '').toLowerCase() === wanted);
    return match ?? fail(name, found, `is not one of ${(type as readonly string[]).join(', ')}`);
  }
  switch (type) {
    case 'string':
      return text;
    case 'boolean': {
      const lower = text.trim().toLowerCase();
      if (['true', 'on', 'yes', '1'].includes(lower)) return true;
      if (['false', 'off', 'no', '0'].includes(lower)) return false;
      return fail(name, found, 'is not a boolean (true or false)');
    }
    case 'integer':
      return toInteger(name, found, text);
    case 'number': {
      const value = typeof found.value === 'number' ? found.value : text.trim() === '' ? NaN : Number(text.trim());
      return Number.isFinite(value) ? value : fail(name, found, 'is not a number');
    }
    case 'duration':
      return toDuration(name, found);
    default:
      return text;
  }
}

function indexOf(name: string): number {
  return Number(/\[(\d+)\]$/u.exec(name)?.[1] ?? -1);
}

/** Binds `schema` under `prefix` from `source` (see `Environment.bind`). */
export function bindProperties<S extends PropertySchema>(source: BindingSource, prefix: string, schema: S): BoundProperties<S> {
  const values: Record<string, unknown> = {};
  const origins = new Map<string, string>();
  const names = new Map<string, string>();
  const prefixes: string[] = [];
  const fullName = (key: string): string => `${prefix}.${documentedName(key)}`;
  for (const [key, type] of Object.entries(schema)) {
    const name = fullName(key);
    const canonical = canonicalName(name);
    names.set(canonical, name);
    if (type === 'string-list' || type === 'integer-list') {
      prefixes.push(`${canonical}[`);
      const single = source.find(name);
      const items: FoundValue[] = single !== undefined
        ? String(single.value).split(',').map((v) => ({ value: v.trim(), origin: single.origin })).filter((v) => v.value !== '')
        : source.under(`${canonical}[`).sort((a, b) => indexOf(a.name) - indexOf(b.name));
      if (single === undefined && items.length === 0) continue;
      values[key] = items.map((item) => (type === 'integer-list' ? toInteger(name, item, String(item.value)) : String(item.value)));
      origins.set(key, single?.origin ?? items[0]!.origin);
    } else if (type === 'map-list') {
      prefixes.push(`${canonical}[`);
      const entries = source.under(`${canonical}[`);
      if (entries.length === 0) continue;
      const items = new Map<number, Map<string, string>>();
      for (const entry of entries) {
        const match = /^\[(\d+)\]\.?(.*)$/u.exec(entry.name.slice(entry.name.indexOf('[')));
        const index = Number(match?.[1] ?? 0);
        if (!items.has(index)) items.set(index, new Map());
        items.get(index)!.set(match?.[2] ?? '', String(entry.value));
      }
      values[key] = [...items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
      origins.set(key, entries[0]!.origin);
    } else if (type === 'map') {
      prefixes.push(`${canonical}.`);
      const entries = source.under(`${canonical}.`);
      if (entries.length === 0) continue;
      const written = prefix.split('.').length + key.split('.').length;
      values[key] = new Map(entries.map((e) => [e.name.split('.').slice(written).join('.'), String(e.value)]));
      origins.set(key, entries[0]!.origin);
    } else {
      const found = source.find(name);
      if (found === undefined) continue;
      values[key] = convertScalar(name, type, found);
      origins.set(key, found.origin);
    }
  }
  source.claim(canonicalName(prefix), names, prefixes);
  return {
    values: values as BoundProperties<S>['values'],
    name: fullName,
    origin: (key) => origins.get(key),
  };
}
