// Ported from Spring AI MessageTypeContentTests (spring-ai-openai, v1.1.8). The captured media parts are read through
// their JSON form (Java's captor hands them over as maps).
import { SystemMessage } from '../../../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { Media } from '../../../../src/content/Media.js';
import { ByteArrayResource } from '../../../../src/java/core/io/ByteArrayResource.js';
import { MimeType } from '../../../../src/java/core/util/MimeType.js';
import { MimeTypeUtils } from '../../../../src/java/core/util/MimeTypeUtils.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';
import { ChatCompletionChunk, type ChatCompletionRequest, type OpenAiApi, OpenAiChatModel } from '../../../../src/model/openai/index.js';

type Part = Record<string, unknown>;

describe('MessageTypeContentTests', () => {
  let openAiApi: { chatCompletionEntity: jest.Mock; chatCompletionStream: jest.Mock };
  let chatModel: OpenAiChatModel;
  const fluxResponse = () => Flux.just(new ChatCompletionChunk('id', [], 0, 'model', undefined, 'fp', 'object', undefined));
  const captured = (mock: jest.Mock): ChatCompletionRequest => mock.mock.calls[0]?.[0] as ChatCompletionRequest;
  const capturedHeaders = (mock: jest.Mock): Map<string, string> => mock.mock.calls[0]?.[1] as Map<string, string>;
  const parts = (request: ChatCompletionRequest, index = 0): Part[] => JSON.parse(JSON.stringify(request.messages()![index]!.rawContent())) as Part[];

  beforeEach(() => {
    openAiApi = { chatCompletionEntity: jest.fn().mockResolvedValue({ getBody: () => undefined }), chatCompletionStream: jest.fn().mockImplementation(fluxResponse) };
    chatModel = OpenAiChatModel.builder().openAiApi(openAiApi as unknown as OpenAiApi).build();
  });

  function validateStringContent(request: ChatCompletionRequest): void {
    expect(request.messages()).toHaveLength(1);
    const userMessage = request.messages()![0]!;
    expect(typeof userMessage.rawContent()).toBe('string');
    expect(userMessage.content()).toBe('test message');
  }

  function buildMediaList(): Media[] {
    const imageMedia = Media.builder().mimeType(MimeTypeUtils.IMAGE_JPEG).data(new URL('http://test')).build();
    const pdfMedia = Media.builder().mimeType(MimeType.valueOf('application/pdf')).data(new ByteArrayResource(new TextEncoder().encode('%PDF-1.7'))).build();
    return [imageMedia, pdfMedia];
  }

  function validateComplexContent(request: ChatCompletionRequest): void {
    expect(request.messages()).toHaveLength(1);
    expect(Array.isArray(request.messages()![0]!.rawContent())).toBe(true);
    const mediaContents = parts(request);
    expect(mediaContents).toHaveLength(3);
    expect(mediaContents[0]).toMatchObject({ type: 'text', text: 'test message' });
    expect(mediaContents[1]?.['type']).toBe('image_url');
    expect(mediaContents[1]).toHaveProperty('image_url');
    expect(mediaContents[2]?.['type']).toBe('file');
    expect((mediaContents[2]?.['file'] as Part)['file_data']).toBe('data:application/pdf;base64,JVBERi0xLjc=');
  }

  test('systemMessageSimpleContentType', async () => {
    await chatModel.call(new Prompt([new SystemMessage('test message')]));
    validateStringContent(captured(openAiApi.chatCompletionEntity));
    expect(capturedHeaders(openAiApi.chatCompletionEntity).size).toBe(0);
  });

  test('userMessageSimpleContentType', async () => {
    await chatModel.call(new Prompt([new UserMessage('test message')]));
    validateStringContent(captured(openAiApi.chatCompletionEntity));
  });

  test('streamUserMessageSimpleContentType', async () => {
    await chatModel.stream(new Prompt([new UserMessage('test message')])).collectList();
    validateStringContent(captured(openAiApi.chatCompletionStream));
    expect(capturedHeaders(openAiApi.chatCompletionStream).size).toBe(0);
  });

  test('userMessageWithMediaType', async () => {
    await chatModel.call(new Prompt([UserMessage.builder().text('test message').media(buildMediaList()).build()]));
    validateComplexContent(captured(openAiApi.chatCompletionEntity));
  });

  test('streamUserMessageWithMediaType', async () => {
    await chatModel.stream(new Prompt([UserMessage.builder().text('test message').media(buildMediaList()).build()])).collectList();
    validateComplexContent(captured(openAiApi.chatCompletionStream));
  });

  test('userMessageWithEmptyMediaList', async () => {
    await chatModel.call(new Prompt([UserMessage.builder().text('test message').media([]).build()]));
    validateStringContent(captured(openAiApi.chatCompletionEntity));
    expect(capturedHeaders(openAiApi.chatCompletionEntity).size).toBe(0);
  });

  test('userMessageWithEmptyText', async () => {
    await chatModel.call(new Prompt([UserMessage.builder().text('').media(buildMediaList()).build()]));
    const mediaContents = parts(captured(openAiApi.chatCompletionEntity));
    expect(mediaContents).toHaveLength(3);
    expect(mediaContents[0]).toMatchObject({ type: 'text', text: '' });
  });

  test('multipleMessagesWithMixedContentTypes', async () => {
    await chatModel.call(
      new Prompt([new SystemMessage('You are a helpful assistant'), new UserMessage('Simple message'), UserMessage.builder().text('Message with media').media(buildMediaList()).build()]),
    );
    const request = captured(openAiApi.chatCompletionEntity);
    expect(request.messages()).toHaveLength(3);
    expect(request.messages()![0]!.content()).toBe('You are a helpful assistant');
    expect(request.messages()![1]!.content()).toBe('Simple message');
    expect(Array.isArray(request.messages()![2]!.rawContent())).toBe(true);
  });

  test('userMessageWithSingleImageMedia', async () => {
    const imageMedia = Media.builder().mimeType(MimeTypeUtils.IMAGE_JPEG).data(new URL('http://example.com/image.jpg')).build();
    await chatModel.call(new Prompt([UserMessage.builder().text('Describe this image').media([imageMedia]).build()]));
    const mediaContents = parts(captured(openAiApi.chatCompletionEntity));
    expect(mediaContents).toHaveLength(2);
    expect(mediaContents[0]).toMatchObject({ type: 'text', text: 'Describe this image' });
    expect(mediaContents[1]).toMatchObject({ type: 'image_url', image_url: { url: 'http://example.com/image.jpg' } });
  });

  test('streamWithMultipleMessagesAndMedia', async () => {
    await chatModel.stream(new Prompt([new SystemMessage('System prompt'), UserMessage.builder().text('User message with media').media(buildMediaList()).build()])).collectList();
    const request = captured(openAiApi.chatCompletionStream);
    expect(request.messages()).toHaveLength(2);
    expect(typeof request.messages()![0]!.rawContent()).toBe('string');
    expect(Array.isArray(request.messages()![1]!.rawContent())).toBe(true);
    expect(capturedHeaders(openAiApi.chatCompletionStream).size).toBe(0);
  });

  test('userMessageWithMultipleImageFormats', async () => {
    const media = [
      Media.builder().mimeType(MimeTypeUtils.IMAGE_JPEG).data(new URL('http://example.com/image.jpg')).build(),
      Media.builder().mimeType(MimeTypeUtils.IMAGE_PNG).data(new URL('http://example.com/image.png')).build(),
      Media.builder().mimeType(MimeType.valueOf('image/webp')).data(new URL('http://example.com/image.webp')).build(),
    ];
    await chatModel.call(new Prompt([UserMessage.builder().text('Compare these images').media(media).build()]));
    const mediaContents = parts(captured(openAiApi.chatCompletionEntity));
    expect(mediaContents).toHaveLength(4);
    for (const imageContent of mediaContents.slice(1)) {
      expect(imageContent['type']).toBe('image_url');
      expect(imageContent).toHaveProperty('image_url');
    }
  });

  test('userMessageWithOnlyFileMedia', async () => {
    const pdfMedia = Media.builder().mimeType(MimeType.valueOf('application/pdf')).data(new ByteArrayResource(new TextEncoder().encode('%PDF-1.7'))).build();
    await chatModel.call(new Prompt([UserMessage.builder().text('Analyze this document').media([pdfMedia]).build()]));
    const mediaContents = parts(captured(openAiApi.chatCompletionEntity));
    expect(mediaContents).toHaveLength(2);
    expect(mediaContents[0]).toMatchObject({ type: 'text', text: 'Analyze this document' });
    expect(mediaContents[1]?.['type']).toBe('file');
    expect(mediaContents[1]).toHaveProperty('file');
  });

  test('systemMessageWithMultipleMessages', async () => {
    await chatModel.call(new Prompt([new SystemMessage('First system message'), new SystemMessage('Second system message'), new UserMessage('User query')]));
    const request = captured(openAiApi.chatCompletionEntity);
    expect(request.messages()).toHaveLength(3);
    expect(request.messages()!.map((message) => message.content())).toEqual(['First system message', 'Second system message', 'User query']);
  });
});
