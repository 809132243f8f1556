/* spring-ai-ts, Apache-2.0. The TypeScript of docs/guide/structured-output.md: each region is shown verbatim there. */
import 'reflect-metadata';
import { BeanOutputConverter, ChatClient, JavaType, JsonPropertyDescription, type ChatModel } from 'spring-ai-ts';

// #region record
class ActorsFilms {
  constructor(
    @JsonPropertyDescription('the actor') private readonly _actor: string,
    @JavaType('List<String>') private readonly _movies: string[],
  ) {}

  actor(): string {
    return this._actor;
  }

  movies(): string[] {
    return this._movies;
  }
}
// #endregion record

export async function structuredOutputGuide(chatModel: ChatModel): Promise<void> {
  const chatClient = ChatClient.create(chatModel);
  // #region entity
  const actorsFilms = await chatClient
    .prompt()
    .user('Generate the filmography of 5 movies for Tom Hanks.')
    .call()
    .entity(ActorsFilms);
  console.log(actorsFilms!.actor(), actorsFilms!.movies());
  // #endregion entity

  // #region converter
  const converter = new BeanOutputConverter(ActorsFilms);
  const format = converter.getFormat(); // the JSON schema and instructions the model receives
  // #endregion converter
  console.log(format);
}
