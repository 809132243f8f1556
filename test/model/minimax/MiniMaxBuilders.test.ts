// spring-ai-ts own tests: the MiniMax builders live in their classes' modules, reachable as X.Builder.
import {
  ChatCompletionRequest,
  MiniMaxApi,
  MiniMaxChatModel,
  MiniMaxChatModelBuilder,
  MiniMaxChatOptions,
  MiniMaxChatOptionsBuilder,
  ToolChoiceBuilder,
} from '../../../src/model/minimax/index.js';

describe('MiniMax nested builders', () => {
  test('X.Builder is the exported builder class and builder() makes one', () => {
    expect(MiniMaxChatOptions.Builder).toBe(MiniMaxChatOptionsBuilder);
    expect(MiniMaxChatModel.Builder).toBe(MiniMaxChatModelBuilder);
    expect(ChatCompletionRequest.ToolChoiceBuilder).toBe(ToolChoiceBuilder);
    expect(MiniMaxChatOptions.builder()).toBeInstanceOf(MiniMaxChatOptions.Builder);
    expect(MiniMaxChatModel.builder()).toBeInstanceOf(MiniMaxChatModel.Builder);
  });

  test('the model builder applies the constructor defaults', () => {
    const model = MiniMaxChatModel.builder().miniMaxApi(new MiniMaxApi('TEST')).build();
    const options = model.getDefaultOptions() as MiniMaxChatOptions;
    expect(options.getModel()).toBe(MiniMaxApi.DEFAULT_CHAT_MODEL);
    expect(options.getTemperature()).toBe(0.7);
  });

  test('the options builder sets the shared and the MiniMax fields; copies are equal', () => {
    const options = MiniMaxChatOptions.builder().model('m').temperature(0.2).topP(0.3).maxTokens(9).N(1).seed(4).build();
    expect([options.getModel(), options.getTemperature(), options.getTopP(), options.getMaxTokens(), options.getN(), options.getSeed()]).toEqual([
      'm', 0.2, 0.3, 9, 1, 4,
    ]);
    const copy = options.copy<MiniMaxChatOptions>();
    expect(copy).not.toBe(options);
    expect(copy.equals(options)).toBe(true);
    expect(copy.hashCode()).toBe(options.hashCode());
    copy.setTemperature(0.9);
    expect(copy.equals(options)).toBe(false);
  });
});
