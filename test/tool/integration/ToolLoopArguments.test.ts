/* spring-ai-ts, Apache-2.0. The tool packages inside DefaultToolCallingManager: bad arguments go back to the model. */
import 'reflect-metadata';
import { container as rootContainer, injectable } from 'tsyringe';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ToolCall } from '../../../src/chat/messages/ToolCall.js';
import { ToolResponseMessage } from '../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { registerSpringAiDefaults } from '../../../src/di/registerSpringAiDefaults.js';
import { registerTools } from '../../../src/di/registerTools.js';
import { DefaultToolCallingManager } from '../../../src/model/tool/DefaultToolCallingManager.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../../src/tool/annotation/ToolParam.js';
import { ToolCallbackResolver } from '../../../src/tool/resolution/ToolCallbackResolver.js';

enum Unit {
  C = 'C',
  F = 'F',
}

@injectable()
class WeatherTools {
  @Tool({ description: 'Get the weather in a city' })
  getWeather(city: string, @ToolParam({ type: Unit }) unit: Unit): string {
    return `${city}: 20${unit}`;
  }
}

describe('Tool arguments inside the tool-calling loop (spring-ai-ts)', () => {
  test('bad arguments become the tool response; good calls in the same batch still run', async () => {
    const container = registerSpringAiDefaults(registerTools(rootContainer.createChildContainer(), WeatherTools));
    const manager = DefaultToolCallingManager.builder()
      .toolCallbackResolver(container.resolve<ToolCallbackResolver>(ToolCallbackResolver.TOKEN))
      .build();
    const user = new UserMessage('Weather in Paris and Oslo?');
    const assistant = AssistantMessage.builder()
      .content('')
      .toolCalls([
        new ToolCall('call-1', 'function', 'getWeather', '{"unit":"K"}'),
        new ToolCall('call-2', 'function', 'getWeather', '{"city":"Oslo","unit":"C"}'),
        new ToolCall('call-3', 'function', 'getWeather', '{"city": Paris}'),
      ])
      .build();
    const result = await manager.executeToolCalls(new Prompt([user]), new ChatResponse([new Generation(assistant)]));

    const history = result.conversationHistory();
    expect(history).toHaveLength(3);
    expect(history[0]).toBe(user);
    const responses = (history[2] as ToolResponseMessage).getResponses();
    expect(responses.map((response) => response.responseData())).toEqual([
      "Invalid arguments for tool 'getWeather': 'city' is required; 'unit' must be one of C, F (got string \"K\")",
      '"Oslo: 20C"',
      expect.stringMatching(/^Invalid arguments for tool 'getWeather': the arguments are not valid JSON: .*position 9/),
    ]);
  });
});
