import { ChatClient, type ChatResponse, JavaType, type ResponseEntity } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

@JavaType()
class Weather {
  constructor(private readonly _city: string, private readonly _sky: string) {}

  city(): string {
    return this._city;
  }

  sky(): string {
    return this._sky;
  }
}

/** call().responseEntity(Record.class): the response (text, usage) and the entity together. */
export default scenario({
  script: [{ text: '{"city": "Oslo", "sky": "overcast"}', tokens: { prompt: 150, completion: 12 } }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel).defaultSystem('You are a weather service.').build();

    const responseEntity: ResponseEntity<ChatResponse, Weather> = await chatClient.prompt()
      .user('What is the weather in Oslo?')
      .call()
      .responseEntity(Weather);

    const response = responseEntity.response()!;
    const weather = responseEntity.entity()!;

    context.outcome.text(response.getResult()!.getOutput().getText());
    context.outcome.usage(response.getMetadata().getUsage());
    const entity = new Map<string, unknown>();
    entity.set('city', weather.city());
    entity.set('sky', weather.sky());
    context.outcome.entity(entity);
    context.outcome.put('generations', [response.getResults().length]);
  },
});
