import { ByteArrayResource, ChatClient, MimeTypeUtils } from 'spring-ai-ts';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from 'spring-ai-ts/openai';
import { scenario } from '../harness/Scenario.js';

/**
 * A user text with media: an image URL, then image bytes (sent as a base64 data URL), as OpenAI's
 * multi-part content.
 */
export default scenario({
  script: [{ text: 'A cat.' }, { text: 'A PNG header.' }],
  async run(context) {
    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).defaultOptions(OpenAiChatOptions.builder().model('gpt-4o').build()).build();
    const chatClient = ChatClient.create(chatModel);

    const image = new URL('https://example.com/cat.png');
    const byUrl = await chatClient.prompt()
      .user((u) => u.text('What is in this picture?').media(MimeTypeUtils.IMAGE_PNG, image))
      .call()
      .content();
    const byBytes = await chatClient.prompt()
      .user((u) => u.text('And in this one?').media(MimeTypeUtils.IMAGE_PNG, new ByteArrayResource(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))))
      .call()
      .content();

    context.outcome.text(byUrl + ' | ' + byBytes);
  },
});
