/* Ported from Spring AI MiniMaxApiConstants (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AiProvider } from '../../../observation/conventions/AiProvider.js';

/**
 * Constants of the MiniMax client.
 *
 * @remarks
 * `DEFAULT_BASE_URL` is Spring's legacy host `https://api.minimax.chat`. Current keys belong to
 * `https://api.minimax.io` (international) or `https://api.minimaxi.com` (mainland China); a
 * key used against the wrong host fails with 1004 or 2049. Pass the right host to `MiniMaxApi`
 * or set `MINIMAX_BASE_URL` for `MiniMaxChatModel.fromEnv()`. The two extra constants name them.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApiConstants.html
 * @category Models/MiniMax
 */
export abstract class MiniMaxApiConstants {
  /** Spring's default base URL (the legacy host). */
  static readonly DEFAULT_BASE_URL = 'https://api.minimax.chat';
  /** The `type` of function tool calls. */
  static readonly TOOL_CALL_FUNCTION_TYPE = 'function';
  /** The provider name in observations (`minimax`). */
  static readonly PROVIDER_NAME: string = AiProvider.MINIMAX.value();
  /** The current international host (an addition). */
  static readonly INTERNATIONAL_BASE_URL = 'https://api.minimax.io';
  /** The current mainland-China host (an addition). */
  static readonly CHINA_BASE_URL = 'https://api.minimaxi.com';
  /** Spring's native chat completion path (the default). */
  static readonly CHAT_COMPLETION_V2_PATH = '/v1/text/chatcompletion_v2';
  /** The OpenAI-compatible chat completion path. */
  static readonly OPENAI_COMPATIBLE_PATH = '/v1/chat/completions';
}
