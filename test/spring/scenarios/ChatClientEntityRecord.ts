import { ChatClient, JavaType } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
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

/** call().entity(Record.class): the format instructions sent and the record read from the answer. */
export default scenario({
  script: [{ text: '{"actor": "Tom Hanks", "movies": ["Big", "Cast Away", "Forrest Gump"]}' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
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
