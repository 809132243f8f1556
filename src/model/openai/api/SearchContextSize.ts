/* Ported from Spring AI OpenAiApi.ChatCompletionRequest.WebSearchOptions.SearchContextSize (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonEnum } from './internal/JsonEnum.js';

/**
 * How much context web search gathers (`WebSearchOptions.SearchContextSize`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionRequest.WebSearchOptions.SearchContextSize.html
 * @category Models/OpenAI
 */
export class SearchContextSize extends JsonEnum {
  /** `low`. */
  static readonly LOW = new SearchContextSize('LOW', 0, 'low');
  /** `medium`. */
  static readonly MEDIUM = new SearchContextSize('MEDIUM', 1, 'medium');
  /** `high`. */
  static readonly HIGH = new SearchContextSize('HIGH', 2, 'high');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): SearchContextSize {
    return SearchContextSize.constantNamed('SearchContextSize', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): SearchContextSize | undefined {
    return SearchContextSize.constantWithValue(value);
  }
}
