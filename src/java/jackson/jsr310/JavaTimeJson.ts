/* spring-ai-ts, Apache-2.0. Internal: java.time values (js-joda) and UUIDs in JSON, as Jackson's JavaTimeModule reads and writes them. */
import {
  DateTimeFormatter,
  Duration,
  Instant,
  LocalDate,
  LocalDateTime,
  LocalTime,
  OffsetDateTime,
  Period,
  ZonedDateTime,
  ZoneId,
  ZoneOffset,
} from '@js-joda/core';
import type { JsonFormatOptions } from '../annotation/JsonFormat.js';

/** The JDK value types that `@JavaType` understands beside numbers and collections. */
export type JavaValueKind =
  | 'LocalDate'
  | 'LocalDateTime'
  | 'LocalTime'
  | 'Instant'
  | 'ZonedDateTime'
  | 'OffsetDateTime'
  | 'Duration'
  | 'Period'
  | 'ZoneId'
  | 'UUID';

/** `@JsonFormat`'s attributes as recorded. */
export type JsonFormatValue = Required<JsonFormatOptions>;

type Constructor = abstract new (...args: never[]) => unknown;

/** The js-joda class of each java.time kind (`UUID` is a string). */
const CLASSES: readonly (readonly [JavaValueKind, Constructor])[] = [
  ['LocalDate', LocalDate as unknown as Constructor],
  ['LocalDateTime', LocalDateTime as unknown as Constructor],
  ['LocalTime', LocalTime as unknown as Constructor],
  ['Instant', Instant as unknown as Constructor],
  ['ZonedDateTime', ZonedDateTime as unknown as Constructor],
  ['OffsetDateTime', OffsetDateTime as unknown as Constructor],
  ['Duration', Duration as unknown as Constructor],
  ['Period', Period as unknown as Constructor],
  ['ZoneId', ZoneId as unknown as Constructor],
];

const KINDS: ReadonlySet<string> = new Set([...CLASSES.map(([kind]) => kind), 'UUID', 'ZoneOffset', 'ZoneRegion']);

/**
 * The kind named by a Java simple name (`ZoneOffset` and `ZoneRegion` are `ZoneId`s), or `undefined`.
 *
 * @internal
 */
export function javaValueKindOfName(name: string): JavaValueKind | undefined {
  if (!KINDS.has(name)) return undefined;
  return name === 'ZoneOffset' || name === 'ZoneRegion' ? 'ZoneId' : (name as JavaValueKind);
}

/**
 * The kind of a js-joda class (a declared type from `design:*` metadata), or `undefined`.
 *
 * @internal
 */
export function javaValueKindOfClass(type: unknown): JavaValueKind | undefined {
  if (typeof type !== 'function') return undefined;
  for (const [kind, constructor] of CLASSES) {
    if (type === constructor || (type as { prototype: unknown }).prototype instanceof constructor) return kind;
  }
  return undefined;
}

/**
 * The kind of a js-joda value, or `undefined` for anything else (a UUID is a plain string).
 *
 * @internal
 */
export function javaValueKindOf(value: unknown): JavaValueKind | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [kind, constructor] of CLASSES) if (value instanceof constructor) return kind;
  return undefined;
}

/** The OpenAPI format victools gives each kind (`ZoneId` has none). */
const FORMATS: Readonly<Record<JavaValueKind, string | undefined>> = {
  LocalDate: 'date',
  LocalDateTime: 'date-time',
  LocalTime: 'time',
  Instant: 'date-time',
  ZonedDateTime: 'date-time',
  OffsetDateTime: 'date-time',
  Duration: 'duration',
  Period: 'duration',
  ZoneId: undefined,
  UUID: 'uuid',
};

/**
 * The JSON schema Spring AI 1.1.8's generators give a java.time type or `UUID` (victools with its
 * extra OpenAPI format values): a string with its format. `@JsonFormat` does not change it.
 *
 * @internal
 */
export function javaValueSchema(kind: JavaValueKind): Record<string, unknown> {
  const format = FORMATS[kind];
  return format === undefined ? { type: 'string' } : { type: 'string', format };
}

/**
 * The fully qualified Java class name of a kind, as Jackson's messages print it.
 *
 * @internal
 */
export function javaValueClassName(kind: JavaValueKind): string {
  return kind === 'UUID' ? 'java.util.UUID' : `java.time.${kind}`;
}

// --- writing -------------------------------------------------------------------------------

/**
 * A number Jackson writes with a fixed text (`1772878530.123000000`): `JSON.stringify` cannot, so
 * the JSON writer puts {@link RawJsonNumber.marker} in its place and swaps the text in afterwards.
 *
 * @internal
 */
export class RawJsonNumber {
  constructor(readonly text: string) {}

  /** Its text, as `JSON.stringify` should print it. */
  toJSON(): string {
    return `${RAW_MARKER}${this.text}`;
  }
}

/** Stands for a {@link RawJsonNumber} in the output of `JSON.stringify` (swapped for its text afterwards). */
const RAW_MARKER = `\u0000raw${Math.random().toString(36).slice(2)}:`;
const RAW_PATTERN = new RegExp(`"\\\\u0000${RAW_MARKER.slice(1)}([-0-9.]+)"`, 'gu');

/**
 * `JSON.stringify` that prints each {@link RawJsonNumber} (also one a replacer returns) with its
 * own text.
 *
 * @internal
 */
export function stringifyWithRawNumbers(value: unknown, replacer?: (this: unknown, key: string, value: unknown) => unknown): string | undefined {
  const json = JSON.stringify(value, (function (this: unknown, key: string, item: unknown): unknown {
    const replaced = replacer === undefined ? item : replacer.call(this, key, item);
    return replaced instanceof RawJsonNumber ? replaced.toJSON() : replaced;
  }) as (this: unknown, key: string, value: unknown) => unknown);
  return json !== undefined && json.includes(RAW_MARKER.slice(1)) ? json.replace(RAW_PATTERN, '$1') : json;
}

/** Jackson's `DecimalUtils.toBigDecimal(seconds, nanos)` text: `0.0`, else nine decimals. */
function decimalSeconds(seconds: number, nanos: number): RawJsonNumber {
  if (seconds === 0 && nanos === 0) return new RawJsonNumber('0.0');
  const total = BigInt(seconds) * 1_000_000_000n + BigInt(nanos);
  const negative = total < 0n;
  const magnitude = negative ? -total : total;
  const whole = magnitude / 1_000_000_000n;
  const fraction = (magnitude % 1_000_000_000n).toString().padStart(9, '0');
  return new RawJsonNumber(`${negative ? '-' : ''}${whole}.${fraction}`);
}

/** `[h, m]`, then seconds when seconds or nanos are set, then nanos when set (Jackson's arrays). */
function timeParts(time: LocalTime): number[] {
  const parts = [time.hour(), time.minute()];
  if (time.second() > 0 || time.nano() > 0) {
    parts.push(time.second());
    if (time.nano() > 0) parts.push(time.nano());
  }
  return parts;
}

function formatWithPattern(value: object, kind: JavaValueKind, format: JsonFormatValue): string {
  const formatter = DateTimeFormatter.ofPattern(format.pattern);
  if (kind === 'Instant') {
    // Jackson needs a time zone to apply a pattern to an Instant.
    const zone = format.timezone === '' ? ZoneOffset.UTC : ZoneId.of(format.timezone);
    return (value as Instant).atZone(zone).format(formatter);
  }
  return (value as { format(formatter: DateTimeFormatter): string }).format(formatter);
}

/**
 * What Spring AI 1.1.8's JSON mappers (Jackson with `JavaTimeModule` and `WRITE_DATES_AS_TIMESTAMPS`
 * on) write for a js-joda value: `LocalDate` as `[2026,3,7]`, `LocalDateTime` and `LocalTime` as
 * arrays, `Instant`, `ZonedDateTime`, `OffsetDateTime` and `Duration` as decimal seconds
 * ({@link RawJsonNumber}), `Period` and `ZoneId` as text; with `@JsonFormat`, the pattern's text
 * (or the ISO text for `shape: 'STRING'`). Anything else is returned as is.
 *
 * @internal
 */
export function writeJavaValue(value: unknown, format?: JsonFormatValue): unknown {
  const kind = javaValueKindOf(value);
  if (kind === undefined) return value;
  const object = value as object;
  if (format !== undefined && format.pattern !== '') return formatWithPattern(object, kind, format);
  if (format?.shape === 'STRING') return String(value);
  switch (kind) {
    case 'LocalDate': {
      const date = value as LocalDate;
      return [date.year(), date.monthValue(), date.dayOfMonth()];
    }
    case 'LocalDateTime': {
      const dateTime = value as LocalDateTime;
      return [dateTime.year(), dateTime.monthValue(), dateTime.dayOfMonth(), ...timeParts(dateTime.toLocalTime())];
    }
    case 'LocalTime':
      return timeParts(value as LocalTime);
    case 'Instant': {
      const instant = value as Instant;
      return decimalSeconds(instant.epochSecond(), instant.nano());
    }
    case 'ZonedDateTime':
    case 'OffsetDateTime': {
      const instant = (value as ZonedDateTime | OffsetDateTime).toInstant();
      return decimalSeconds(instant.epochSecond(), instant.nano());
    }
    case 'Duration': {
      const duration = value as Duration;
      return decimalSeconds(duration.seconds(), duration.nano());
    }
    default:
      return String(value);
  }
}
