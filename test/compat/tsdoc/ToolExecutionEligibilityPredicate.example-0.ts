import { DefaultToolExecutionEligibilityPredicate, Prompt, ToolExecutionEligibilityPredicate, type ChatOptions, type ChatResponse } from 'spring-ai-ts';
import { MiniMaxChatModel, type MiniMaxApi } from 'spring-ai-ts/minimax';

declare const miniMaxApi: MiniMaxApi;

// Spring's rule, and a log line each time the model's tool calls are about to run.
class LoggingEligibilityPredicate extends ToolExecutionEligibilityPredicate {
  private readonly defaultPredicate = new DefaultToolExecutionEligibilityPredicate();

  test(promptOptions: ChatOptions, chatResponse: ChatResponse | undefined): boolean {
    const eligible = this.defaultPredicate.test(promptOptions, chatResponse);
    if (eligible) console.log('running the tools the model asked for');
    return eligible;
  }
}

const chatModel = MiniMaxChatModel.builder().miniMaxApi(miniMaxApi).toolExecutionEligibilityPredicate(new LoggingEligibilityPredicate()).build();
console.log(await chatModel.call(new Prompt('What time is it?')));
export {};
