import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { MiniMaxRequestInspector, MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { SupportService, startApplication } from './rule44-injection.js';

describe('rule 44: a translated Spring Boot service', () => {
  const simulator = new MiniMaxSimulator();

  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());

  test('runs as in Java: configuration from application.yml and the environment, injected builder, memory and customizer', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'rule44-'));
    writeFileSync(path.join(cwd, 'application.yml'), [
      'spring.ai.minimax:',
      `  base-url: ${simulator.getBaseUrl()}`,
      '  chat.options.model: abab6.5s-chat',
      'app.support.signature: ACME support',
    ].join('\n'));
    simulator.enqueue(MiniMaxScenarios.text('Restart the router.'), MiniMaxScenarios.text('You are welcome.'));

    const container = startApplication({ SPRING_AI_MINIMAX_API_KEY: 'simulator-key' }, cwd);
    const service = container.resolve(SupportService);

    expect(await service.answer('c1', 'My internet is down.')).toBe('Restart the router. -- ACME support');
    expect(await service.answer('c1', 'Thanks!')).toBe('You are welcome. -- ACME support');
    const [, second] = simulator.requests();
    const messages = MiniMaxRequestInspector.messages(second!.body);
    expect(messages.map((m) => m['role'])).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0]!['content']).toBe('Be polite.');
    expect(MiniMaxRequestInspector.field(second!.body, 'model')).toBe('abab6.5s-chat');
  });
});
