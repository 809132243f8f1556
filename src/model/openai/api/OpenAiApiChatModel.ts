/* Ported from Spring AI OpenAiApi.ChatModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonEnum } from './internal/JsonEnum.js';

/**
 * The OpenAI chat models Spring AI 1.1.8 names (`OpenAiApi.ChatModel`); `getName()` and `getValue()` give the model id.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatModel.html
 * @category Models/OpenAI
 */
export class OpenAiApiChatModel extends JsonEnum {
  /** `o4-mini`. */
  static readonly O4_MINI = new OpenAiApiChatModel('O4_MINI', 0, 'o4-mini');
  /** `o3`. */
  static readonly O3 = new OpenAiApiChatModel('O3', 1, 'o3');
  /** `o3-mini`. */
  static readonly O3_MINI = new OpenAiApiChatModel('O3_MINI', 2, 'o3-mini');
  /** `o1`. */
  static readonly O1 = new OpenAiApiChatModel('O1', 3, 'o1');
  /** `o1-mini`. */
  static readonly O1_MINI = new OpenAiApiChatModel('O1_MINI', 4, 'o1-mini');
  /** `o1-pro`. */
  static readonly O1_PRO = new OpenAiApiChatModel('O1_PRO', 5, 'o1-pro');
  /** `gpt-4.1`. */
  static readonly GPT_4_1 = new OpenAiApiChatModel('GPT_4_1', 6, 'gpt-4.1');
  /** `gpt-5`. */
  static readonly GPT_5 = new OpenAiApiChatModel('GPT_5', 7, 'gpt-5');
  /** `gpt-5-mini`. */
  static readonly GPT_5_MINI = new OpenAiApiChatModel('GPT_5_MINI', 8, 'gpt-5-mini');
  /** `gpt-5-nano`. */
  static readonly GPT_5_NANO = new OpenAiApiChatModel('GPT_5_NANO', 9, 'gpt-5-nano');
  /** `gpt-5-chat-latest`. */
  static readonly GPT_5_CHAT_LATEST = new OpenAiApiChatModel('GPT_5_CHAT_LATEST', 10, 'gpt-5-chat-latest');
  /** `gpt-4o`. */
  static readonly GPT_4_O = new OpenAiApiChatModel('GPT_4_O', 11, 'gpt-4o');
  /** `chatgpt-4o-latest`. */
  static readonly CHATGPT_4_O_LATEST = new OpenAiApiChatModel('CHATGPT_4_O_LATEST', 12, 'chatgpt-4o-latest');
  /** `gpt-4o-audio-preview`. */
  static readonly GPT_4_O_AUDIO_PREVIEW = new OpenAiApiChatModel('GPT_4_O_AUDIO_PREVIEW', 13, 'gpt-4o-audio-preview');
  /** `gpt-audio-1.5`. */
  static readonly GPT_AUDIO_1_5 = new OpenAiApiChatModel('GPT_AUDIO_1_5', 14, 'gpt-audio-1.5');
  /** `gpt-4.1-mini`. */
  static readonly GPT_4_1_MINI = new OpenAiApiChatModel('GPT_4_1_MINI', 15, 'gpt-4.1-mini');
  /** `gpt-4.1-nano`. */
  static readonly GPT_4_1_NANO = new OpenAiApiChatModel('GPT_4_1_NANO', 16, 'gpt-4.1-nano');
  /** `gpt-4o-mini`. */
  static readonly GPT_4_O_MINI = new OpenAiApiChatModel('GPT_4_O_MINI', 17, 'gpt-4o-mini');
  /** `gpt-4o-mini-audio-preview`. */
  static readonly GPT_4_O_MINI_AUDIO_PREVIEW = new OpenAiApiChatModel('GPT_4_O_MINI_AUDIO_PREVIEW', 18, 'gpt-4o-mini-audio-preview');
  /** `gpt-audio-mini`. */
  static readonly GPT_AUDIO_MINI = new OpenAiApiChatModel('GPT_AUDIO_MINI', 19, 'gpt-audio-mini');
  /** `gpt-4o-realtime-preview`. */
  static readonly GPT_4O_REALTIME_PREVIEW = new OpenAiApiChatModel('GPT_4O_REALTIME_PREVIEW', 20, 'gpt-4o-realtime-preview');
  /** `gpt-realtime-1.5`. */
  static readonly GPT_REALTIME_1_5 = new OpenAiApiChatModel('GPT_REALTIME_1_5', 21, 'gpt-realtime-1.5');
  /** `gpt-4o-mini-realtime-preview`. */
  static readonly GPT_4O_MINI_REALTIME_PREVIEW = new OpenAiApiChatModel('GPT_4O_MINI_REALTIME_PREVIEW', 22, 'gpt-4o-mini-realtime-preview');
  /** `gpt-realtime-mini`. */
  static readonly GPT_REALTIME_MINI = new OpenAiApiChatModel('GPT_REALTIME_MINI', 23, 'gpt-realtime-mini');
  /** `gpt-4-turbo`. */
  static readonly GPT_4_TURBO = new OpenAiApiChatModel('GPT_4_TURBO', 24, 'gpt-4-turbo');
  /** `gpt-4`. */
  static readonly GPT_4 = new OpenAiApiChatModel('GPT_4', 25, 'gpt-4');
  /** `gpt-3.5-turbo`. */
  static readonly GPT_3_5_TURBO = new OpenAiApiChatModel('GPT_3_5_TURBO', 26, 'gpt-3.5-turbo');
  /** `gpt-3.5-turbo-instruct`. */
  static readonly GPT_3_5_TURBO_INSTRUCT = new OpenAiApiChatModel('GPT_3_5_TURBO_INSTRUCT', 27, 'gpt-3.5-turbo-instruct');
  /** `gpt-4o-search-preview`. */
  static readonly GPT_4_O_SEARCH_PREVIEW = new OpenAiApiChatModel('GPT_4_O_SEARCH_PREVIEW', 28, 'gpt-4o-search-preview');
  /** `gpt-4o-mini-search-preview`. */
  static readonly GPT_4_O_MINI_SEARCH_PREVIEW = new OpenAiApiChatModel('GPT_4_O_MINI_SEARCH_PREVIEW', 29, 'gpt-4o-mini-search-preview');

  /** The value (Java's `value` field). */
  get value(): string {
    return this.toJSON();
  }

  /** The value. */
  getValue(): string {
    return this.toJSON();
  }

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): OpenAiApiChatModel {
    return OpenAiApiChatModel.constantNamed('ChatModel', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): OpenAiApiChatModel | undefined {
    return OpenAiApiChatModel.constantWithValue(value);
  }

  /** The model id (`ChatModelDescription.getName()`). */
  getName(): string {
    return this.toJSON();
  }
}
