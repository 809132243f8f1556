import * as http from 'node:http';
import { IllegalStateException } from '../../../../src/java/core/IllegalStateException.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../../../src/model/minimax/simulator/index.js';
import { AUTH, chatBody, type Json, KEY, OPENAI, post, readEvents, untilRecorded, V2 } from './support.js';

describe('MiniMaxSimulator lifecycle', () => {
  test('starts on an ephemeral 127.0.0.1 port and reports both base URLs', async () => {
    const simulator = new MiniMaxSimulator();
    const address = await simulator.start();
    try {
      expect(address.port).toBeGreaterThan(0);
      expect(address.baseUrl).toBe(`http://127.0.0.1:${address.port}`);
      expect(address.openAiBaseUrl).toBe(`${address.baseUrl}/v1`);
      expect(simulator.getBaseUrl()).toBe(address.baseUrl);
      expect(await simulator.start()).toEqual(address);
    } finally {
      await simulator.stop();
    }
  });

  test('concurrent start calls share one server', async () => {
    const simulator = new MiniMaxSimulator();
    const [a, b] = await Promise.all([simulator.start(), simulator.start()]);
    try {
      expect(a).toEqual(b);
    } finally {
      await simulator.stop();
    }
  });

  test('getBaseUrl before start and after stop throws IllegalStateException', async () => {
    const simulator = new MiniMaxSimulator();
    expect(() => simulator.getBaseUrl()).toThrow(new IllegalStateException('The MiniMax simulator is not started'));
    await simulator.start();
    await simulator.stop();
    expect(() => simulator.getBaseUrl()).toThrow(IllegalStateException);
    await simulator.stop();
  });

  test('stop closes idle keep-alive connections', async () => {
    const simulator = new MiniMaxSimulator();
    const { port } = await simulator.start();
    const agent = new http.Agent({ keepAlive: true });
    try {
      // Wrapped in an object: resolving with a bare promise would wait for the socket to close.
      const socketClosed = await new Promise<{ closed: Promise<void> }>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, path: OPENAI, method: 'POST', agent, headers: { ...AUTH, 'content-type': 'application/json' } },
          (response) => {
            const closed = new Promise<void>((done) => request.socket?.once('close', () => done()));
            response.resume();
            response.on('end', () => resolve({ closed }));
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify(chatBody()));
      });
      let closed = false;
      void socketClosed.closed.then(() => (closed = true));
      expect(closed).toBe(false);
      await simulator.stop();
      await socketClosed.closed;
    } finally {
      agent.destroy();
    }
  });

  test('stop ends a hung stream and records it as stopped', async () => {
    const simulator = new MiniMaxSimulator();
    await simulator.start();
    simulator.enqueue({ name: 'hang', interrupt: { action: 'hang' } });
    const response = await post(simulator, OPENAI, chatBody({ stream: true }));
    expect(response.status).toBe(200);
    const body = response.text();
    await simulator.stop();
    await expect(body).rejects.toThrow();
    expect(simulator.lastRequest()?.outcome).toBe('stopped');
  });

  test('stop leaves no server, socket or timer behind (paced, hung and slow exchanges running)', async () => {
    const kinds = ['TCPServerWrap', 'TCPSocketWrap', 'Timeout'];
    const watched = (): number[] => kinds.map((k) => process.getActiveResourcesInfo().filter((r) => r === k).length);
    const exceeds = (now: number[], then: number[]): boolean => now.some((n, i) => n > (then[i] ?? 0));
    const before = watched();
    const simulator = new MiniMaxSimulator();
    await simulator.start();
    simulator.enqueue(
      { interrupt: { action: 'hang', pingEveryMs: 5 } },
      { text: 'slow', chunks: 4, interChunkDelayMs: 60_000 },
      { text: 'late', firstByteDelayMs: 60_000 },
    );
    const bodies = [0, 1, 2].map(async () => {
      const response = await post(simulator, OPENAI, chatBody({ stream: true }));
      return response.text();
    });
    await untilRecorded(simulator, 3);
    expect(exceeds(watched(), before)).toBe(true);
    await simulator.stop();
    expect((await Promise.allSettled(bodies)).map((b) => b.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (let i = 0; i < 100 && exceeds(watched(), before); i++) await new Promise((r) => setImmediate(r));
    expect(exceeds(watched(), before)).toBe(false);
    expect(simulator.requests().map((r) => r.outcome)).toEqual(['stopped', 'stopped', 'stopped']);
  });

  test('await using disposes the simulator', async () => {
    let port = 0;
    {
      await using simulator = new MiniMaxSimulator();
      port = (await simulator.start()).port;
    }
    await expect(fetch(`http://127.0.0.1:${port}${OPENAI}`, { method: 'POST' })).rejects.toThrow();
  });
});

describe('MiniMaxSimulator routing and recording', () => {
  const simulator = new MiniMaxSimulator();
  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());
  beforeEach(() => simulator.reset());

  test('records each request with a redacted key and the parsed body', async () => {
    await (await post(simulator, V2, chatBody())).json();
    const [recorded] = simulator.requests();
    expect(recorded).toMatchObject({
      seq: 0,
      method: 'POST',
      path: V2,
      dialect: 'v2',
      body: chatBody(),
      scenario: 'echo',
      status: 200,
      outcome: 'completed',
    });
    expect(recorded?.headers['authorization']).toBe(`Bearer ***${KEY.slice(-4)}`);
    expect(JSON.stringify(simulator.requests())).not.toContain(KEY);
  });

  test('GET /__sim/requests returns the recordings', async () => {
    await (await post(simulator, OPENAI, chatBody())).json();
    const recorded = (await (await fetch(`${simulator.getBaseUrl()}/__sim/requests`)).json()) as Json[];
    expect(recorded).toEqual(simulator.requests());
    expect(recorded).toHaveLength(1);
  });

  test('answers from the default echo scenario when nothing is scripted', async () => {
    const body = await (await post(simulator, OPENAI, chatBody({}, 'ping'))).json();
    expect(body.choices[0].message.content).toBe('Echo: ping');
  });

  test('queued scenarios answer successive requests in order', async () => {
    simulator.enqueue(MiniMaxScenarios.text('first'), MiniMaxScenarios.text('second'));
    expect(simulator.pendingScenarios()).toBe(2);
    const first = await (await post(simulator, OPENAI, chatBody())).json();
    const second = await (await post(simulator, V2, chatBody())).json();
    const third = await (await post(simulator, V2, chatBody({}, 'x'))).json();
    expect([first, second, third].map((b) => b.choices[0].message.content)).toEqual(['first', 'second', 'Echo: x']);
    expect(simulator.pendingScenarios()).toBe(0);
  });

  test('enqueueFor is consumed only by matching requests', async () => {
    simulator.enqueueFor({ lastUserMessageContains: 'weather' }, MiniMaxScenarios.text('sunny'));
    const other = await (await post(simulator, OPENAI, chatBody({}, 'hello'))).json();
    const matching = await (await post(simulator, OPENAI, chatBody({}, 'the weather?'))).json();
    expect(other.choices[0].message.content).toBe('Echo: hello');
    expect(matching.choices[0].message.content).toBe('sunny');
  });

  test('when rules answer matching requests up to their count; predicates see the request', async () => {
    simulator.when({ stream: false, dialect: 'v2' }, MiniMaxScenarios.text('rule'), 2);
    simulator.when((request) => request.path === OPENAI, (request) => MiniMaxScenarios.text(`seq ${request.seq}`));
    const answers: string[] = [];
    for (const path of [V2, V2, V2, OPENAI]) {
      answers.push((await (await post(simulator, path, chatBody({}, 'q'))).json()).choices[0].message.content);
    }
    expect(answers).toEqual(['rule', 'rule', 'Echo: q', 'seq 3']);
  });

  test('the X-Sim-Scenario header wins over the queue and names presets, defined or JSON scenarios', async () => {
    simulator.enqueue(MiniMaxScenarios.text('queued'));
    simulator.define('mine', MiniMaxScenarios.text('defined'));
    const byHeader = async (value: string): Promise<any> =>
      (await post(simulator, OPENAI, chatBody(), { ...AUTH, 'x-sim-scenario': value })).json();
    expect((await byHeader('mine')).choices[0].message.content).toBe('defined');
    expect((await byHeader('length')).choices[0].finish_reason).toBe('length');
    expect((await byHeader('{"text":"inline"}')).choices[0].message.content).toBe('inline');
    expect(simulator.pendingScenarios()).toBe(1);
    expect(simulator.requests().map((r) => r.scenario)).toEqual(['mine', 'length', '(unnamed)']);
  });

  test('the scenario query parameter selects a scenario too', async () => {
    const response = await post(simulator, `${OPENAI}?scenario=tool-single`, chatBody());
    expect((await response.json()).choices[0].finish_reason).toBe('tool_calls');
  });

  test('an unknown scenario name is a 400 simulator error', async () => {
    const response = await post(simulator, OPENAI, chatBody(), { ...AUTH, 'x-sim-scenario': 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ type: 'error', error: { type: 'simulator_error', message: 'unknown scenario: nope' } });
  });

  test('a scenario function that throws gives a 500 and outcome error', async () => {
    simulator.enqueue(() => {
      throw new Error('boom');
    });
    const response = await post(simulator, OPENAI, chatBody());
    expect(response.status).toBe(500);
    expect((await response.json()).error.message).toBe('boom');
    expect(simulator.lastRequest()?.outcome).toBe('error');
  });

  test('POST /__sim/script queues scenarios and POST /__sim/reset clears queue and recordings', async () => {
    const base = simulator.getBaseUrl();
    const scripted = await fetch(`${base}/__sim/script`, { method: 'POST', body: JSON.stringify([{ text: 'a' }, { text: 'b' }]) });
    expect(await scripted.json()).toEqual({ queued: 2, pending: 2 });
    expect((await (await post(simulator, OPENAI, chatBody())).json()).choices[0].message.content).toBe('a');
    expect((await fetch(`${base}/__sim/reset`, { method: 'POST' })).status).toBe(200);
    expect(simulator.pendingScenarios()).toBe(0);
    expect(simulator.requests()).toEqual([]);
    const bad = await fetch(`${base}/__sim/script`, { method: 'POST', body: '42' });
    expect(bad.status).toBe(400);
  });

  test('GET /__sim/scenarios lists presets and defined names', async () => {
    simulator.define('custom', { text: 'x' });
    const listed = (await (await fetch(`${simulator.getBaseUrl()}/__sim/scenarios`)).json()) as Json;
    expect(listed.presets).toEqual(expect.arrayContaining(['text', 'tool-split-legacy', 'midstream-hang']));
    expect(listed.named).toContain('custom');
  });

  test('unknown paths are 404 and other methods 405, both recorded as rejected', async () => {
    const missing = await post(simulator, '/anthropic/v1/messages', chatBody());
    const wrongMethod = await fetch(`${simulator.getBaseUrl()}${OPENAI}`, { headers: AUTH });
    expect([missing.status, wrongMethod.status]).toEqual([404, 405]);
    await Promise.all([missing.text(), wrongMethod.text()]);
    expect(simulator.requests().map((r) => [r.status, r.outcome])).toEqual([
      [404, 'rejected'],
      [405, 'rejected'],
    ]);
  });

  test('a body over maxBodyBytes is a 413', async () => {
    const small = new MiniMaxSimulator({ maxBodyBytes: 10 });
    await small.start();
    try {
      const response = await post(small, OPENAI, chatBody());
      expect(response.status).toBe(413);
      await response.text();
    } finally {
      await small.stop();
    }
  });

  test('maxRecordedRequests keeps only the most recent recordings; seq keeps counting', async () => {
    const capped = new MiniMaxSimulator({ maxRecordedRequests: 2 });
    await capped.start();
    try {
      for (const content of ['a', 'b', 'c']) await (await post(capped, OPENAI, chatBody({}, content))).json();
      expect(capped.requests().map((r) => [r.seq, (r.body as Json).messages[0].content])).toEqual([
        [1, 'b'],
        [2, 'c'],
      ]);
    } finally {
      await capped.stop();
    }
  });

  test('created comes from the option (number or clock function)', async () => {
    const clocked = new MiniMaxSimulator({ created: () => 42 });
    await clocked.start();
    try {
      expect((await (await post(clocked, OPENAI, chatBody())).json()).created).toBe(42);
    } finally {
      await clocked.stop();
    }
    expect((await (await post(simulator, OPENAI, chatBody())).json()).created).toBe(1776839993);
  });

  test('ids are deterministic for a seed and request order', async () => {
    const run = async (seed: number): Promise<string[]> => {
      const seeded = new MiniMaxSimulator({ seed });
      await seeded.start();
      try {
        seeded.enqueue(MiniMaxScenarios.toolCall('f', {}), MiniMaxScenarios.text('t'));
        const ids: string[] = [];
        for (const stream of [false, true]) {
          const response = await post(seeded, OPENAI, chatBody({ stream }));
          const events = stream ? await readEvents(response) : [await response.json()];
          ids.push(...events.map((e) => e['id'] as string));
          const call = events[0]?.['choices'][0]?.message?.tool_calls?.[0];
          if (call) ids.push(call.id);
        }
        return ids;
      } finally {
        await seeded.stop();
      }
    };
    const first = await run(7);
    expect(await run(7)).toEqual(first);
    expect(await run(8)).not.toEqual(first);
    expect(first[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(first[1]).toMatch(/^call_function_\d{10}_1$/);
  });

  test('waitForIdle resolves after an aborted stream has been noticed', async () => {
    simulator.enqueue({ interrupt: { action: 'hang' } });
    const controller = new AbortController();
    const response = await post(simulator, OPENAI, chatBody({ stream: true }), AUTH, controller.signal);
    await untilRecorded(simulator, 1);
    controller.abort();
    await expect(response.text()).rejects.toThrow();
    await simulator.waitForIdle();
    expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
  });
});
