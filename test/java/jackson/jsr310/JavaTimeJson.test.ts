/* spring-ai-ts, Apache-2.0. java.time values and UUIDs in JSON: what Spring AI 1.1.8's Jackson mappers write and read (values taken from the JVM). */
import 'reflect-metadata';
import { Duration, Instant, LocalDate, LocalDateTime, LocalTime, OffsetDateTime, Period, ZonedDateTime, ZoneId, ZoneOffset } from '@js-joda/core';
import { JsonParser } from '../../../../src/util/json/JsonParser.js';
import { writeJavaValue } from '../../../../src/java/jackson/jsr310/JavaTimeJson.js';
import { JavaValueReadError, readJavaValueOf } from '../../../../src/java/jackson/jsr310/JavaTimeReader.js';

describe('writing as Jackson (WRITE_DATES_AS_TIMESTAMPS)', () => {
  test('local dates and times are arrays, seconds only when set', () => {
    expect(JsonParser.toJson(LocalDate.of(2026, 3, 7))).toBe('[2026,3,7]');
    expect(JsonParser.toJson(LocalDateTime.of(2026, 3, 7, 10, 15, 30, 500_000_000))).toBe('[2026,3,7,10,15,30,500000000]');
    expect(JsonParser.toJson(LocalDateTime.of(2026, 3, 7, 10, 0))).toBe('[2026,3,7,10,0]');
    expect(JsonParser.toJson(LocalDateTime.of(2026, 1, 1, 0, 0, 1))).toBe('[2026,1,1,0,0,1]');
    expect(JsonParser.toJson(LocalTime.of(9, 5))).toBe('[9,5]');
    expect(JsonParser.toJson(LocalTime.MIDNIGHT)).toBe('[0,0]');
    expect(JsonParser.toJson(LocalTime.of(10, 0, 0, 1_000_000))).toBe('[10,0,0,1000000]');
  });

  test('instants, zoned and offset date-times and durations are decimal seconds', () => {
    expect(JsonParser.toJson(Instant.parse('2026-03-07T10:15:30.123Z'))).toBe('1772878530.123000000');
    expect(JsonParser.toJson(Instant.parse('2026-03-07T10:15:30Z'))).toBe('1772878530.000000000');
    expect(JsonParser.toJson(Instant.EPOCH)).toBe('0.0');
    expect(JsonParser.toJson(Instant.ofEpochSecond(-2, 500_000_000))).toBe('-1.500000000');
    expect(JsonParser.toJson(ZonedDateTime.of(2026, 3, 7, 10, 15, 0, 0, ZoneOffset.UTC))).toBe('1772878500.000000000');
    expect(JsonParser.toJson(OffsetDateTime.of(2026, 3, 7, 10, 15, 0, 0, ZoneOffset.ofHours(2)))).toBe('1772871300.000000000');
    expect(JsonParser.toJson(Duration.ofSeconds(90, 500_000_000))).toBe('90.500000000');
    expect(JsonParser.toJson(Duration.ZERO)).toBe('0.0');
    expect(JsonParser.toJson(Duration.ofMillis(-1500))).toBe('-1.500000000');
  });

  test('periods and zones are text; map keys are ISO text', () => {
    expect(JsonParser.toJson(Period.of(1, 2, 3))).toBe('"P1Y2M3D"');
    expect(JsonParser.toJson(ZoneId.of('UTC'))).toBe('"UTC"');
    expect(JsonParser.toJson(ZoneOffset.ofHours(2))).toBe('"+02:00"');
    expect(JsonParser.toJson(new Map([[LocalDate.of(2026, 3, 7), 1]]))).toBe('{"2026-03-07":1}');
  });

  test('inside objects and lists', () => {
    expect(JsonParser.toJson({ dates: [LocalDate.of(2026, 1, 1)], stamps: { a: Instant.EPOCH }, text: 'x' }))
      .toBe('{"dates":[[2026,1,1]],"stamps":{"a":0.0},"text":"x"}');
  });

  test('text that looks like the internal marker stays text', () => {
    expect(JsonParser.toJson({ a: '\u0000raw:1.0', b: Instant.EPOCH })).toBe('{"a":"\\u0000raw:1.0","b":0.0}');
  });

  test('JsonFormat pattern and shape', () => {
    const pattern = { pattern: 'dd.MM.yyyy', shape: 'ANY', timezone: '', locale: '' } as const;
    expect(writeJavaValue(LocalDate.of(2026, 3, 7), pattern)).toBe('07.03.2026');
    expect(writeJavaValue(Duration.ofMinutes(2), { ...pattern, pattern: '', shape: 'STRING' })).toBe('PT2M');
    expect(writeJavaValue(Instant.parse('2026-03-07T10:15:30Z'), { ...pattern, pattern: 'yyyy-MM-dd HH:mm', timezone: 'UTC' })).toBe('2026-03-07 10:15');
  });
});

describe('reading as Jackson (JavaTimeModule, lenient)', () => {
  const read = (value: unknown, kind: Parameters<typeof readJavaValueOf>[1]): string => String(readJavaValueOf(value, kind));

  test('ISO text', () => {
    expect(read('2026-03-07', 'LocalDate')).toBe('2026-03-07');
    expect(read('2026-03-07T10:15:30.5', 'LocalDateTime')).toBe('2026-03-07T10:15:30.500');
    expect(read('09:05', 'LocalTime')).toBe('09:05');
    expect(read('2026-03-07T10:15:30.123Z', 'Instant')).toBe('2026-03-07T10:15:30.123Z');
    expect(read('2026-03-07T10:15:30+02:00', 'Instant')).toBe('2026-03-07T08:15:30Z');
    expect(read('PT1M30.5S', 'Duration')).toBe('PT1M30.5S');
    expect(read('P1Y2M3D', 'Period')).toBe('P1Y2M3D');
    expect(read('UTC', 'ZoneId')).toBe('UTC');
    expect(read('123E4567-E89B-12D3-A456-426614174000', 'UUID')).toBe('123e4567-e89b-12d3-a456-426614174000');
  });

  test('zoned and offset date-times arrive in UTC', () => {
    expect(read('2026-03-07T10:15:00+01:00[Europe/Paris]', 'ZonedDateTime')).toBe('2026-03-07T09:15Z');
    expect(read('2026-03-07T10:15:30+02:00', 'ZonedDateTime')).toBe('2026-03-07T08:15:30Z');
    expect(read('2026-03-07T10:15:00+02:00', 'OffsetDateTime')).toBe('2026-03-07T08:15Z');
  });

  test('leniencies: date-times into dates, numbers and arrays', () => {
    expect(read('2026-03-07T10:00:00Z', 'LocalDate')).toBe('2026-03-07');
    expect(read('2026-03-07T10:15:30Z', 'LocalDateTime')).toBe('2026-03-07T10:15:30');
    expect(read(20260307, 'LocalDate')).toBe('+57440-11-02');
    expect(read([2026, 3, 7], 'LocalDate')).toBe('2026-03-07');
    expect(read(1772878530, 'Instant')).toBe('2026-03-07T10:15:30Z');
    expect(read(1772878530.5, 'Instant')).toBe('2026-03-07T10:15:30.500Z');
    expect(read(1772878530, 'ZonedDateTime')).toBe('2026-03-07T10:15:30Z');
    expect(read(90, 'Duration')).toBe('PT1M30S');
    expect(read(90.5, 'Duration')).toBe('PT1M30.5S');
    expect(readJavaValueOf(null, 'LocalDate')).toBeNull();
    expect(readJavaValueOf('  ', 'LocalDate')).toBeNull();
  });

  test('a pattern', () => {
    const format = { pattern: 'dd.MM.yyyy', shape: 'ANY', timezone: '', locale: '' } as const;
    expect(String(readJavaValueOf('07.03.2026', 'LocalDate', format))).toBe('2026-03-07');
  });

  test('bad text: java.time reasons and an example', () => {
    const reason = (value: unknown, kind: Parameters<typeof readJavaValueOf>[1]): string => {
      try {
        readJavaValueOf(value, kind);
      } catch (error) {
        expect(error).toBeInstanceOf(JavaValueReadError);
        return `${(error as JavaValueReadError).detail} | ${(error as JavaValueReadError).expected}`;
      }
      throw new Error('no error');
    };
    expect(reason('2026-02-30', 'LocalDate')).toBe("Text '2026-02-30' could not be parsed: Invalid date 'FEBRUARY 30' | an ISO-8601 date such as 2026-03-07");
    expect(reason('2025-02-29', 'LocalDate')).toBe("Text '2025-02-29' could not be parsed: Invalid date 'February 29' as '2025' is not a leap year | an ISO-8601 date such as 2026-03-07");
    expect(reason('tomorrow', 'LocalDate')).toBe("Text 'tomorrow' could not be parsed at index 0 | an ISO-8601 date such as 2026-03-07");
    expect(reason('2026-3-7', 'LocalDate')).toMatch(/^Text '2026-3-7' could not be parsed at index 5 \|/u);
    expect(reason('2026-03-07', 'LocalDateTime')).toMatch(/^Text '2026-03-07' could not be parsed/u);
    expect(reason('2026-03-07T10:15:30', 'Instant')).toMatch(/^Text '2026-03-07T10:15:30' could not be parsed/u);
    expect(reason('1m', 'Duration')).toMatch(/^Text cannot be parsed to a Duration|could not be parsed/u);
    expect(reason('abc', 'UUID')).toBe('UUID has to be represented by standard 36-char representation | a UUID such as 123e4567-e89b-12d3-a456-426614174000');
    expect(reason({}, 'LocalDate')).toMatch(/START_OBJECT/u);
    expect(reason('Europe/Paris', 'ZoneId')).toMatch(/needs the time-zone rules: import '@js-joda\/timezone'/u);
  });
});

describe('ModelOptionsUtils writes java.time values as its OBJECT_MAPPER does (values from the JVM)', () => {
  test('toJsonString, the pretty printer and objectToMap', async () => {
    const { ModelOptionsUtils } = await import('../../../../src/model/ModelOptionsUtils.js');
    const value = new Map<string, unknown>([['d', LocalDate.of(2026, 3, 7)], ['i', Instant.parse('2026-03-07T10:15:30Z')], ['du', Duration.ofSeconds(90)]]);
    expect(ModelOptionsUtils.toJsonString(value)).toBe('{"d":[2026,3,7],"i":1772878530.000000000,"du":90.000000000}');
    expect(ModelOptionsUtils.toJsonStringPrettyPrinter(value)).toBe('{\n  "d" : [ 2026, 3, 7 ],\n  "i" : 1772878530.000000000,\n  "du" : 90.000000000\n}');
    expect(ModelOptionsUtils.objectToMap(value)).toEqual(new Map<string, unknown>([['d', [2026, 3, 7]], ['i', 1772878530], ['du', 90]]));
  });
});
