/* spring-ai-ts, Apache-2.0. Internal: reading java.time values (js-joda) and UUIDs from JSON, as Jackson's JavaTimeModule does. */
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
import { javaValueKindOf, type JavaValueKind, type JsonFormatValue } from './JavaTimeJson.js';

/**
 * A JSON value that is not a valid value of the declared java.time type (or `UUID`): `detail` is
 * the parser's reason in java.time's words, `expected` an example a model can follow.
 *
 * @internal
 */
export class JavaValueReadError extends Error {
  constructor(
    readonly kind: JavaValueKind,
    readonly detail: string,
    readonly expected: string,
  ) {
    super(detail);
    this.name = 'JavaValueReadError';
  }
}

const EXAMPLES: Readonly<Record<JavaValueKind, string>> = {
  LocalDate: 'an ISO-8601 date such as 2026-03-07',
  LocalDateTime: 'an ISO-8601 date-time without offset such as 2026-03-07T10:15:30',
  LocalTime: 'an ISO-8601 time such as 10:15 or 10:15:30',
  Instant: 'an ISO-8601 instant in UTC such as 2026-03-07T10:15:30Z',
  ZonedDateTime: 'an ISO-8601 date-time with offset such as 2026-03-07T10:15:30+01:00',
  OffsetDateTime: 'an ISO-8601 date-time with offset such as 2026-03-07T10:15:30+01:00',
  Duration: 'an ISO-8601 duration such as PT1H30M',
  Period: 'an ISO-8601 period such as P1Y2M3D',
  ZoneId: 'a time-zone ID such as UTC, Z or +01:00',
  UUID: 'a UUID such as 123e4567-e89b-12d3-a456-426614174000',
};

/**
 * What a model should send for `kind` (and `@JsonFormat`'s pattern, if any).
 *
 * @internal
 */
export function expectedJavaValue(kind: JavaValueKind, format?: JsonFormatValue): string {
  return format !== undefined && format.pattern !== '' ? `text in the form ${format.pattern}` : EXAMPLES[kind];
}

const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];

/** js-joda's parse messages in java.time's words (`Text '2026-02-30' could not be parsed: Invalid date 'FEBRUARY 30'`). */
function javaMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n')[0]!.replace(/: [^:]*, at index: \d+$/u, '');
  return firstLine.replace(/Invalid date '(\d+)' '(\d+)' '(\d+)'/u, (_all, year: string, month: string, day: string) =>
    month === '2' && day === '29' ? `Invalid date 'February 29' as '${year}' is not a leap year` : `Invalid date '${MONTHS[Number(month) - 1]} ${day}'`,
  );
}

function fail(kind: JavaValueKind, format: JsonFormatValue | undefined, detail: string): never {
  throw new JavaValueReadError(kind, detail, expectedJavaValue(kind, format));
}

function attempt<T>(kind: JavaValueKind, format: JsonFormatValue | undefined, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof JavaValueReadError) throw error;
    return fail(kind, format, javaMessage(error));
  }
}

/** Seconds with a fraction (a JSON number) as Jackson reads them: whole seconds and nanoseconds. */
function secondsAndNanos(value: number): [number, number] {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/u.exec(text);
  if (match === null) {
    const seconds = Math.floor(value);
    return [seconds, Math.round((value - seconds) * 1e9)];
  }
  const sign = match[1] === '-' ? -1 : 1;
  const whole = Number(match[2]);
  const nanos = Number((match[3] ?? '').padEnd(9, '0').slice(0, 9));
  return sign > 0 || nanos === 0 ? [sign * whole, nanos] : [-whole - 1, 1_000_000_000 - nanos];
}

function isIntegerArray(value: unknown, min: number, max: number): value is number[] {
  return Array.isArray(value) && value.length >= min && value.length <= max && value.every((part) => Number.isInteger(part));
}

/** Strips a `[Region/Name]` suffix: the offset before it fixes the instant, and Jackson moves it to UTC anyway. */
function withoutRegion(text: string): string {
  return /[+-]\d{2}:\d{2}(?::\d{2})?\[[^\]]+\]$|Z\[[^\]]+\]$/u.test(text) ? text.replace(/\[[^\]]+\]$/u, '') : text;
}

const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/u;

function readText(text: string, kind: JavaValueKind, format: JsonFormatValue | undefined): unknown {
  const formatter = format !== undefined && format.pattern !== '' ? DateTimeFormatter.ofPattern(format.pattern) : undefined;
  switch (kind) {
    case 'LocalDate':
      if (formatter !== undefined) return LocalDate.parse(text, formatter);
      if (text.length > 10 && text.charAt(10) === 'T') {
        // Jackson (lenient): a date-time ending in Z is an instant taken in UTC; another a local date-time.
        return text.endsWith('Z') ? LocalDateTime.ofInstant(Instant.parse(text), ZoneOffset.UTC).toLocalDate() : LocalDateTime.parse(text).toLocalDate();
      }
      return LocalDate.parse(text);
    case 'LocalDateTime':
      if (formatter !== undefined) return LocalDateTime.parse(text, formatter);
      if (text.length > 10 && text.charAt(10) === 'T' && text.endsWith('Z')) return LocalDateTime.ofInstant(Instant.parse(text), ZoneOffset.UTC);
      return LocalDateTime.parse(text);
    case 'LocalTime':
      return formatter !== undefined ? LocalTime.parse(text, formatter) : LocalTime.parse(text);
    case 'Instant': {
      if (formatter !== undefined) {
        const zone = format!.timezone === '' ? ZoneOffset.UTC : ZoneId.of(format!.timezone);
        return LocalDateTime.parse(text, formatter).atZone(zone).toInstant();
      }
      return Instant.parse(text);
    }
    case 'ZonedDateTime':
      // ADJUST_DATES_TO_CONTEXT_TIME_ZONE (on by default): the value arrives in UTC.
      return ZonedDateTime.ofInstant(ZonedDateTime.parse(withoutRegion(text), formatter).toInstant(), ZoneOffset.UTC);
    case 'OffsetDateTime':
      return OffsetDateTime.ofInstant(OffsetDateTime.parse(text, formatter).toInstant(), ZoneOffset.UTC);
    case 'Duration':
      return Duration.parse(text);
    case 'Period':
      return Period.parse(text);
    case 'ZoneId':
      try {
        return ZoneId.of(text);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (message.includes('@js-joda/timezone')) {
          return fail(kind, format, `Time-zone region '${text}' needs the time-zone rules: import '@js-joda/timezone' once in the application`);
        }
        throw error;
      }
    case 'UUID':
      if (!UUID_PATTERN.test(text)) return fail(kind, format, `UUID has to be represented by standard 36-char representation`);
      return text.toLowerCase();
  }
}

function readNumber(value: number, kind: JavaValueKind, format: JsonFormatValue | undefined): unknown {
  switch (kind) {
    case 'LocalDate':
      if (Number.isInteger(value)) return LocalDate.ofEpochDay(value);
      break;
    case 'Instant':
    case 'ZonedDateTime':
    case 'OffsetDateTime': {
      const [seconds, nanos] = secondsAndNanos(value);
      const instant = Instant.ofEpochSecond(seconds, nanos);
      if (kind === 'Instant') return instant;
      return kind === 'ZonedDateTime' ? ZonedDateTime.ofInstant(instant, ZoneOffset.UTC) : OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }
    case 'Duration': {
      const [seconds, nanos] = secondsAndNanos(value);
      return Duration.ofSeconds(seconds, nanos);
    }
    default:
      break;
  }
  return fail(kind, format, `Unexpected token (VALUE_NUMBER), expected ${kind === 'UUID' ? 'a string' : 'a string or an array'}`);
}

function readArray(value: unknown[], kind: JavaValueKind, format: JsonFormatValue | undefined): unknown {
  switch (kind) {
    case 'LocalDate':
      if (isIntegerArray(value, 3, 3)) return LocalDate.of(value[0]!, value[1]!, value[2]!);
      break;
    case 'LocalDateTime':
      if (isIntegerArray(value, 5, 7)) return LocalDateTime.of(value[0]!, value[1]!, value[2]!, value[3]!, value[4]!, value[5] ?? 0, value[6] ?? 0);
      break;
    case 'LocalTime':
      if (isIntegerArray(value, 2, 4)) return LocalTime.of(value[0]!, value[1]!, value[2] ?? 0, value[3] ?? 0);
      break;
    default:
      break;
  }
  return fail(kind, format, `Unexpected token (START_ARRAY), expected a string`);
}

/**
 * Reads one JSON value into `kind` as Spring AI 1.1.8's mappers do (Jackson's `JavaTimeModule`,
 * lenient): ISO text (for a `LocalDate` also a date-time, taken in UTC when it ends in `Z`), the
 * arrays and numbers Jackson writes, a `@JsonFormat` pattern. `ZonedDateTime` and
 * `OffsetDateTime` arrive in UTC, as Jackson adjusts them; a UUID is its lower-case string.
 * `null` and blank text give `null`.
 *
 * @throws JavaValueReadError when the value is not one of `kind`
 * @internal
 */
export function readJavaValueOf(value: unknown, kind: JavaValueKind, format?: JsonFormatValue): unknown {
  if (value === null || value === undefined) return null;
  if (javaValueKindOf(value) === kind) return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    return attempt(kind, format, () => readText(text, kind, format));
  }
  if (typeof value === 'number') return attempt(kind, format, () => readNumber(value, kind, format));
  if (Array.isArray(value)) return attempt(kind, format, () => readArray(value, kind, format));
  return fail(kind, format, `Unexpected token (${typeof value === 'boolean' ? 'VALUE_TRUE/VALUE_FALSE' : 'START_OBJECT'}), expected a string`);
}
