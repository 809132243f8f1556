import { Duration, Instant, LocalDate, LocalDateTime, LocalTime, OffsetDateTime, Period, ZoneOffset, ZonedDateTime } from '@js-joda/core';
import { ChatClient, JavaType, Objects, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

@JavaType()
class Stay {
  constructor(
    @JavaType('UUID') private readonly _id: string,
    private readonly _checkIn: LocalDate,
    private readonly _checkOut: LocalDate,
    private readonly _length: Period,
    private readonly _arrival: LocalTime,
    private readonly _cleaning: LocalDateTime,
    private readonly _bookedAt: Instant,
    private readonly _cleaningTime: Duration,
    private readonly _confirmedAt: ZonedDateTime,
    private readonly _paidAt: OffsetDateTime,
  ) {}
  id(): string { return this._id; }
  checkIn(): LocalDate { return this._checkIn; }
  checkOut(): LocalDate { return this._checkOut; }
  length(): Period { return this._length; }
  arrival(): LocalTime { return this._arrival; }
  cleaning(): LocalDateTime { return this._cleaning; }
  bookedAt(): Instant { return this._bookedAt; }
  cleaningTime(): Duration { return this._cleaningTime; }
  confirmedAt(): ZonedDateTime { return this._confirmedAt; }
  paidAt(): OffsetDateTime { return this._paidAt; }
}

@JavaType()
class Change {
  constructor(
    @JavaType('UUID') private readonly _stay: string,
    private readonly _newCheckIn: LocalDate,
    @JavaType('Optional<LocalDate>') private readonly _newCheckOut: LocalDate | undefined,
    @JavaType('List<LocalTime>') private readonly _arrivals: LocalTime[],
  ) {}
  stay(): string { return this._stay; }
  newCheckIn(): LocalDate { return this._newCheckIn; }
  newCheckOut(): LocalDate | undefined { return this._newCheckOut; }
  arrivals(): LocalTime[] { return this._arrivals; }
}

class StayTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Book a stay between two dates' })
  bookStay(
    @ToolParam({ description: 'The first night' }) checkIn: LocalDate,
    checkOut: LocalDate,
    @ToolParam({ description: 'Days the room is blocked' }) @JavaType('List<LocalDate>') blocked: LocalDate[],
    @JavaType('UUID') guestId: string,
    requestedAt: Instant,
    @ToolParam({ description: 'Arrival time' }) arrival: LocalTime,
    cleaningTime: Duration,
  ): Stay {
    const first = blocked.some((day) => day.equals(checkIn)) ? checkIn.plusDays(1) : checkIn;
    const stay = new Stay(guestId, first, checkOut, Period.between(first, checkOut), arrival,
      checkOut.atTime(11, 0), requestedAt, cleaningTime,
      ZonedDateTime.ofInstant(requestedAt, ZoneOffset.UTC),
      OffsetDateTime.ofInstant(requestedAt, ZoneOffset.ofHours(2)));
    this.outcome.tool('bookStay', [checkIn.toString(), checkOut.toString(), Objects.toString(blocked),
      guestId.toString(), requestedAt.toString(), arrival.toString(), cleaningTime.toString()],
      Objects.toString(stay));
    return stay;
  }

  // Not called: its schema shows an Optional<LocalDate> record component.
  @Tool({ description: 'Change a stay' })
  changeStay(change: Change): string {
    return 'changed';
  }
}

/**
 * A @Tool bean taking LocalDate parameters (and a list of dates, a UUID, an Instant, a LocalTime and
 * a Duration) and returning a record of java.time values: the tool schema sent, the arguments read
 * and the result written as Spring AI's tool JSON mapper writes it.
 */
export default scenario({
  script: [
    {
      toolCalls: [{
        name: 'bookStay',
        arguments: {
          checkIn: '2026-03-09',
          checkOut: '2026-03-12',
          blocked: ['2026-03-09'],
          guestId: '8F14E45F-CEEA-467F-A0E6-3F1B2C3D4E5F',
          requestedAt: '2026-03-01T08:30:00Z',
          arrival: '15:30',
          cleaningTime: 'PT2H',
        },
      }],
    },
    { text: 'Your room is booked from March 10 to March 12.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('Book me a room from March 9 to March 12, 2026, arriving at 15:30.')
      .tools(new StayTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
