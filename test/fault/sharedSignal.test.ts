// spring-ai-ts fault suite, hardening II item 6: many calls in flight on one caller's AbortSignal.
// The library keeps one `abort` listener per signal that fans out to the calls, so any number of
// concurrent calls prints no MaxListenersExceededWarning (the guards fail a test on any process
// warning), an abort still reaches every call, and no listener is left once they end.
import { getEventListeners } from 'node:events';
import { AbortedException } from '../../src/java/core/AbortedException.js';
import { AbortSignalContext } from '../../src/java/core/AbortSignalContext.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxApiEmbeddingRequest } from '../../src/model/minimax/api/MiniMaxApiEmbeddingRequest.js';
import { FunctionToolCallback } from '../../src/tool/function/FunctionToolCallback.js';
import { mockWeatherService, WeatherRequest } from '../model/minimax/api/MockWeatherService.js';
import { ask, FaultFixture, MODES, PATHS } from './faultFixture.js';
import { guardEachTest } from './processGuards.js';

const weather = () => FunctionToolCallback.builder('get_weather', mockWeatherService).description('Weather').inputType(WeatherRequest).build();
const listeners = (signal: AbortSignal): number => getEventListeners(signal, 'abort').length;
const CONCURRENT = 40;

describe('one shared AbortSignal (fault suite, hardening II item 6)', () => {
  guardEachTest();
  const fixture = new FaultFixture();
  beforeAll(() => fixture.start());
  afterAll(() => fixture.stop());
  beforeEach(() => fixture.reset());

  describe.each(MODES)('%s', (mode) => {
    test.each(PATHS)(`%s: ${CONCURRENT} concurrent turns with a tool round on one signal: one listener at most, none after, no warning`, async (path) => {
      const client = fixture.client(path, fixture.model([weather()]));
      const signal = new AbortController().signal;
      let most = 0;
      const sampler = setInterval(() => (most = Math.max(most, listeners(signal))), 1);
      const turns = Array.from({ length: CONCURRENT }, () => ask(mode, client.prompt('What is the weather in get_weather Paris?'), signal));
      const texts = await Promise.all(turns);
      clearInterval(sampler);
      for (const text of texts) expect(text).toContain('Here is what the tools returned');
      expect(most).toBeLessThanOrEqual(1);
      expect(listeners(signal)).toBe(0);
    });
  });

  test(`embeddings: ${CONCURRENT} concurrent requests on one signal`, async () => {
    const signal = new AbortController().signal;
    const lists = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => AbortSignalContext.run(signal, () => fixture.api.embeddings(new MiniMaxApiEmbeddingRequest([`text ${i}`])))),
    );
    for (const list of lists) expect(list.getBody()?.vectors()).toHaveLength(1);
    expect(listeners(signal)).toBe(0);
  });

  test.each(MODES)(`%s: an abort reaches all of ${CONCURRENT} concurrent slow turns, and leaves no listener`, async (mode) => {
    fixture.scenario = () => MiniMaxScenarios.text('slow answer', { firstByteDelayMs: 2_000 });
    const client = fixture.client('advisor', fixture.model([]));
    const controller = new AbortController();
    const turns = Array.from({ length: CONCURRENT }, (_, i) => ask(mode, client.prompt(`hello ${i}`), controller.signal).then(() => 'done', (error: unknown) => error));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listeners(controller.signal)).toBeLessThanOrEqual(1);
    controller.abort();
    const outcomes = await Promise.all(turns);
    for (const outcome of outcomes) expect(outcome).toBeInstanceOf(AbortedException);
    expect(listeners(controller.signal)).toBe(0);
  });
});
