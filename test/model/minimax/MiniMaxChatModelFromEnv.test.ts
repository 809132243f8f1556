/* spring-ai-ts, Apache-2.0. Own tests: MiniMaxChatModel.fromEnv defaults to the current host and model and says which it used. */
import type { MiniMaxChatModel as MiniMaxChatModelType } from '../../../src/model/minimax/MiniMaxChatModel.js';

const KEY = 'sk-test-fromenv-secret';

/** Loads the model class with INFO logging on (the logger level is read when the module loads). */
function loadWithInfoLogging(): typeof MiniMaxChatModelType {
  const previous = process.env['SPRING_AI_TS_LOG'];
  process.env['SPRING_AI_TS_LOG'] = 'info';
  try {
    let loaded: typeof MiniMaxChatModelType | undefined;
    jest.isolateModules(() => {
      loaded = (jest.requireActual('../../../src/model/minimax/MiniMaxChatModel.js') as { MiniMaxChatModel: typeof MiniMaxChatModelType })
        .MiniMaxChatModel;
    });
    return loaded!;
  } finally {
    if (previous === undefined) delete process.env['SPRING_AI_TS_LOG'];
    else process.env['SPRING_AI_TS_LOG'] = previous;
  }
}

describe('MiniMaxChatModel.fromEnv (spring-ai-ts)', () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => info.mockRestore());

  test('with only a key: the current international host and model, logged at INFO without the key', () => {
    const MiniMaxChatModel = loadWithInfoLogging();
    const chatModel = MiniMaxChatModel.fromEnv({ MINIMAX_API_KEY: KEY });
    expect(MiniMaxChatModel.FROM_ENV_BASE_URL).toBe('https://api.minimax.io');
    expect(MiniMaxChatModel.FROM_ENV_MODEL).toBe('MiniMax-M2.7');
    expect(chatModel.getDefaultOptions().getModel()).toBe('MiniMax-M2.7');
    expect(chatModel.getDefaultOptions().getTemperature()).toBe(0.7);
    const lines = info.mock.calls.map((call) => String(call[0]));
    expect(lines).toEqual([
      'INFO MiniMaxChatModel - MiniMaxChatModel.fromEnv: host https://api.minimax.io (default; set MINIMAX_BASE_URL to change), ' +
        'model MiniMax-M2.7 (default; set MINIMAX_MODEL to change)',
    ]);
    expect(lines.join('\n')).not.toContain(KEY);
  });

  test('the environment\'s host and model win, and the log says where they came from', () => {
    const MiniMaxChatModel = loadWithInfoLogging();
    const chatModel = MiniMaxChatModel.fromEnv({ MINIMAX_API_KEY: KEY, MINIMAX_BASE_URL: 'https://api.minimaxi.com', MINIMAX_MODEL: 'MiniMax-M3' });
    expect(chatModel.getDefaultOptions().getModel()).toBe('MiniMax-M3');
    expect(String(info.mock.calls[0]?.[0])).toContain('host https://api.minimaxi.com (MINIMAX_BASE_URL), model MiniMax-M3 (MINIMAX_MODEL)');
  });
});
