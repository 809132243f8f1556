/* spring-ai-ts, Apache-2.0. Examples: picks the chat model an example runs against (OpenAI, MiniMax or the embedded simulator). */
import type { ChatModel } from '../../src/chat/model/ChatModel.js';
import { MiniMaxApi, MiniMaxApiConstants, MiniMaxChatModel, MiniMaxChatOptions } from '../../src/model/minimax/index.js';
import { OpenAiApi, OpenAiApiConstants, OpenAiChatModel, OpenAiChatOptions } from '../../src/model/openai/index.js';
import { MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';

/** The model name the examples send to the simulator (any non-empty name is accepted there). */
export const SIMULATED_MODEL = 'MiniMax-M2';

/** The OpenAI model the examples use without `OPENAI_MODEL`. */
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

/** The chat model an example runs against, with a one-line description and a way to release it. */
export interface ExampleBackend {
  /** The chat model: OpenAI's, MiniMax's, or MiniMax's pointed at the simulator. */
  readonly chatModel: ChatModel;
  /** `Backend: …`, the first line every example prints. */
  readonly description: string;
  /** The embedded simulator when no API key is set, else `undefined`. */
  readonly simulator: MiniMaxSimulator | undefined;
  /** Stops the simulator, if one was started. */
  close(): Promise<void>;
}

/**
 * A `MiniMaxChatModel` talking to a started simulator through Spring's native endpoint
 * (`/v1/text/chatcompletion_v2`), exactly as it would talk to the real service.
 */
export function simulatorChatModel(simulator: MiniMaxSimulator, model: string = SIMULATED_MODEL): MiniMaxChatModel {
  const api = new MiniMaxApi({ baseUrl: simulator.getBaseUrl(), apiKey: 'simulator-key' });
  return new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model(model).temperature(0.7).build());
}

/**
 * With `OPENAI_API_KEY` set: an `OpenAiChatModel` (`OPENAI_BASE_URL` for an OpenAI-compatible
 * server, `OPENAI_MODEL`, default {@link OPENAI_DEFAULT_MODEL}). Else with `MINIMAX_API_KEY` set:
 * `MiniMaxChatModel.fromEnv(env)` (MINIMAX_BASE_URL, MINIMAX_MODEL). Else: starts an embedded
 * {@link MiniMaxSimulator}, lets `script` queue the scripted answers, and points a
 * `MiniMaxChatModel` at it.
 */
export async function openBackend(
  script: (simulator: MiniMaxSimulator) => void,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<ExampleBackend> {
  const openAiKey = env['OPENAI_API_KEY']?.trim();
  if (openAiKey) {
    const baseUrl = env['OPENAI_BASE_URL']?.trim().replace(/\/v1\/?$/, '') || OpenAiApiConstants.DEFAULT_BASE_URL;
    const model = env['OPENAI_MODEL']?.trim() || OPENAI_DEFAULT_MODEL;
    const openAiApi = OpenAiApi.builder().baseUrl(baseUrl).apiKey(openAiKey).build();
    return {
      chatModel: OpenAiChatModel.builder().openAiApi(openAiApi).defaultOptions(OpenAiChatOptions.builder().model(model).temperature(0.7).build()).build(),
      description: `Backend: OpenAI API at ${baseUrl}, model ${model} (OPENAI_API_KEY is set)`,
      simulator: undefined,
      close: async () => {},
    };
  }
  if (env['MINIMAX_API_KEY']?.trim()) {
    const chatModel = MiniMaxChatModel.fromEnv(env);
    const baseUrl = env['MINIMAX_BASE_URL']?.trim() || MiniMaxApiConstants.DEFAULT_BASE_URL;
    const model = env['MINIMAX_MODEL']?.trim() || MiniMaxApi.DEFAULT_CHAT_MODEL;
    return {
      chatModel,
      description: `Backend: MiniMax API at ${baseUrl}, model ${model} (MINIMAX_API_KEY is set)`,
      simulator: undefined,
      close: async () => {},
    };
  }
  const simulator = new MiniMaxSimulator();
  await simulator.start();
  script(simulator);
  return {
    chatModel: simulatorChatModel(simulator),
    description: 'Backend: embedded simulator (neither OPENAI_API_KEY nor MINIMAX_API_KEY is set)',
    simulator,
    close: () => simulator.stop(),
  };
}

/**
 * Runs an example's `main`: prints the backend line, runs `body`, stops the simulator, and sets a
 * non-zero exit code with a clear message when anything fails.
 */
export async function runMain(
  name: string,
  script: (simulator: MiniMaxSimulator) => void,
  body: (backend: ExampleBackend) => Promise<unknown>,
): Promise<void> {
  let backend: ExampleBackend | undefined;
  try {
    backend = await openBackend(script);
    console.log(backend.description);
    await body(backend);
  } catch (error) {
    process.exitCode = 1;
    console.error(`${name} failed: ${describeError(error)}`);
  } finally {
    await backend?.close();
  }
}

/** The message of an error and of its causes, one per line. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    parts.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join('\n  caused by ');
}
