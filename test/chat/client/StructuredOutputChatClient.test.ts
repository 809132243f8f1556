/* spring-ai-ts, Apache-2.0. Structured output through the ChatClient: entity(), the validation advisor, call and stream. */
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsString, ValidateNested } from 'class-validator';
import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import { StructuredOutputValidationAdvisor } from '../../../src/chat/client/advisor/StructuredOutputValidationAdvisor.js';
import { StructuredOutputValidationException } from '../../../src/chat/client/advisor/StructuredOutputValidationException.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { BeanOutputConverter } from '../../../src/converter/BeanOutputConverter.js';
import { Flux } from '../../../src/java/reactor/Flux.js';
import { chatResponse, join, lastPrompt, mockChatModel, type MockChatModel } from './chatClientTestSupport.js';

class Movie {
  @IsString()
  title!: string;

  @IsInt()
  year!: number;
}

class ActorFilms {
  @IsString()
  actor!: string;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => Movie)
  movies!: Movie[];
}

const VALID = '{"actor":"Tom Hanks","movies":[{"title":"Big","year":1988},{"title":"Cast Away","year":2000}]}';
const MISSING_MOVIES = '{"actor":"Tom Hanks"}';
const MISSING_MOVIES_ERROR =
  "Output JSON validation failed because of: Validation failed: structuredContent does not match tool outputSchema. Validation errors: [$: must have required property 'movies']";

function chunked(text: string, size: number): Flux<ChatResponse> {
  const parts: ChatResponse[] = [];
  for (let index = 0; index < text.length; index += size) {
    parts.push(new ChatResponse([new Generation(new AssistantMessage(text.slice(index, index + size)))]));
  }
  return Flux.fromIterable(parts);
}

describe('Structured output through the ChatClient (spring-ai-ts)', () => {
  let chatModel: MockChatModel;
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;

  beforeEach(() => {
    chatModel = mockChatModel();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The chat client's stream aggregation logs a failing stream as "Aggregation Error".
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  test('entity(Class) cleans <think> text and a markdown code fence before parsing', async () => {
    chatModel.call.mockResolvedValue(
      chatResponse(`<think>\nThe user wants films.\n</think>\n\n\`\`\`json\n${VALID}\n\`\`\`\n`),
    );
    const films = await ChatClient.create(chatModel).prompt().user('Films of Tom Hanks').call().entity(ActorFilms);
    expect(films).toBeInstanceOf(ActorFilms);
    expect(films?.actor).toBe('Tom Hanks');
    expect(films?.movies.map((movie) => movie.title)).toEqual(['Big', 'Cast Away']);
    expect(films?.movies[0]).toBeInstanceOf(Movie);
    expect(lastPrompt(chatModel).getUserMessage().getText()).toBe(
      `Films of Tom Hanks\n${new BeanOutputConverter(ActorFilms).getFormat()}`,
    );
  });

  test('entity(Class) of a response without text is undefined', async () => {
    chatModel.call.mockResolvedValue(new ChatResponse([]));
    expect(await ChatClient.create(chatModel).prompt().user('q').call().entity(ActorFilms)).toBeUndefined();
  });

  test('call: the validation advisor retries an invalid answer and entity() converts the valid one', async () => {
    chatModel.call.mockResolvedValueOnce(chatResponse(MISSING_MOVIES)).mockResolvedValueOnce(chatResponse(VALID));
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(ActorFilms).build();

    const films = await ChatClient.builder(chatModel)
      .defaultAdvisors(advisor)
      .build()
      .prompt()
      .user('Films of Tom Hanks')
      .call()
      .entity(ActorFilms);

    expect(films?.movies).toHaveLength(2);
    expect(chatModel.call).toHaveBeenCalledTimes(2);
    // The advisor runs before the model advisor, which then appends the format instructions.
    expect(chatModel.call.mock.calls[1]?.[0].getUserMessage().getText()).toBe(
      `Films of Tom Hanks\n${MISSING_MOVIES_ERROR}\n${new BeanOutputConverter(ActorFilms).getFormat()}`,
    );
  });

  test('stream: the caller receives only the valid attempt, chunk by chunk', async () => {
    chatModel.stream.mockReturnValueOnce(chunked(MISSING_MOVIES, 5)).mockReturnValueOnce(chunked(VALID, 7));
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(ActorFilms).streamingEnabled(true).build();

    const content = ChatClient.builder(chatModel)
      .defaultAdvisors(advisor)
      .build()
      .prompt()
      .user('Films of Tom Hanks')
      .stream()
      .content();
    const chunks = await content.collectList();

    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(VALID);
    expect(new BeanOutputConverter(ActorFilms).convert(chunks.join('')).movies[1]?.year).toBe(2000);
    expect(chatModel.stream).toHaveBeenCalledTimes(2);
    expect(chatModel.stream.mock.calls[1]?.[0].getUserMessage().getText()).toBe(
      `Films of Tom Hanks\n${MISSING_MOVIES_ERROR}`,
    );
  });

  test('stream: with throwOnExhaustedAttempts(true), after the last attempt the content stream fails with StructuredOutputValidationException', async () => {
    chatModel.stream.mockImplementation(() => chunked(MISSING_MOVIES, 4));
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(ActorFilms).maxRepeatAttempts(2).streamingEnabled(true).throwOnExhaustedAttempts(true).build();
    const content = ChatClient.create(chatModel).prompt().advisors(advisor).user('Films').stream().content();
    await expect(join(content)).rejects.toThrow(StructuredOutputValidationException);
    expect(chatModel.stream).toHaveBeenCalledTimes(3);
  });
});
