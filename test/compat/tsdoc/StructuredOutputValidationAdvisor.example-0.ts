import { ChatClient, StructuredOutputValidationAdvisor, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

class ActorsFilms {
  constructor(readonly actor: string, readonly movies: string[]) {}
}

// Up to two more attempts when the answer does not match ActorsFilms' JSON schema.
const advisor = StructuredOutputValidationAdvisor.builder().outputType(ActorsFilms).maxRepeatAttempts(2).build();
const chatClient = ChatClient.builder(chatModel).build();
const films = await chatClient.prompt().advisors(advisor).user('Films of Tom Hanks').call().entity(ActorsFilms);
console.log(films?.actor, films?.movies);
export {};
