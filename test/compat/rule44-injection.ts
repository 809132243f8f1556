// Translated Java (porting rule 44, dependency injection and Spring Boot configuration), as the
// rule translates it: constructor injection of Spring AI's beans through their tokens, a
// ChatClientCustomizer bean, @Value through the Environment, and SpringApplication.run as
// registerSpringAiDefaults over the application's configuration. test/compat/rule44-injection.test.ts
// runs it against the MiniMax simulator.
import 'reflect-metadata';
import { container as rootContainer, inject, injectable, type DependencyContainer } from 'tsyringe';
import { ChatClient, ChatClientCustomizer, ChatMemory, Environment, MessageChatMemoryAdvisor, registerSpringAiDefaults } from 'spring-ai-ts';
import { MiniMaxAutoConfiguration } from 'spring-ai-ts/minimax';

/**
 * Java:
 * ```java
 * @Service
 * public class SupportService {
 *   private final ChatClient chatClient;
 *   @Value("${app.support.signature:The support team}") private String signature;
 *
 *   public SupportService(ChatClient.Builder builder, ChatMemory chatMemory, Environment environment) {
 *     this.chatClient = builder.defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build()).build();
 *     this.signature = environment.getProperty("app.support.signature", "The support team");
 *   }
 *
 *   public String answer(String conversationId, String question) {
 *     String text = chatClient.prompt().user(question)
 *         .advisors(a -> a.param(ChatMemory.CONVERSATION_ID, conversationId))
 *         .call().content();
 *     return text + " -- " + signature;
 *   }
 * }
 * ```
 */
@injectable()
export class SupportService {
  private readonly chatClient: ChatClient;
  private readonly signature: string;

  constructor(
    @inject(ChatClient.Builder.TOKEN) builder: ChatClient.Builder,
    @inject(ChatMemory.TOKEN) chatMemory: ChatMemory,
    @inject(Environment.TOKEN) environment: Environment,
  ) {
    this.chatClient = builder.defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build()).build();
    this.signature = environment.getProperty('app.support.signature', 'The support team');
  }

  async answer(conversationId: string, question: string): Promise<string> {
    const text = (await this.chatClient
      .prompt()
      .user(question)
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, conversationId))
      .call()
      .content())!;
    return text + ' -- ' + this.signature;
  }
}

/**
 * Java:
 * ```java
 * @Configuration
 * class AiConfiguration {
 *   @Bean
 *   ChatClientCustomizer politeness() { return builder -> builder.defaultSystem("Be polite."); }
 * }
 *
 * @SpringBootApplication
 * public class SupportApplication {
 *   public static void main(String[] args) { SpringApplication.run(SupportApplication.class, args); }
 * }
 * ```
 */
export function startApplication(env: Readonly<Record<string, string>>, cwd: string): DependencyContainer {
  const container = rootContainer.createChildContainer();
  container.register(ChatClientCustomizer.TOKEN, {
    useValue: (builder: ChatClient.Builder) => builder.defaultSystem('Be polite.'),
  });
  return registerSpringAiDefaults(container, { environment: { env, cwd }, autoConfigurations: MiniMaxAutoConfiguration });
}
