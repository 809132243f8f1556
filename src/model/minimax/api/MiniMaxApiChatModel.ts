/* Ported from Spring AI MiniMaxApi.ChatModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonValuedEnum } from './internal/JsonValuedEnum.js';

/**
 * The MiniMax chat model names Spring AI 1.1.8 knows; Java's `MiniMaxApi.ChatModel` (current models such as `MiniMax-M2.7` are passed as plain strings).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatModel.html
 * @category Models/MiniMax
 */
export class MiniMaxApiChatModel extends JsonValuedEnum {
  /** `minimax-text-01`. */
  static readonly MINIMAX_TEXT_01 = new MiniMaxApiChatModel('MINIMAX_TEXT_01', 0, 'minimax-text-01');
  /** `abab7-chat-preview`. */
  static readonly ABAB_7_Chat_Preview = new MiniMaxApiChatModel('ABAB_7_Chat_Preview', 1, 'abab7-chat-preview');
  /** `abab6.5-chat`. */
  static readonly ABAB_6_5_Chat = new MiniMaxApiChatModel('ABAB_6_5_Chat', 2, 'abab6.5-chat');
  /** `abab6.5s-chat`. */
  static readonly ABAB_6_5_S_Chat = new MiniMaxApiChatModel('ABAB_6_5_S_Chat', 3, 'abab6.5s-chat');
  /** `abab6.5t-chat`. */
  static readonly ABAB_6_5_T_Chat = new MiniMaxApiChatModel('ABAB_6_5_T_Chat', 4, 'abab6.5t-chat');
  /** `abab6.5g-chat`. */
  static readonly ABAB_6_5_G_Chat = new MiniMaxApiChatModel('ABAB_6_5_G_Chat', 5, 'abab6.5g-chat');
  /** `abab5.5-chat`. */
  static readonly ABAB_5_5_Chat = new MiniMaxApiChatModel('ABAB_5_5_Chat', 6, 'abab5.5-chat');
  /** `abab5.5s-chat`. */
  static readonly ABAB_5_5_S_Chat = new MiniMaxApiChatModel('ABAB_5_5_S_Chat', 7, 'abab5.5s-chat');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): MiniMaxApiChatModel {
    return MiniMaxApiChatModel.constantNamed('ChatModel', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): MiniMaxApiChatModel | undefined {
    return MiniMaxApiChatModel.constantWithValue(value);
  }

  /** The model name (Java's `ChatModelDescription.getName()`). */
  getName(): string {
    return this.getValue();
  }
}
