/* spring-ai-ts, Apache-2.0. Internal: what the model-backed query transformers and the expander share (builder steps, the transformers' model round). */
import type { ChatClient, ChatClientBuilder } from '../../../../chat/client/ChatClient.js';
import type { PromptTemplate } from '../../../../chat/prompt/PromptTemplate.js';
import { Assert } from '../../../../java/core/Assert.js';
import { StringUtils } from '../../../../java/core/StringUtils.js';
import type { Logger } from '../../../../java/logging/Logger.js';
import type { Query } from '../../../Query.js';
import { PromptAssert } from '../../../util/PromptAssert.js';
import { QueryTransformer } from '../transformation/QueryTransformer.js';

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
 * A query transformer that asks the model once: the chat client, the template (checked for its
 * placeholders) and the round. A subclass names the template's parameters and its log lines; an
 * empty answer leaves the query unchanged.
 */
export abstract class ChatClientQueryTransformer extends QueryTransformer {
  private readonly chatClient: ChatClient;
  private readonly promptTemplate: PromptTemplate;

  /**
   * @param requiredPlaceholders - the names the template must contain, in the order of the error message
   * @param emptyAnswerWarning - logged at WARN when the model answers with no text
   * @throws IllegalArgumentException `"chatClientBuilder cannot be null"`, or a template without the placeholders
   */
  protected constructor(
    chatClientBuilder: ChatClientBuilder,
    promptTemplate: PromptTemplate,
    requiredPlaceholders: readonly string[],
    private readonly logger: Logger,
    private readonly emptyAnswerWarning: string,
  ) {
    super();
    Assert.notNull(chatClientBuilder, 'chatClientBuilder cannot be null');
    this.chatClient = chatClientBuilder.build();
    this.promptTemplate = promptTemplate;
    PromptAssert.templateHasRequiredPlaceholders(this.promptTemplate, ...requiredPlaceholders);
  }

  /** What the transformer does, logged at DEBUG before the model is asked. */
  protected abstract transformationMessage(): string;

  /** The template's parameters for `query`, in order. */
  protected abstract templateParameters(query: Query): readonly (readonly [string, unknown])[];

  /** The query with the model's answer as its text. */
  async transform(query: Query): Promise<Query> {
    Assert.notNull(query, 'query cannot be null');
    this.logger.debug(this.transformationMessage());
    const params = this.templateParameters(query);
    const answer = await this.chatClient
      .prompt()
      .user((user) => {
        user.text(this.promptTemplate.getTemplate());
        for (const [name, value] of params) user.param(name, value);
      })
      .call()
      .content();
    if (!StringUtils.hasText(answer)) {
      this.logger.warn(this.emptyAnswerWarning);
      return query;
    }
    return query.mutate().text(answer).build();
  }
}
