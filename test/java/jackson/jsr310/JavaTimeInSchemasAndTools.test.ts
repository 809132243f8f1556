/* spring-ai-ts, Apache-2.0. java.time values and UUIDs as tool parameters and results and as record components in structured output (expected JSON taken from Spring AI 1.1.8 on the JVM). */
import 'reflect-metadata';
import { Duration, Instant, LocalDate, LocalDateTime, LocalTime, OffsetDateTime, Period, ZonedDateTime, ZoneId } from '@js-joda/core';
import { JavaType } from '../../../../src/java/reflect/JavaType.js';
import { JsonFormat } from '../../../../src/java/jackson/annotation/JsonFormat.js';
import { BeanOutputConverter } from '../../../../src/converter/BeanOutputConverter.js';
import { RuntimeException } from '../../../../src/java/core/RuntimeException.js';
import { JsonSchemaGenerator } from '../../../../src/util/json/schema/JsonSchemaGenerator.js';
import { Tool } from '../../../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../../../src/tool/annotation/ToolParam.js';
import { MethodToolCallbackProvider } from '../../../../src/tool/method/MethodToolCallbackProvider.js';
import { JsonParser } from '../../../../src/util/json/JsonParser.js';

@JavaType()
class TmAllTimes {
  constructor(
    private readonly _date: LocalDate,
    private readonly _dateTime: LocalDateTime,
    private readonly _time: LocalTime,
    private readonly _instant: Instant,
    private readonly _zoned: ZonedDateTime,
    private readonly _offset: OffsetDateTime,
    private readonly _duration: Duration,
    private readonly _period: Period,
    private readonly _zone: ZoneId,
    @JavaType('UUID') private readonly _id: string,
    @JavaType('List<LocalDate>') private readonly _dates: LocalDate[],
    @JavaType('Map<String, Instant>') private readonly _stamps: Map<string, Instant>,
    @JsonFormat({ pattern: 'dd.MM.yyyy' }) private readonly _formatted: LocalDate,
    @JsonFormat({ shape: 'STRING' }) private readonly _durText: Duration,
  ) {}
  date(): LocalDate { return this._date; }
  dateTime(): LocalDateTime { return this._dateTime; }
  time(): LocalTime { return this._time; }
  instant(): Instant { return this._instant; }
  zoned(): ZonedDateTime { return this._zoned; }
  offset(): OffsetDateTime { return this._offset; }
  duration(): Duration { return this._duration; }
  period(): Period { return this._period; }
  zone(): ZoneId { return this._zone; }
  id(): string { return this._id; }
  dates(): LocalDate[] { return this._dates; }
  stamps(): Map<string, Instant> { return this._stamps; }
  formatted(): LocalDate { return this._formatted; }
  durText(): Duration { return this._durText; }
}

const ISO = JSON.stringify({
  date: '2026-03-07', dateTime: '2026-03-07T10:15:30.5', time: '09:05', instant: '2026-03-07T10:15:30.123Z',
  zoned: '2026-03-07T10:15:00+01:00[Europe/Paris]', offset: '2026-03-07T10:15:00+02:00', duration: 'PT1M30.5S',
  period: 'P1Y2M3D', zone: 'UTC', id: '123e4567-e89b-12d3-a456-426614174000', dates: ['2026-01-01'],
  stamps: { a: '1970-01-01T00:00:00Z' }, formatted: '07.03.2026', durText: 'PT2M',
});

describe('structured output (BeanOutputConverter)', () => {
  test('the schema of each java.time type and UUID is a string with its format', () => {
    const schema = JSON.parse(new BeanOutputConverter(TmAllTimes).getJsonSchema()) as { properties: Record<string, unknown> };
    expect(schema.properties).toEqual({
      date: { type: 'string', format: 'date' },
      dateTime: { type: 'string', format: 'date-time' },
      dates: { type: 'array', items: { type: 'string', format: 'date' } },
      durText: { type: 'string', format: 'duration' },
      duration: { type: 'string', format: 'duration' },
      formatted: { type: 'string', format: 'date' },
      id: { type: 'string', format: 'uuid' },
      instant: { type: 'string', format: 'date-time' },
      offset: { type: 'string', format: 'date-time' },
      period: { type: 'string', format: 'duration' },
      stamps: { type: 'object', additionalProperties: false },
      time: { type: 'string', format: 'time' },
      zone: { type: 'string' },
      zoned: { type: 'string', format: 'date-time' },
    });
  });

  test('ISO text is read into js-joda values (zoned values in UTC, a JsonFormat pattern applied)', () => {
    const value = new BeanOutputConverter(TmAllTimes).convert(ISO);
    expect(value).toBeInstanceOf(TmAllTimes);
    expect(value.date().equals(LocalDate.of(2026, 3, 7))).toBe(true);
    expect(String(value.dateTime())).toBe('2026-03-07T10:15:30.500');
    expect(String(value.time())).toBe('09:05');
    expect(String(value.instant())).toBe('2026-03-07T10:15:30.123Z');
    expect(String(value.zoned())).toBe('2026-03-07T09:15Z');
    expect(String(value.offset())).toBe('2026-03-07T08:15Z');
    expect(String(value.duration())).toBe('PT1M30.5S');
    expect(String(value.period())).toBe('P1Y2M3D');
    expect(String(value.zone())).toBe('UTC');
    expect(value.id()).toBe('123e4567-e89b-12d3-a456-426614174000');
    expect(String(value.dates()[0])).toBe('2026-01-01');
    expect(String(value.stamps().get('a'))).toBe('1970-01-01T00:00:00Z');
    expect(String(value.formatted())).toBe('2026-03-07');
    expect(String(value.durText())).toBe('PT2M');
  });

  test('a bad date fails with Jackson\'s message and the path', () => {
    const converter = new BeanOutputConverter(TmAllTimes);
    expect(() => converter.convert('{"date":"2026-02-30"}')).toThrow(RuntimeException);
    expect(() => converter.convert('{"date":"2026-02-30"}')).toThrow(
      'Cannot deserialize value of type `java.time.LocalDate` from String "2026-02-30": Failed to deserialize java.time.LocalDate: ' +
        "(java.time.format.DateTimeParseException) Text '2026-02-30' could not be parsed: Invalid date 'FEBRUARY 30' (through reference chain: TmAllTimes[\"date\"])",
    );
  });

  test('a record is written as Jackson writes it, JsonFormat included', () => {
    const value = new BeanOutputConverter(TmAllTimes).convert(ISO);
    expect(JsonParser.toJson(value)).toBe(
      '{"date":[2026,3,7],"dateTime":[2026,3,7,10,15,30,500000000],"time":[9,5],"instant":1772878530.123000000,' +
        '"zoned":1772874900.000000000,"offset":1772871300.000000000,"duration":90.500000000,"period":"P1Y2M3D","zone":"UTC",' +
        '"id":"123e4567-e89b-12d3-a456-426614174000","dates":[[2026,1,1]],"stamps":{"a":0.0},"formatted":"07.03.2026","durText":"PT2M"}',
    );
  });
});

class TmCalendar {
  @Tool({ description: 'Days between two dates' })
  between(
    @ToolParam({ description: 'The first day' }) from: LocalDate,
    to: LocalDate,
    @JavaType('List<LocalDate>') holidays: LocalDate[],
    @JavaType('UUID') calendar: string,
    at: Instant,
  ): LocalDate {
    return to.plusDays(holidays.length + (calendar.length > 0 ? 0 : 1) + (at.epochSecond() > 0 ? 0 : 1) + from.until(to).days());
  }
}

describe('tools (MethodToolCallback, JsonSchemaGenerator)', () => {
  test('top-level parameters lose their format as in Spring; list items keep it', () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new TmCalendar()).build().getToolCallbacks();
    const schema = JSON.parse(callback!.getToolDefinition().inputSchema()) as Record<string, unknown>;
    expect(schema['properties']).toEqual({
      from: { type: 'string', description: 'The first day' },
      to: { type: 'string' },
      holidays: { type: 'array', items: { type: 'string', format: 'date' } },
      calendar: { type: 'string' },
      at: { type: 'string' },
    });
    expect(JSON.parse(JsonSchemaGenerator.generateForType(TmAllTimes))['properties']['id']).toEqual({ type: 'string', format: 'uuid' });
  });

  test('arguments are read into js-joda values and the LocalDate result is written as [y,m,d]', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new TmCalendar()).build().getToolCallbacks();
    await expect(
      callback!.call('{"from":"2026-03-01","to":"2026-03-03","holidays":["2026-03-02"],"calendar":"123e4567-e89b-12d3-a456-426614174000","at":"2026-03-07T10:15:30Z"}'),
    ).resolves.toBe('[2026,3,6]');
  });

  test('a bad date goes back to the model with what to send', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new TmCalendar()).build().getToolCallbacks();
    await expect(
      callback!.call('{"from":"tomorrow","to":"2026-02-30","holidays":[],"calendar":"x","at":"2026-03-07T10:15:30Z"}'),
    ).rejects.toThrow(
      "Invalid arguments for tool 'between': 'from' must be an ISO-8601 date such as 2026-03-07 (got string \"tomorrow\": Text 'tomorrow' could not be parsed at index 0); " +
        "'to' must be an ISO-8601 date such as 2026-03-07 (got string \"2026-02-30\": Text '2026-02-30' could not be parsed: Invalid date 'FEBRUARY 30'); " +
        "'calendar' must be a UUID such as 123e4567-e89b-12d3-a456-426614174000 (got string \"x\": UUID has to be represented by standard 36-char representation)",
    );
  });
});

@JavaType()
class TmSchedule {
  constructor(@JavaType('Map<LocalDate, Integer>') private readonly _slots: Map<string, number>) {}
  slots(): Map<string, number> { return this._slots; }
}

class TmBooking {
  @Tool({ description: 'Free slots per day' })
  free(@JavaType('Map<LocalDate, Integer>') slots: Map<string, number>, day: LocalDate): string {
    return `slots: ${slots.get(day.toString()) ?? 'none'} on ${day.toString()}`;
  }
}

describe('maps keyed by a java.time value are keyed by its toString()', () => {
  test('structured output', () => {
    const schedule = new BeanOutputConverter(TmSchedule).convert('{"slots":{"2026-03-07":2,"2026-03-08":0}}');
    expect(schedule.slots().get(LocalDate.of(2026, 3, 7).toString())).toBe(2);
    expect([...schedule.slots().keys()]).toEqual(['2026-03-07', '2026-03-08']);
    expect(() => new BeanOutputConverter(TmSchedule).convert('{"slots":{"next monday":2}}')).toThrow(
      /Cannot deserialize value of type `java\.time\.LocalDate` from String "next monday"/u,
    );
  });

  test('tool arguments', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new TmBooking()).build().getToolCallbacks();
    await expect(callback!.call('{"slots":{"2026-03-07":2},"day":"2026-03-07"}')).resolves.toBe('"slots: 2 on 2026-03-07"');
    await expect(callback!.call('{"slots":{"someday":2},"day":"2026-03-07"}')).rejects.toThrow(
      "'slots.someday (key)' must be an ISO-8601 date such as 2026-03-07",
    );
  });
});

// Spring's BeanOutputConverterTest.TestClassWithDateProperty, a JavaBean with a LocalDate property.
class TmDateBean {
  @JavaType('LocalDate') private someString: LocalDate | undefined;

  getSomeString(): LocalDate | undefined {
    return this.someString;
  }

  setSomeString(someString: LocalDate | undefined): void {
    this.someString = someString;
  }
}

class TmPatternBean {
  @JsonFormat({ pattern: 'dd.MM.yyyy' }) private day: LocalDate | undefined;

  @JavaType('LocalDate')
  getDay(): LocalDate | undefined {
    return this.day;
  }

  setDay(day: LocalDate | undefined): void {
    this.day = day;
  }
}

describe('JavaBeans with java.time properties', () => {
  test('a LocalDate bean property is described as a date and read into a LocalDate (convertClassWithDateType)', () => {
    const converter = new BeanOutputConverter(TmDateBean);
    expect((JSON.parse(converter.getJsonSchema()) as { properties: unknown }).properties).toEqual({ someString: { type: 'string', format: 'date' } });
    const testClass = converter.convert('{ "someString": "2020-01-01" }');
    expect(testClass.getSomeString()!.equals(LocalDate.of(2020, 1, 1))).toBe(true);
  });

  test('@JsonFormat on the field applies to the property', () => {
    const bean = new BeanOutputConverter(TmPatternBean).convert('{ "day": "07.03.2026" }');
    expect(String(bean.getDay())).toBe('2026-03-07');
    expect(() => new BeanOutputConverter(TmPatternBean).convert('{ "day": "2026-03-07" }')).toThrow(
      /Cannot deserialize value of type `java\.time\.LocalDate` from String "2026-03-07": Failed to deserialize java\.time\.LocalDate/u,
    );
  });
});

@JavaType()
class TmMaybe {
  constructor(@JavaType('Optional<LocalDate>') private readonly _day: LocalDate | undefined) {}
  day(): LocalDate | undefined { return this._day; }
}

class TmMaybeTools {
  @Tool({ description: 'Maybe' })
  maybe(@JavaType('Optional<LocalDate>') day: LocalDate | undefined, record: TmMaybe): string {
    return `${String(day)} ${String(record.day())}`;
  }
}

describe('Optional java.time values', () => {
  test('a record component is a nullable string with the format; a top-level tool parameter an object, as in Spring', () => {
    expect((JSON.parse(new BeanOutputConverter(TmMaybe).getJsonSchema()) as { properties: unknown }).properties).toEqual({
      day: { type: ['string', 'null'], format: 'date' },
    });
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new TmMaybeTools()).build().getToolCallbacks();
    expect((JSON.parse(callback!.getToolDefinition().inputSchema()) as { properties: unknown }).properties).toEqual({
      day: { type: 'object' },
      record: { type: 'object', properties: { day: { type: ['string', 'null'], format: 'date' } }, required: ['day'] },
    });
  });

  test('read as the value or null', () => {
    expect(String(new BeanOutputConverter(TmMaybe).convert('{"day":"2026-03-07"}').day())).toBe('2026-03-07');
    expect(new BeanOutputConverter(TmMaybe).convert('{"day":null}').day()).toBeNull();
  });
});

@JavaType()
class TmRange {
  constructor(private readonly _from: LocalDate, private readonly _to: LocalDate) {}
  from(): LocalDate { return this._from; }
  to(): LocalDate { return this._to; }
}

describe('function tools with a record input', () => {
  test('the record\'s dates are described, read and the result written as Spring does', async () => {
    const { FunctionToolCallback } = await import('../../../../src/tool/function/FunctionToolCallback.js');
    const callback = FunctionToolCallback.builder('nights', (range: TmRange) => Period.between(range.from(), range.to()))
      .description('Nights in a range')
      .inputType(TmRange)
      .build();
    expect((JSON.parse(callback.getToolDefinition().inputSchema()) as { properties: unknown }).properties).toEqual({
      from: { type: 'string', format: 'date' },
      to: { type: 'string', format: 'date' },
    });
    await expect(callback.call('{"from":"2026-03-09","to":"2026-03-12"}')).resolves.toBe('"P3D"');
    await expect(callback.call('{"from":"2026-03-09","to":"soon"}')).rejects.toThrow("'to' must be an ISO-8601 date such as 2026-03-07");
  });
});

class TmFormatParamTools {
  @Tool({ description: 'Echo a day' })
  echo(@JsonFormat({ pattern: 'dd.MM.yyyy' }) day: LocalDate): string {
    return `day ${day.toString()}`;
  }
}

describe('@JsonFormat on a tool-method parameter', () => {
  test('has no effect, as Spring AI converts each argument by its type alone', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new TmFormatParamTools()).build().getToolCallbacks();
    await expect(callback!.call('{"day":"2026-03-07"}')).resolves.toBe('"day 2026-03-07"');
    await expect(callback!.call('{"day":"07.03.2026"}')).rejects.toThrow("'day' must be an ISO-8601 date such as 2026-03-07");
  });
});

class TmToolParamTypes {
  @Tool({ description: 'Count days' })
  count(@ToolParam({ type: 'LocalDate' }) start: LocalDate, @ToolParam({ type: 'List<LocalDate>' }) days: LocalDate[]): string {
    return `${start.toString()} +${days.map((day) => day.dayOfMonth()).join(',')}`;
  }
}

describe('@ToolParam({ type }) with java.time', () => {
  test('Java type text for a date and a list of dates', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new TmToolParamTypes()).build().getToolCallbacks();
    expect((JSON.parse(callback!.getToolDefinition().inputSchema()) as { properties: unknown }).properties).toEqual({
      start: { type: 'string' },
      days: { type: 'array', items: { type: 'string', format: 'date' } },
    });
    await expect(callback!.call('{"start":"2026-03-07","days":["2026-03-08","2026-03-09"]}')).resolves.toBe('"2026-03-07 +8,9"');
  });
});
