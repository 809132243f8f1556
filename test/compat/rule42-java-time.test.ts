import { LocalDate } from '@js-joda/core';
import { callBookingTool, readBooking, retried } from './rule42-java-time.js';

describe('rule 42: translated java.time code runs as in Java', () => {
  test('LocalDate tool parameters find the rows of a Map keyed by toString(); the rows go back as Jackson writes them', async () => {
    await expect(callBookingTool()).resolves.toEqual({
      result: '[{"id":"B-1","day":[2026,3,9],"at":"09:30"},{"id":"B-2","day":[2026,3,11],"at":"14:00"}]',
      printed: 'Rows: [R42Booking[id=B-1, day=2026-03-09, at=09:30], R42Booking[id=B-2, day=2026-03-11, at=14:00]]',
      weekday: 1,
    });
  });

  test('structured output reads ISO dates and the @JsonFormat pattern', () => {
    const booking = readBooking('{"id":"B-9","day":"2026-03-09","at":"07:05"}');
    expect(booking.day().equals(LocalDate.of(2026, 3, 9))).toBe(true);
    expect(booking.at().toString()).toBe('07:05');
  });

  test('js-joda\'s Duration where Spring takes a java.time.Duration', async () => {
    await expect(retried()).resolves.toBe('ok after 3 attempts at 1970-01-01T00:00:00Z');
  });
});
