import { Prompt } from '../../src/chat/prompt/Prompt.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { openBackend, runMain } from '../../examples/shared/backend.js';

describe('example backends (OpenAI with OPENAI_API_KEY, real MiniMax with MINIMAX_API_KEY, else the embedded simulator)', () => {
  test('without a key: an embedded simulator, scripted, and stopped by close()', async () => {
    const script = jest.fn((simulator: MiniMaxSimulator) => simulator.enqueue(MiniMaxScenarios.text('scripted')));

    const backend = await openBackend(script, { MINIMAX_API_KEY: '  ' });

    try {
      expect(backend.description).toBe('Backend: embedded simulator (neither OPENAI_API_KEY nor MINIMAX_API_KEY is set)');
      expect(script).toHaveBeenCalledWith(backend.simulator);
      const response = await backend.chatModel.call(new Prompt('hi'));
      expect(response.getResult()?.getOutput().getText()).toBe('scripted');
    } finally {
      await backend.close();
    }
    expect(() => backend.simulator!.getBaseUrl()).toThrow('The MiniMax simulator is not started');
  });

  test('with a key: MiniMaxChatModel.fromEnv against MINIMAX_BASE_URL with MINIMAX_MODEL, nothing scripted', async () => {
    const service = new MiniMaxSimulator({ apiKeys: ['secret-key'] });
    const { baseUrl } = await service.start();
    try {
      service.enqueue(MiniMaxScenarios.text('from the service'));
      const script = jest.fn();

      const backend = await openBackend(script, { MINIMAX_API_KEY: 'secret-key', MINIMAX_BASE_URL: baseUrl, MINIMAX_MODEL: 'MiniMax-M2.5' });
      const response = await backend.chatModel.call(new Prompt('hi'));

      expect(backend.description).toBe(`Backend: MiniMax API at ${baseUrl}, model MiniMax-M2.5 (MINIMAX_API_KEY is set)`);
      expect(backend.simulator).toBeUndefined();
      expect(script).not.toHaveBeenCalled();
      expect(response.getResult()?.getOutput().getText()).toBe('from the service');
      expect(service.lastRequest()).toMatchObject({ path: '/v1/text/chatcompletion_v2', body: { model: 'MiniMax-M2.5' } });
      await backend.close();
    } finally {
      await service.stop();
    }
  });

  test('with OPENAI_API_KEY: an OpenAiChatModel against OPENAI_BASE_URL (a /v1 suffix allowed) with OPENAI_MODEL, ahead of MiniMax', async () => {
    const service = new MiniMaxSimulator({ api: 'openai' });
    const { baseUrl } = await service.start();
    try {
      service.enqueue(MiniMaxScenarios.text('from OpenAI'));
      const script = jest.fn();

      const backend = await openBackend(script, { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${baseUrl}/v1`, OPENAI_MODEL: 'gpt-4.1-mini', MINIMAX_API_KEY: 'ignored' });
      const response = await backend.chatModel.call(new Prompt('hi'));

      expect(backend.description).toBe(`Backend: OpenAI API at ${baseUrl}, model gpt-4.1-mini (OPENAI_API_KEY is set)`);
      expect(backend.simulator).toBeUndefined();
      expect(script).not.toHaveBeenCalled();
      expect(response.getResult()?.getOutput().getText()).toBe('from OpenAI');
      expect(service.lastRequest()).toMatchObject({ path: '/v1/chat/completions', body: { model: 'gpt-4.1-mini', temperature: 0.7 } });
      await backend.close();
    } finally {
      await service.stop();
    }
  });

  test('runMain prints the backend first, reports a failure with its causes and sets a non-zero exit code', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const previous = process.exitCode;
    const key = process.env['MINIMAX_API_KEY'];
    const openAiKey = process.env['OPENAI_API_KEY'];
    delete process.env['MINIMAX_API_KEY'];
    delete process.env['OPENAI_API_KEY'];
    let simulator: MiniMaxSimulator | undefined;
    try {
      await runMain('probe', (s) => (simulator = s), async () => {
        throw new Error('outer', { cause: new Error('inner') });
      });

      expect(log.mock.calls[0]).toEqual(['Backend: embedded simulator (neither OPENAI_API_KEY nor MINIMAX_API_KEY is set)']);
      expect(error).toHaveBeenCalledWith('probe failed: Error: outer\n  caused by Error: inner');
      expect(process.exitCode).toBe(1);
      expect(() => simulator!.getBaseUrl()).toThrow('The MiniMax simulator is not started');
    } finally {
      process.exitCode = previous;
      if (key !== undefined) process.env['MINIMAX_API_KEY'] = key;
      if (openAiKey !== undefined) process.env['OPENAI_API_KEY'] = openAiKey;
      log.mockRestore();
      error.mockRestore();
    }
  });
});
