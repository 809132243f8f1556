import { BeanOutputConverter, ChatClient, JavaType } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

class ActorsFilms {
  constructor(private readonly _actor: string, @JavaType('List<String>') private readonly _movies: string[]) {}

  actor(): string {
    return this._actor;
  }

  movies(): string[] {
    return this._movies;
  }
}

/**
 * Structured output over a stream: the BeanOutputConverter's format in the user template, the
 * streamed pieces joined, then converted.
 */
export default scenario({
  script: [{ text: '{"actor": "Meryl Streep", "movies": ["The Post", "Doubt"]}', chunks: 5 }],
  expected: [
    { at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const converter = new BeanOutputConverter<ActorsFilms>(ActorsFilms);

    const pieces = await chatClient.prompt()
      .user((u) => u.text('Generate the filmography of 2 movies for {actor}.\n{format}')
        .param('actor', 'Meryl Streep')
        .param('format', converter.getFormat()))
      .stream()
      .content()
      .collectList();

    const content = pieces.join('');
    const films = converter.convert(content);

    context.outcome.put('pieces', pieces.length);
    context.outcome.text(content);
    const entity = new Map<string, unknown>();
    entity.set('actor', films.actor());
    entity.set('movies', films.movies());
    context.outcome.entity(entity);
  },
});
