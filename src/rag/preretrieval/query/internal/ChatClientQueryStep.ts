/* spring-ai-ts, Apache-2.0. Internal: what the model-backed query transformers and the expander share (builder steps, one model round). */
import type { ChatClient, ChatClientBuilder } from '../../../../chat/client/ChatClient.js';
import type { PromptTemplate } from '../../../../chat/prompt/PromptTemplate.js';
import { StringUtils } from '../../../../core/StringUtils.js';
import type { Logger } from '../../../../logging/Logger.js';
import type { Query } from '../../../Query.js';

/** The builder steps of every query step that asks a model: its chat client builder and its template. */
export abstract class ChatClientQueryStepBuilder<T> {
  private chatClientBuilderValue: ChatClientBuilder | undefined;
  private promptTemplateValue: PromptTemplate | undefined;

  /** The chat client builder. */
  chatClientBuilder(chatClientBuilder: ChatClientBuilder): this {
    this.chatClientBuilderValue = chatClientBuilder;
    return this;
  }

  /** The template. */
  promptTemplate(promptTemplate: PromptTemplate): this {
    this.promptTemplateValue = promptTemplate;
    return this;
  }

  /** Builds the step; the constructor checks the settings. */
  abstract build(): T;

  /** The chat client builder as set (the constructor rejects a missing one). */
  protected getChatClientBuilder(): ChatClientBuilder {
    return this.chatClientBuilderValue as ChatClientBuilder;
  }

  /** The template as set, if any (the constructor falls back to its default). */
  protected getPromptTemplate(): PromptTemplate | undefined {
    return this.promptTemplateValue;
  }
}

/**
 * Asks the model once with the template and its parameters (in order) and returns the query with
 * the answer as its text; an empty answer logs `emptyAnswerWarning` and returns the query unchanged.
 */
export async function replaceQueryTextWithAnswer(
  chatClient: ChatClient,
  promptTemplate: PromptTemplate,
  params: readonly (readonly [string, unknown])[],
  query: Query,
  logger: Logger,
  emptyAnswerWarning: string,
): Promise<Query> {
  const answer = await chatClient
    .prompt()
    .user((user) => {
      user.text(promptTemplate.getTemplate());
      for (const [name, value] of params) user.param(name, value);
    })
    .call()
    .content();
  if (!StringUtils.hasText(answer)) {
    logger.warn(emptyAnswerWarning);
    return query;
  }
  return query.mutate().text(answer).build();
}
