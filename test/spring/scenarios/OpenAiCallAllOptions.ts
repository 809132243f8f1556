import { Prompt } from 'spring-ai-ts';
import { Approximate, OpenAiApi, OpenAiChatModel, OpenAiChatOptions, SearchContextSize, UserLocation, WebSearchOptions } from 'spring-ai-ts/openai';
import { scenario } from '../harness/Scenario.js';

/**
 * Every request option of OpenAiChatOptions on the wire: default options, then runtime options
 * over them (runtime wins field by field).
 */
export default scenario({
  script: [{ text: 'First answer.' }, { text: 'Second answer.' }],
  async run(context) {
    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const defaults = OpenAiChatOptions.builder()
      .model(OpenAiApi.ChatModel.GPT_4_O_MINI)
      .temperature(0.2)
      .topP(0.9)
      .frequencyPenalty(0.1)
      .presencePenalty(0.3)
      .logitBias(new Map([['50256', -100]]))
      .logprobs(true)
      .topLogprobs(2)
      .maxCompletionTokens(256)
      .N(1)
      .seed(42)
      .stop(['END', 'STOP'])
      .user('user-1')
      .parallelToolCalls(false)
      .store(true)
      .metadata(new Map([['team', 'docs']]))
      .reasoningEffort('low')
      .verbosity('medium')
      .serviceTier(OpenAiApi.ServiceTier.FLEX)
      .promptCacheKey('cache-1')
      .safetyIdentifier('safety-1')
      .webSearchOptions(new WebSearchOptions(SearchContextSize.LOW, new UserLocation('approximate', new Approximate('Paris', 'FR', 'IDF', 'Europe/Paris'))))
      .build();
    const chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).defaultOptions(defaults).build();

    const first = await chatModel.call(new Prompt('First question.'));
    const second = await chatModel.call(
      new Prompt('Second question.', OpenAiChatOptions.builder().model('gpt-4.1').temperature(1.0).seed(7).maxTokens(64).user('user-2').build()),
    );

    context.outcome.put('first', first.getResult()!.getOutput().getText());
    context.outcome.put('second', second.getResult()!.getOutput().getText());
    context.outcome.put('logprobsMetadata', first.getResult()!.getMetadata().containsKey('logprobs'));
  },
});
