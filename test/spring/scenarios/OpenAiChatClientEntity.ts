import { ChatClient, JavaType } from 'spring-ai-ts';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from 'spring-ai-ts/openai';
import { scenario } from '../harness/Scenario.js';

class ActorFilms {
  constructor(private readonly _actor: string, @JavaType('List<String>') private readonly _movies: string[]) {}

  actor(): string {
    return this._actor;
  }

  movies(): string[] {
    return this._movies;
  }
}

/**
 * ChatClient on OpenAiChatModel: call().entity(Record.class) with the format instructions in the
 * prompt and the record read from the answer.
 */
export default scenario({
  script: [{ text: '{"actor": "Tom Hanks", "movies": ["Big", "Cast Away", "Forrest Gump"]}' }],
  async run(context) {
    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).defaultOptions(OpenAiChatOptions.builder().model('gpt-4o-mini').temperature(0.2).build()).build();
    const chatClient = ChatClient.create(chatModel);

    const films = (await chatClient.prompt()
      .user((u) => u.text('Generate the filmography of 3 movies for {actor}.').param('actor', 'Tom Hanks'))
      .call()
      .entity(ActorFilms))!;

    const entity = new Map<string, unknown>();
    entity.set('actor', films.actor());
    entity.set('movies', films.movies());
    context.outcome.entity(entity);
  },
});
