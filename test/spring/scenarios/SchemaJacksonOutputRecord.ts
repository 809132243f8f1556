import {
  ChatClient,
  JavaType,
  JsonClassDescription,
  JsonIgnore,
  JsonProperty,
  JsonPropertyDescription,
  JsonPropertyOrder,
} from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

@JsonClassDescription('The person who wrote a review')
class Critic {
  constructor(@JsonProperty('full_name') private readonly _name: string, private readonly _outlet: string) {}
  name(): string { return this._name; }
  outlet(): string { return this._outlet; }
}

@JsonClassDescription('A film review')
@JsonPropertyOrder(['score', 'film_title'])
class Review {
  constructor(
    private readonly _summary: string,
    @JsonProperty({ value: 'film_title', required: true }) @JsonPropertyDescription("The film's title") private readonly _title: string,
    @JsonPropertyDescription('Score from 1 to 10') @JavaType('int') private readonly _score: number,
    @JsonIgnore() private readonly _internalNote: string | null,
    private readonly _critic: Critic,
  ) {}
  summary(): string { return this._summary; }
  title(): string { return this._title; }
  score(): number { return this._score; }
  internalNote(): string | null { return this._internalNote; }
  critic(): Critic { return this._critic; }
}

/**
 * call().entity(...) of a record using Jackson's annotations: @JsonProperty renames (one with
 * required), @JsonPropertyDescription, @JsonClassDescription on the record and on a nested record,
 * @JsonPropertyOrder and @JsonIgnore: the schema in the format instructions and the record read
 * under the JSON names.
 */
export default scenario({
  script: [{
    text: '{"score": 9, "film_title": "Casablanca", "summary": "Timeless.", "internalNote": "drop me", ' +
      '"critic": {"full_name": "Pauline Kael", "outlet": "The New Yorker"}}',
  }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const review = (await chatClient.prompt().user('Review a classic film.').call().entity(Review))!;

    context.outcome.put('title', review.title());
    context.outcome.put('score', review.score());
    context.outcome.put('summary', review.summary());
    context.outcome.put('internalNote', String(review.internalNote()));
    context.outcome.put('criticName', review.critic().name());
    context.outcome.put('criticOutlet', review.critic().outlet());
    context.outcome.put('criticIsRecord', review.critic() instanceof Critic);
  },
});
