package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.PromptChatMemoryAdvisor;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.chat.memory.InMemoryChatMemoryRepository;
import org.springframework.ai.chat.memory.MessageWindowChatMemory;
import org.springframework.ai.chat.prompt.PromptTemplate;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * PromptChatMemoryAdvisor over three turns of a conversation given as a default parameter: the memory goes into the
 * system text (escaped), and the memory after the last turn; its builder refuses a custom template.
 */
public class MemoryPromptAdvisorTurns implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatMemory chatMemory = MessageWindowChatMemory.builder()
			.chatMemoryRepository(new InMemoryChatMemoryRepository())
			.maxMessages(10)
			.build();
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultSystem("You are a shopping assistant.")
			.defaultAdvisors(a -> a.advisors(PromptChatMemoryAdvisor.builder(chatMemory).build())
				.param(ChatMemory.CONVERSATION_ID, "shopper"))
			.build();

		String first = chatClient.prompt().user("Add <milk> & eggs to my list.").call().content();
		String second = chatClient.prompt().user("Also add \"bread\".").call().content();
		String third = chatClient.prompt().user("What is on my list?").call().content();

		context.outcome().put("answers", List.of(first, second, third));
		context.outcome().memory(chatMemory.get("shopper"));

		try {
			PromptChatMemoryAdvisor.builder(chatMemory).systemPromptTemplate(new PromptTemplate("{memory}"));
		}
		catch (UnsupportedOperationException ex) {
			context.outcome().exception(ex);
		}
	}

}
