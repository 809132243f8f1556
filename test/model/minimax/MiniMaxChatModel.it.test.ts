// spring-ai-ts live tests against the real MiniMax API; jest runs them only when MINIMAX_API_KEY is set
// (set MINIMAX_BASE_URL, e.g. https://api.minimax.io, and MINIMAX_MODEL, e.g. MiniMax-M2.7, for a current key).
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { MiniMaxChatModel, MiniMaxChatOptions } from '../../../src/model/minimax/index.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';
import { mockWeatherService, WeatherRequest } from './api/MockWeatherService.js';

const live = process.env['MINIMAX_API_KEY'] ? describe : describe.skip;

live('MiniMaxChatModelIT (live)', () => {
  jest.setTimeout(120_000);

  test('call answers and reports usage', async () => {
    const response = await MiniMaxChatModel.fromEnv().call(new Prompt('Reply with the single word: pong'));
    expect(response.getResult()?.getOutput().getText()?.toLowerCase()).toContain('pong');
    expect(response.getMetadata().getUsage().getPromptTokens()).toBeGreaterThan(0);
  });

  test('stream delivers text and usage', async () => {
    const responses = await MiniMaxChatModel.fromEnv().stream(new Prompt('Count from 1 to 5, digits separated by spaces.')).collectList();
    const text = responses.map((r) => r.getResult()?.getOutput().getText() ?? '').join('');
    expect(text).toMatch(/1.*2.*3.*4.*5/s);
  });

  test('the internal tool loop calls the weather function', async () => {
    const weather = FunctionToolCallback.builder('getCurrentWeather', mockWeatherService)
      .description('Get the weather in location')
      .inputType(WeatherRequest)
      .build();
    const options = MiniMaxChatOptions.builder().toolCallbacks([weather]).build();
    const response = await MiniMaxChatModel.fromEnv().call(new Prompt('What is the weather in Paris? Answer with the temperature.', options));
    expect(response.getResult()?.getOutput().getText()).toMatch(/15/);
  });
});
