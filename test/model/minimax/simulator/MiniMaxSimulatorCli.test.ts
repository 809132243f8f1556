import { MiniMaxSimulatorCli } from '../../../../src/model/minimax/simulator/MiniMaxSimulatorCli.js';
import { AUTH, chatBody, OPENAI, post } from './support.js';

describe('MiniMaxSimulatorCli', () => {
  test('parses port, host, keys, strict and seed from arguments, port and host also from the environment', () => {
    expect(MiniMaxSimulatorCli.parseArgs([], {})).toEqual({ help: false, options: {} });
    expect(MiniMaxSimulatorCli.parseArgs([], { MINIMAX_SIMULATOR_PORT: '8765', MINIMAX_SIMULATOR_HOST: '0.0.0.0' })).toEqual({
      help: false,
      options: { port: 8765, host: '0.0.0.0' },
    });
    expect(
      MiniMaxSimulatorCli.parseArgs(['-p', '9000', '--host=::1', '--api-key', 'a', '--api-key=b', '--strict', '--seed', '3'], {
        MINIMAX_SIMULATOR_PORT: '8765',
      }),
    ).toEqual({ help: false, options: { port: 9000, host: '::1', apiKeys: ['a', 'b'], strict: true, seed: 3 } });
    expect(MiniMaxSimulatorCli.parseArgs(['--help'], {})).toEqual({ help: true });
  });

  test('rejects unknown arguments, missing values and bad numbers', () => {
    expect(() => MiniMaxSimulatorCli.parseArgs(['--nope'], {})).toThrow('unknown argument: --nope');
    expect(() => MiniMaxSimulatorCli.parseArgs(['--port'], {})).toThrow('--port needs a value');
    expect(() => MiniMaxSimulatorCli.parseArgs(['--port', 'x'], {})).toThrow('--port must be a non-negative integer, got x');
    expect(() => MiniMaxSimulatorCli.parseArgs([], { MINIMAX_SIMULATOR_PORT: '-1' })).toThrow(
      'MINIMAX_SIMULATOR_PORT must be a non-negative integer, got -1',
    );
  });

  test('run starts a simulator, prints the base URL, and #preset in a user message picks that preset', async () => {
    const lines: string[] = [];
    const simulator = await MiniMaxSimulatorCli.run({}, (line) => lines.push(line));
    try {
      expect(lines[0]).toBe(`MiniMax simulator listening on ${simulator.getBaseUrl()}`);
      expect(lines.join('\n')).toContain(`${simulator.getBaseUrl()}/v1/text/chatcompletion_v2`);
      const tool = await (await post(simulator, OPENAI, chatBody({}, 'please #tool-single'))).json();
      expect(tool.choices[0].finish_reason).toBe('tool_calls');
      const echo = await (await post(simulator, OPENAI, chatBody({}, 'no tag here'), AUTH)).json();
      expect(echo.choices[0].message.content).toBe('Echo: no tag here');
      const afterTool = await (
        await post(simulator, OPENAI, {
          model: 'm',
          messages: [
            { role: 'user', content: '#tool-single' },
            tool.choices[0].message,
            { role: 'tool', tool_call_id: tool.choices[0].message.tool_calls[0].id, content: 'sunny' },
          ],
        })
      ).json();
      expect(afterTool.choices[0].message.content).toBe('Here is what the tools returned: sunny');
    } finally {
      await simulator.stop();
    }
  });

  test('usage names every option', () => {
    for (const flag of ['--port', '--host', '--api-key', '--strict', '--seed', '--help']) {
      expect(MiniMaxSimulatorCli.usage()).toContain(flag);
    }
  });
});
