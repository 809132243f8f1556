// spring-ai-ts fault suite, cause 5: a turn leaves no `abort` listener on the caller's signal, so
// many turns on one signal neither leak nor make Node print MaxListenersExceededWarning.
import { getEventListeners } from 'node:events';
import { AbortSignalContext } from '../../src/java/core/AbortSignalContext.js';
import { MiniMaxApiEmbeddingRequest } from '../../src/model/minimax/api/MiniMaxApiEmbeddingRequest.js';
import { FunctionToolCallback } from '../../src/tool/function/FunctionToolCallback.js';
import { mockWeatherService, WeatherRequest } from '../model/minimax/api/MockWeatherService.js';
import { ask, FaultFixture, MODES, PATHS } from './faultFixture.js';
import { guardEachTest } from './processGuards.js';

const weather = () => FunctionToolCallback.builder('get_weather', mockWeatherService).description('Weather').inputType(WeatherRequest).build();

describe('abort listeners (fault suite, cause 5)', () => {
  guardEachTest();
  const fixture = new FaultFixture();
  beforeAll(() => fixture.start());
  afterAll(() => fixture.stop());
  beforeEach(() => fixture.reset());

  describe.each(MODES)('%s', (mode) => {
    test.each(PATHS)('%s: 15 turns with a tool round on one signal leave no listener', async (path) => {
      const client = fixture.client(path, fixture.model([weather()]));
      const signal = new AbortController().signal;
      for (let turn = 0; turn < 15; turn++) {
        const text = await ask(mode, client.prompt('What is the weather in get_weather Paris?'), signal);
        expect(text).toContain('Here is what the tools returned');
        expect(getEventListeners(signal, 'abort')).toHaveLength(0);
      }
    });
  });

  test('embeddings: 20 requests on one signal leave no listener', async () => {
    const signal = new AbortController().signal;
    for (let i = 0; i < 20; i++) {
      const list = await AbortSignalContext.run(signal, () => fixture.api.embeddings(new MiniMaxApiEmbeddingRequest([`text ${i}`])));
      expect(list.getBody()?.vectors()).toHaveLength(1);
    }
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  test('call: 50 plain turns on one signal leave no listener and print no warning', async () => {
    const client = fixture.client('internal', fixture.model([]));
    const signal = new AbortController().signal;
    for (let turn = 0; turn < 50; turn++) await ask('call', client.prompt(`hello ${turn}`), signal);
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });
});
