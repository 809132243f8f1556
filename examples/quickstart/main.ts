import 'reflect-metadata';
import { container, injectable } from 'tsyringe';
import {
  AssistantMessage,
  ChatClient,
  ChatClientRequest,
  ChatClientResponse,
  Ordered,
  Prompt,
  SimpleLoggerAdvisor,
  Tool,
  ToolParam,
  UserMessage,
  type CallAdvisor,
  type CallAdvisorChain,
} from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { MiniMaxScenarios, MiniMaxSimulator } from 'spring-ai-ts/minimax/testing';

// A @Tool class, resolved from the tsyringe container like a Spring bean.
@injectable()
class WeatherTools {
  @Tool({ description: 'The current temperature in a city, in degrees Celsius' })
  getTemperature(@ToolParam({ description: 'the city name' }) city: string): number {
    return city === 'Paris' ? 15 : 20;
  }
}

// A recursive advisor: asks again on a fresh copy of the rest of the chain until the answer is short.
class ShortAnswerAdvisor implements CallAdvisor {
  constructor(private readonly maxWords: number) {}

  getName(): string {
    return 'ShortAnswerAdvisor';
  }

  getOrder(): number {
    return Ordered.HIGHEST_PRECEDENCE + 500;
  }

  async adviseCall(request: ChatClientRequest, chain: CallAdvisorChain): Promise<ChatClientResponse> {
    let response = await chain.nextCall(request);
    for (let attempt = 1; attempt < 3 && this.words(response) > this.maxWords; attempt++) {
      const previous = response.chatResponse()?.getResult()?.getOutput().getText() ?? '';
      const prompt = request.prompt();
      const messages = [
        ...prompt.getInstructions(),
        new AssistantMessage(previous),
        new UserMessage(`Answer again in at most ${this.maxWords} words.`),
      ];
      const retry = new Prompt(messages, prompt.getOptions()?.copy());
      response = await chain.copy(this).nextCall(request.mutate().prompt(retry).build());
    }
    return response;
  }

  private words(response: ChatClientResponse): number {
    const text = response.chatResponse()?.getResult()?.getOutput().getText() ?? '';
    return text.split(/\s+/).filter((word) => word !== '').length;
  }
}

async function main(): Promise<void> {
  // The shipped simulator stands in for MiniMax; with a real key use MiniMaxChatModel.fromEnv() instead.
  const simulator = new MiniMaxSimulator();
  await simulator.start();
  simulator.enqueue(
    MiniMaxScenarios.toolCall('getTemperature', { city: 'Paris' }),
    MiniMaxScenarios.text('In Paris it is 15 degrees Celsius right now, which is mild for the season, so a light jacket will do.'),
    MiniMaxScenarios.text('Paris: 15 °C.'),
    MiniMaxScenarios.text('Hello from a stream!', { chunks: 3 }),
  );

  try {
    const chatModel = new MiniMaxChatModel(
      new MiniMaxApi(simulator.getBaseUrl(), 'simulator-key'),
      MiniMaxChatOptions.builder().model('MiniMax-M2.7').build(),
    );
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(new ShortAnswerAdvisor(10), new SimpleLoggerAdvisor())
      .defaultTools(container.resolve(WeatherTools))
      .build();

    const answer = await chatClient.prompt().user('How warm is it in Paris?').call().content();
    console.log(`call:   ${answer}`);

    const chunks = await chatClient.prompt().user('Say hello').stream().content().collectList();
    console.log(`stream: ${chunks.join('')} (${chunks.length} chunks)`);
  } finally {
    await simulator.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
