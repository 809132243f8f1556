import 'reflect-metadata';
import { container as rootContainer, inject, injectable } from 'tsyringe';
import { ChatClient, ChatClientCustomizer, ChatModel, registerSpringAiDefaults } from 'spring-ai-ts';
import type { ChatClientBuilder, Ordered } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** Builds its client with a system text of its own. */
@injectable()
class TripPlanner {
  private readonly chatClient: ChatClient;

  constructor(@inject(ChatClient.Builder.TOKEN) chatClientBuilder: ChatClient.Builder) {
    this.chatClient = chatClientBuilder.defaultSystem('You plan trips. Answer in one line.').build();
  }

  plan(city: string): Promise<string | undefined> {
    return this.chatClient.prompt().user((u) => u.text('Plan a day in {city}.').param('city', city)).call().content();
  }
}

/** Builds its client as injected: it must not see the planner's system text. */
@injectable()
class Translator {
  private readonly chatClient: ChatClient;

  constructor(@inject(ChatClient.Builder.TOKEN) chatClientBuilder: ChatClient.Builder) {
    this.chatClient = chatClientBuilder.build();
  }

  translate(text: string): Promise<string | undefined> {
    return this.chatClient.prompt().user('Translate to French: ' + text).call().content();
  }
}

const CUSTOMIZED: string[] = [];

class OrderedCustomizer implements ChatClientCustomizer, Ordered {
  customize(_chatClientBuilder: ChatClientBuilder): void {
    CUSTOMIZED.push('first');
  }

  getOrder(): number {
    return 1;
  }
}

/**
 * Two application services taking ChatClient.Builder, as Spring Boot injects it: a prototype bean
 * (a new builder per injection point) with every ChatClientCustomizer bean applied in order.
 */
export default scenario({
  script: [{ text: 'Morning at Les Halles, afternoon in Vieux Lyon.' }, { text: 'Bonjour' }],
  async run(context) {
    CUSTOMIZED.length = 0;
    const applicationContext = rootContainer.createChildContainer();
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    applicationContext.register(ChatModel.TOKEN, {
      useValue: new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5s-chat').temperature(0.7).build()),
    });
    registerSpringAiDefaults(applicationContext, { environment: { path: [], env: {} } });
    applicationContext.register(ChatClientCustomizer.TOKEN, {
      useValue: (builder: ChatClientBuilder) => {
        CUSTOMIZED.push('maxTokens');
        builder.defaultOptions(MiniMaxChatOptions.builder().maxTokens(200).build());
      },
    });
    applicationContext.register(ChatClientCustomizer.TOKEN, { useValue: new OrderedCustomizer() });

    const plan = await applicationContext.resolve(TripPlanner).plan('Lyon');
    const french = await applicationContext.resolve(Translator).translate('Good morning');

    context.outcome.text(plan);
    context.outcome.put('french', french);
    context.outcome.put('customized', [...CUSTOMIZED]);
  },
});
