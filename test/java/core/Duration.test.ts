import { Duration as JodaDuration, Instant, LocalDate, LocalDateTime, ZonedDateTime, ZoneOffset, Period } from '@js-joda/core';
import { Duration } from '../../../src/java/core/time/Duration.js';
import { Objects } from '../../../src/java/core/util/Objects.js';
import { objectsHashCode } from '../../../src/java/core/lang/JavaObjects.js';

// java.time.Duration has no Spring test; these pin that the library's Duration is js-joda's, with java.time's API.
describe('Duration (js-joda, java.time.Duration)', () => {
  test('is js-joda\'s class: one Duration in the library', () => {
    expect(Duration).toBe(JodaDuration);
    expect(JodaDuration.ofSeconds(2)).toBeInstanceOf(Duration);
  });

  test('factories and accessors as java.time has them (getSeconds() is seconds())', () => {
    expect(Duration.ofSeconds(2).toMillis()).toBe(2000);
    expect(Duration.ofMinutes(1).seconds()).toBe(60);
    expect(Duration.ofMillis(1500).seconds()).toBe(1);
    expect(Duration.ofMillis(1500).nano()).toBe(500_000_000);
    expect(Duration.ofMillis(0)).toBe(Duration.ZERO);
    expect(Duration.ZERO.isZero()).toBe(true);
    expect(Duration.ofMillis(-1).isNegative()).toBe(true);
    expect(Duration.ofSeconds(1).plus(Duration.ofMillis(500)).toMillis()).toBe(1500);
    expect(Duration.ofSeconds(1).compareTo(Duration.ofSeconds(2))).toBeLessThan(0);
  });

  test('equality, Java\'s hash code and ISO-8601 text', () => {
    expect(Duration.ofSeconds(1).equals(Duration.ofMillis(1000))).toBe(true);
    expect(Duration.ofSeconds(1).equals(Duration.ofSeconds(2))).toBe(false);
    // Values from java.time.Duration.hashCode() on the JVM.
    expect(objectsHashCode(Duration.ofMillis(1500))).toBe(-269803775);
    expect(objectsHashCode(Duration.ofSeconds(-5, 7))).toBe(361);
    expect(objectsHashCode(Duration.ofSeconds(2 ** 40))).toBe(256);
    expect(Objects.hash(Duration.ofSeconds(1))).toBe(Objects.hash(Duration.ofMillis(1000)));
    expect(Duration.ZERO.toString()).toBe('PT0S');
    expect(Duration.ofMillis(1500).toString()).toBe('PT1.5S');
    expect(Duration.ofMinutes(2).toString()).toBe('PT2M');
    expect(Duration.ofMillis(3_723_000).toString()).toBe('PT1H2M3S');
  });
});

describe('Objects.toString of java.time values prints Java\'s text', () => {
  test('values and values inside collections', () => {
    expect(Objects.toString(LocalDate.of(2026, 3, 7))).toBe('2026-03-07');
    expect(Objects.toString(LocalDateTime.of(2026, 3, 7, 10, 15, 30, 500_000_000))).toBe('2026-03-07T10:15:30.500');
    expect(Objects.toString(Instant.parse('2026-03-07T10:15:30Z'))).toBe('2026-03-07T10:15:30Z');
    expect(Objects.toString(ZonedDateTime.of(2026, 3, 7, 9, 15, 0, 0, ZoneOffset.UTC))).toBe('2026-03-07T09:15Z');
    expect(Objects.toString(Duration.ofSeconds(90))).toBe('PT1M30S');
    expect(Objects.toString(Period.of(1, 2, 3))).toBe('P1Y2M3D');
    expect(Objects.toString([LocalDate.of(2026, 1, 1), LocalDate.of(2026, 1, 2)])).toBe('[2026-01-01, 2026-01-02]');
    expect(Objects.toString(new Map([[LocalDate.of(2026, 1, 1).toString(), Duration.ofHours(1)]]))).toBe('{2026-01-01=PT1H}');
  });
});
