import { IsArray, IsString } from 'class-validator';
import { ChatClient, StructuredOutputValidationAdvisor, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

class ActorsFilms {
  @IsString() actor!: string;
  @IsArray() @IsString({ each: true }) movies!: string[];
}

// Up to two more attempts when the answer does not match ActorsFilms' JSON schema.
const advisor = StructuredOutputValidationAdvisor.builder().outputType(ActorsFilms).maxRepeatAttempts(2).build();
const chatClient = ChatClient.builder(chatModel).build();
const films = await chatClient.prompt().advisors(advisor).user('Films of Tom Hanks').call().entity(ActorsFilms);
console.log(films?.actor, films?.movies);
export {};
