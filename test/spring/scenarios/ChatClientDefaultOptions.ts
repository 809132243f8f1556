import { ChatClient } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** Every scalar MiniMaxChatOptions field as the ChatClient's default options, on one call(). */
export default scenario({
  script: [{ text: '{"greeting": "Hello!"}', tokens: { prompt: 20, completion: 6 } }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultOptions(MiniMaxChatOptions.builder()
        .model('abab6.5s-chat')
        .frequencyPenalty(0.5)
        .maxTokens(256)
        .N(1)
        .presencePenalty(0.25)
        .responseFormat(new MiniMaxApi.ChatCompletionRequest.ResponseFormat('json_object'))
        .seed(42)
        .stop(['END', 'STOP'])
        .temperature(0.7)
        .topP(0.9)
        .maskSensitiveInfo(true)
        .build())
      .build();

    const response = (await chatClient.prompt().user('Give me a JSON greeting.').call().chatResponse())!;

    context.outcome.text(response.getResult()!.getOutput().getText());
    context.outcome.put('model', response.getMetadata().getModel());
    context.outcome.put('finishReason', response.getResult()!.getMetadata().getFinishReason());
    context.outcome.usage(response.getMetadata().getUsage());
  },
});
