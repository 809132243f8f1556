// Translated Java data classes and a tool by rule 40: @JavaType where TypeScript erases Java's type
// (record components, bean fields, tool parameters and a tool's return). Must compile under `strict`;
// test/compat/rule40-java-types.test.ts runs them.
import { JavaType } from '../../src/java/reflect/JavaType.js';
import { JsonAlias, JsonClassDescription, JsonIgnore, JsonProperty, JsonPropertyDescription, JsonPropertyOrder } from '../../src/java/jackson/annotation/index.js';
import { Schema } from '../../src/java/swagger/Schema.js';
import { Tool } from '../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../src/tool/annotation/ToolParam.js';

/** Java: `record R40Room(String name, int beds) {}`. */
export class R40Room {
  constructor(private readonly _name: string, @JavaType('int') private readonly _beds: number) {}
  name(): string { return this._name; }
  beds(): number { return this._beds; }
}

/** Java: `record R40Address(String street) {}` (no member needs a type: the class carries @JavaType()). */
@JavaType()
export class R40Address {
  constructor(private readonly _street: string) {}
  street(): string { return this._street; }
}

/** Java: `record R40Hotel(long id, Optional<String> note, Map<String, Integer> stock, R40Address address, List<R40Room> rooms, Set<String> tags, double[] scores) {}`. */
export class R40Hotel {
  constructor(
    @JavaType('long') private readonly _id: number,
    @JavaType('Optional<String>') private readonly _note: string | undefined,
    @JavaType('Map<String, Integer>') private readonly _stock: Map<string, number>,
    private readonly _address: R40Address,
    @JavaType('List<R40Room>') private readonly _rooms: R40Room[],
    @JavaType('Set<String>') private readonly _tags: Set<string>,
    @JavaType('double[]') private readonly _scores: number[],
  ) {}
  id(): number { return this._id; }
  note(): string | undefined { return this._note; }
  stock(): Map<string, number> { return this._stock; }
  address(): R40Address { return this._address; }
  rooms(): R40Room[] { return this._rooms; }
  tags(): Set<string> { return this._tags; }
  scores(): number[] { return this._scores; }
}

/** Java: a bean with `private Integer count;`, `getCount()` and `setCount(Integer)`. */
export class R40Counter {
  @JavaType('Integer') private count: number | undefined;
  getCount(): number | undefined { return this.count; }
  setCount(count: number | undefined): void { this.count = count; }
}

/** Java: `@Tool double price(@ToolParam(description = "Nights") int nights, List<R40Room> rooms, BigDecimal rate)`. */
export class R40Tools {
  @Tool({ description: 'Price' })
  @JavaType('double')
  price(
    @ToolParam({ description: 'Nights' }) @JavaType('int') nights: number,
    @JavaType('List<R40Room>') rooms: R40Room[],
    @ToolParam({ type: 'BigDecimal' }) rate: number,
  ): number {
    return nights * rooms.length * rate;
  }
}

/**
 * Java: `@JsonClassDescription("A review") @JsonPropertyOrder({"film_title"}) record R40Review(
 * @JsonProperty(value = "film_title", required = true) @JsonPropertyDescription("Title") String title,
 * @JsonAlias({"stars"}) int score, @JsonIgnore String note) {}`.
 */
@JsonClassDescription('A review')
@JsonPropertyOrder(['film_title'])
export class R40Review {
  constructor(
    @JsonProperty({ value: 'film_title', required: true }) @JsonPropertyDescription('Title') private readonly _title: string,
    @JsonAlias(['stars']) @JavaType('int') private readonly _score: number,
    @JsonIgnore() private readonly _note: string,
  ) {}
  title(): string { return this._title; }
  score(): number { return this._score; }
  note(): string { return this._note; }
}

/** Java: `@Tool String rate(R40Review review, @Schema(description = "Code", requiredMode = Schema.RequiredMode.NOT_REQUIRED) String code)`. */
export class R40ReviewTools {
  @Tool({ description: 'Rate' })
  rate(review: R40Review, @Schema({ description: 'Code', requiredMode: 'NOT_REQUIRED' }) code: string): string {
    return `${review.title()}:${review.score()}:${code}`;
  }
}
