import { LocalDate } from '@js-joda/core';
import { ChatClient, JavaType, List, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

@JavaType()
class Booking {
  constructor(
    private readonly _id: string,
    private readonly _guest: string,
    private readonly _day: LocalDate,
    @JavaType('int') private readonly _guests: number,
  ) {}
  id(): string { return this._id; }
  guest(): string { return this._guest; }
  day(): LocalDate { return this._day; }
  guests(): number { return this._guests; }
}

class BookingTools {
  // Map<LocalDate, List<Booking>>: a Map keyed by a value type is keyed by its toString().
  private readonly bookingsByDay = new Map<string, Booking[]>();

  constructor(private readonly outcome: Outcome) {
    this.add(new Booking('B-1', 'Ada', LocalDate.of(2026, 3, 9), 2));
    this.add(new Booking('B-2', 'Grace', LocalDate.of(2026, 3, 11), 4));
    this.add(new Booking('B-3', 'Linus', LocalDate.of(2026, 3, 14), 1));
  }

  private add(booking: Booking): void {
    const key = booking.day().toString();
    if (!this.bookingsByDay.has(key)) this.bookingsByDay.set(key, []);
    this.bookingsByDay.get(key)!.push(booking);
  }

  @Tool({ description: 'The bookings between two days, both included' })
  findBookings(
    @ToolParam({ description: 'The first day' }) from: LocalDate,
    @ToolParam({ description: 'The last day' }) to: LocalDate,
  ): Booking[] {
    const rows: Booking[] = [];
    for (let day = from; !day.isAfter(to); day = day.plusDays(1)) {
      rows.push(...(this.bookingsByDay.get(day.toString()) ?? List.of()));
    }
    const ids: string[] = [];
    for (const row of rows) {
      ids.push(row.id());
    }
    this.outcome.tool('findBookings', [from.toString(), to.toString()], ids);
    return rows;
  }

  @Tool({ description: 'Whether a day has any booking' })
  isBooked(day: LocalDate): boolean {
    const booked = this.bookingsByDay.has(day.toString());
    this.outcome.tool('isBooked', [day.toString()], booked);
    return booked;
  }
}

/**
 * An application's @Tool bean with LocalDate parameters that looks days up in a Map<LocalDate, …>
 * (porting rule 42): the model's ISO dates find the rows Java finds, and the rows (records with a
 * LocalDate) go back to the model as Spring AI's tool JSON mapper writes them.
 */
export default scenario({
  script: [
    {
      toolCalls: [
        { name: 'findBookings', arguments: { from: '2026-03-09', to: '2026-03-12' } },
        { name: 'isBooked', arguments: { day: '2026-03-14' } },
      ],
    },
    { text: 'B-1 (Ada, March 9) and B-2 (Grace, March 11); March 14 is booked.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('Which bookings do we have from March 9 to March 12, and is March 14 booked?')
      .tools(new BookingTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
