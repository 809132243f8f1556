import { Duration, Instant, LocalDate, LocalDateTime, LocalTime, OffsetDateTime, Period, ZoneId, ZonedDateTime } from '@js-joda/core';
import { ChatClient, JavaType, JsonFormat, Objects } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

@JavaType()
class Trip {
  constructor(
    private readonly _departure: LocalDate,
    private readonly _boarding: LocalDateTime,
    private readonly _gateCloses: LocalTime,
    private readonly _bookedAt: Instant,
    private readonly _landing: ZonedDateTime,
    private readonly _checkIn: OffsetDateTime,
    private readonly _flightTime: Duration,
    private readonly _stay: Period,
    private readonly _destinationZone: ZoneId,
    @JavaType('UUID') private readonly _ticket: string,
    @JavaType('List<LocalDate>') private readonly _alternatives: LocalDate[],
    @JavaType('Map<String, Instant>') private readonly _milestones: Map<string, Instant>,
    @JsonFormat({ pattern: 'dd.MM.yyyy' }) private readonly _returnDay: LocalDate,
  ) {}
  departure(): LocalDate { return this._departure; }
  boarding(): LocalDateTime { return this._boarding; }
  gateCloses(): LocalTime { return this._gateCloses; }
  bookedAt(): Instant { return this._bookedAt; }
  landing(): ZonedDateTime { return this._landing; }
  checkIn(): OffsetDateTime { return this._checkIn; }
  flightTime(): Duration { return this._flightTime; }
  stay(): Period { return this._stay; }
  destinationZone(): ZoneId { return this._destinationZone; }
  ticket(): string { return this._ticket; }
  alternatives(): LocalDate[] { return this._alternatives; }
  milestones(): Map<string, Instant> { return this._milestones; }
  returnDay(): LocalDate { return this._returnDay; }
}

/**
 * call().entity(Record.class) for a record with each java.time type, a UUID, a list of dates, a map
 * of instants and a @JsonFormat pattern: the schema in the format instructions and the values read.
 */
export default scenario({
  script: [{
    text: JSON.stringify({
      departure: '2026-03-09',
      boarding: '2026-03-09T07:40',
      gateCloses: '07:55:30',
      bookedAt: '2026-02-01T18:20:05.250Z',
      landing: '2026-03-09T10:05:00+01:00[Europe/Paris]',
      checkIn: '2026-03-09T06:30:00+02:00',
      flightTime: 'PT2H25M',
      stay: 'P6D',
      destinationZone: '+01:00',
      ticket: '3F2504E0-4F89-41D3-9A0C-0305E82C3301',
      alternatives: ['2026-03-10', '2026-03-11'],
      milestones: { booked: '2026-02-01T18:20:05Z', paid: '2026-02-02T09:00:00Z' },
      returnDay: '15.03.2026',
    }),
  }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const trip = (await chatClient.prompt()
      .user('Plan my trip to Lisbon in March 2026.')
      .call()
      .entity(Trip))!;

    const entity = new Map<string, unknown>();
    entity.set('departure', trip.departure().toString());
    entity.set('dayOfWeek', trip.departure().dayOfWeek().value());
    entity.set('boarding', trip.boarding().toString());
    entity.set('gateCloses', trip.gateCloses().toString());
    entity.set('bookedAt', trip.bookedAt().toString());
    entity.set('landing', trip.landing().toString());
    entity.set('checkIn', trip.checkIn().toString());
    entity.set('flightTime', trip.flightTime().toString());
    entity.set('flightMinutes', trip.flightTime().toMinutes());
    entity.set('stay', trip.stay().toString());
    entity.set('destinationZone', trip.destinationZone().toString());
    entity.set('ticket', trip.ticket().toString());
    entity.set('alternatives', Objects.toString(trip.alternatives()));
    entity.set('milestones', Objects.toString(trip.milestones()));
    entity.set('returnDay', trip.returnDay().toString());
    entity.set('returnAfterDeparture', trip.returnDay().isAfter(trip.departure()));
    entity.set('record', Objects.toString(trip));
    context.outcome.entity(entity);
  },
});
