import { Duration } from '../../../src/java/core/time/Duration.js';

// java.time.Duration has no Spring test; these pin the small port (PORTING.md rule 24).
describe('Duration (spring-ai-ts port of java.time.Duration)', () => {
  test('factories and accessors', () => {
    expect(Duration.ofSeconds(2).toMillis()).toBe(2000);
    expect(Duration.ofMinutes(1).getSeconds()).toBe(60);
    expect(Duration.ofMillis(1500).getSeconds()).toBe(1);
    expect(Duration.ofMillis(0)).toBe(Duration.ZERO);
    expect(Duration.ZERO.isZero()).toBe(true);
    expect(Duration.ofMillis(-1).isNegative()).toBe(true);
    expect(Duration.ofSeconds(1).plus(Duration.ofMillis(500)).toMillis()).toBe(1500);
    expect(Duration.ofSeconds(1).compareTo(Duration.ofSeconds(2))).toBe(-1);
  });

  test('equality and ISO-8601 text', () => {
    expect(Duration.ofSeconds(1).equals(Duration.ofMillis(1000))).toBe(true);
    expect(Duration.ofSeconds(1).hashCode()).toBe(Duration.ofMillis(1000).hashCode());
    expect(Duration.ofSeconds(1).equals(Duration.ofSeconds(2))).toBe(false);
    expect(Duration.ZERO.toString()).toBe('PT0S');
    expect(Duration.ofMillis(1500).toString()).toBe('PT1.5S');
    expect(Duration.ofMinutes(2).toString()).toBe('PT2M');
    expect(Duration.ofMillis(3_723_000).toString()).toBe('PT1H2M3S');
  });
});
