/* spring-ai-ts, Apache-2.0. Examples: the ActorsFilms record of Spring AI's structured-output docs, as a class-validator class. */
import { IsArray, IsString } from 'class-validator';

/** An actor and some of their films: the structured output the model must produce. */
export class ActorsFilms {
  @IsString()
  actor!: string;

  @IsArray()
  @IsString({ each: true })
  movies!: string[];

  constructor(actor?: string, movies?: string[]) {
    if (actor !== undefined) this.actor = actor;
    if (movies !== undefined) this.movies = movies;
  }
}
