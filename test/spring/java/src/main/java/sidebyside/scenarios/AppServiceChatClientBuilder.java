package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.List;

import io.micrometer.observation.ObservationRegistry;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ChatClientCustomizer;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Scope;
import org.springframework.core.Ordered;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * Two application services taking ChatClient.Builder, as Spring Boot injects it: a prototype bean
 * (a new builder per injection point) with every ChatClientCustomizer bean applied in order.
 * Spring Boot is not on this project's class path, so the bean methods of Spring AI's
 * ChatClientAutoConfiguration are reproduced in a Spring Framework application context.
 */
public class AppServiceChatClientBuilder implements Scenario {

	/** Builds its client with a system text of its own. */
	static class TripPlanner {

		private final ChatClient chatClient;

		TripPlanner(ChatClient.Builder chatClientBuilder) {
			this.chatClient = chatClientBuilder.defaultSystem("You plan trips. Answer in one line.").build();
		}

		String plan(String city) {
			return this.chatClient.prompt().user(u -> u.text("Plan a day in {city}.").param("city", city)).call().content();
		}

	}

	/** Builds its client as injected: it must not see the planner's system text. */
	static class Translator {

		private final ChatClient chatClient;

		Translator(ChatClient.Builder chatClientBuilder) {
			this.chatClient = chatClientBuilder.build();
		}

		String translate(String text) {
			return this.chatClient.prompt().user("Translate to French: " + text).call().content();
		}

	}

	static final List<String> CUSTOMIZED = new ArrayList<>();

	@Configuration(proxyBeanMethods = false)
	static class AiConfiguration {

		/** ChatClientAutoConfiguration.chatClientBuilder: prototype, customizers in order. */
		@Bean
		@Scope("prototype")
		ChatClient.Builder chatClientBuilder(ChatModel chatModel, ObjectProvider<ChatClientCustomizer> customizers) {
			ChatClient.Builder builder = ChatClient.builder(chatModel, ObservationRegistry.NOOP, null, null);
			customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
			return builder;
		}

		@Bean
		ChatClientCustomizer maxTokensCustomizer() {
			return builder -> {
				CUSTOMIZED.add("maxTokens");
				builder.defaultOptions(MiniMaxChatOptions.builder().maxTokens(200).build());
			};
		}

		@Bean
		OrderedCustomizer firstCustomizer() {
			return new OrderedCustomizer();
		}

		@Bean
		TripPlanner tripPlanner(ChatClient.Builder chatClientBuilder) {
			return new TripPlanner(chatClientBuilder);
		}

		@Bean
		Translator translator(ChatClient.Builder chatClientBuilder) {
			return new Translator(chatClientBuilder);
		}

	}

	static class OrderedCustomizer implements ChatClientCustomizer, Ordered {

		@Override
		public void customize(ChatClient.Builder chatClientBuilder) {
			CUSTOMIZED.add("first");
		}

		@Override
		public int getOrder() {
			return 1;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		CUSTOMIZED.clear();
		try (AnnotationConfigApplicationContext applicationContext = new AnnotationConfigApplicationContext()) {
			MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
			applicationContext.registerBean(ChatModel.class,
					() -> new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model("abab6.5s-chat").temperature(0.7).build()));
			applicationContext.register(AiConfiguration.class);
			applicationContext.refresh();

			String plan = applicationContext.getBean(TripPlanner.class).plan("Lyon");
			String french = applicationContext.getBean(Translator.class).translate("Good morning");

			context.outcome().text(plan);
			context.outcome().put("french", french);
			context.outcome().put("customized", new ArrayList<>(CUSTOMIZED));
		}
	}

}
