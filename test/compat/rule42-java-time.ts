// Translated Java (porting rule 42, java.time through @js-joda/core), exactly as the rule translates
// it: java.time types from @js-joda/core with their accessors without `get`, a Map keyed by a
// LocalDate keyed by its toString(), js-joda's Duration where Spring takes a java.time.Duration.
// Must compile under `strict`; test/compat/rule42-java-time.test.ts runs it.
import { Duration, Instant, LocalDate, LocalTime } from '@js-joda/core';
import { BeanOutputConverter, Flux, JavaType, JsonFormat, List, MethodToolCallbackProvider, Objects, Retry, Tool, ToolParam } from 'spring-ai-ts';

/** Java: `record R42Booking(String id, LocalDate day, @JsonFormat(pattern = "HH:mm") LocalTime at) {}`. */
@JavaType()
export class R42Booking {
  constructor(
    private readonly _id: string,
    private readonly _day: LocalDate,
    @JsonFormat({ pattern: 'HH:mm' }) private readonly _at: LocalTime,
  ) {}
  id(): string { return this._id; }
  day(): LocalDate { return this._day; }
  at(): LocalTime { return this._at; }
}

/** Java: a @Tool bean over a `Map<LocalDate, List<Booking>>`. */
export class R42BookingTools {
  private readonly bookingsByDay = new Map<string, R42Booking[]>();

  constructor() {
    for (const booking of List.of(
      new R42Booking('B-1', LocalDate.of(2026, 3, 9), LocalTime.of(9, 30)),
      new R42Booking('B-2', LocalDate.of(2026, 3, 11), LocalTime.of(14, 0)),
    )) {
      const key = booking.day().toString();
      if (!this.bookingsByDay.has(key)) this.bookingsByDay.set(key, []);
      this.bookingsByDay.get(key)!.push(booking);
    }
  }

  @Tool({ description: 'The bookings between two days, both included' })
  findBookings(@ToolParam({ description: 'The first day' }) from: LocalDate, to: LocalDate): R42Booking[] {
    const rows: R42Booking[] = [];
    for (let day = from; !day.isAfter(to); day = day.plusDays(1)) {
      rows.push(...(this.bookingsByDay.get(day.toString()) ?? List.of()));
    }
    return rows;
  }

  @Tool({ description: 'Days until a booking' })
  @JavaType('long')
  daysUntil(@JavaType('UUID') requestId: string, day: LocalDate): number {
    return requestId.length > 0 ? LocalDate.of(2026, 3, 1).until(day).days() : 0;
  }
}

/** Java: the tool called as the model would call it, the bookings printed as Java prints them. */
export async function callBookingTool(): Promise<{ result: string; printed: string; weekday: number }> {
  const tools = new R42BookingTools();
  const [callback] = MethodToolCallbackProvider.builder().toolObjects(tools).build().getToolCallbacks();
  const result = await callback!.call('{"from":"2026-03-09","to":"2026-03-12"}');
  const rows = tools.findBookings(LocalDate.parse('2026-03-09'), LocalDate.parse('2026-03-12'));
  return { result, printed: 'Rows: ' + Objects.toString(rows), weekday: rows[0]!.day().dayOfWeek().value() };
}

/** Java: `new BeanOutputConverter<>(R42Booking.class).convert(json)`. */
export function readBooking(json: string): R42Booking {
  return new BeanOutputConverter(R42Booking).convert(json);
}

/** Java: `flux.retryWhen(Retry.backoff(2, Duration.ofMillis(1)))` with js-joda's Duration. */
export async function retried(): Promise<string> {
  let attempts = 0;
  const value = await Flux.defer(() => (++attempts < 3 ? Flux.error<string>(new Error('busy')) : Flux.just('ok')))
    .retryWhen(Retry.backoff(2, Duration.ofMillis(1)))
    .blockLast();
  return `${value} after ${attempts} attempts at ${Instant.EPOCH.toString()}`;
}
