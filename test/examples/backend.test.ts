import { Prompt } from '../../src/chat/prompt/Prompt.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { openBackend, runMain } from '../../examples/shared/backend.js';

describe('example backends (real MiniMax with MINIMAX_API_KEY, else the embedded simulator)', () => {
  test('without a key: an embedded simulator, scripted, and stopped by close()', async () => {
    const script = jest.fn((simulator: MiniMaxSimulator) => simulator.enqueue(MiniMaxScenarios.text('scripted')));

    const backend = await openBackend(script, { MINIMAX_API_KEY: '  ' });

    try {
      expect(backend.description).toBe('Backend: embedded MiniMax simulator (no MINIMAX_API_KEY set)');
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

      expect(backend.description).toBe(`Backend: MiniMax API at ${baseUrl}, model MiniMax-M2.5`);
      expect(backend.simulator).toBeUndefined();
      expect(script).not.toHaveBeenCalled();
      expect(response.getResult()?.getOutput().getText()).toBe('from the service');
      expect(service.lastRequest()).toMatchObject({ path: '/v1/text/chatcompletion_v2', body: { model: 'MiniMax-M2.5' } });
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
    delete process.env['MINIMAX_API_KEY'];
    let simulator: MiniMaxSimulator | undefined;
    try {
      await runMain('probe', (s) => (simulator = s), async () => {
        throw new Error('outer', { cause: new Error('inner') });
      });

      expect(log.mock.calls[0]).toEqual(['Backend: embedded MiniMax simulator (no MINIMAX_API_KEY set)']);
      expect(error).toHaveBeenCalledWith('probe failed: Error: outer\n  caused by Error: inner');
      expect(process.exitCode).toBe(1);
      expect(() => simulator!.getBaseUrl()).toThrow('The MiniMax simulator is not started');
    } finally {
      process.exitCode = previous;
      if (key !== undefined) process.env['MINIMAX_API_KEY'] = key;
      log.mockRestore();
      error.mockRestore();
    }
  });
});
