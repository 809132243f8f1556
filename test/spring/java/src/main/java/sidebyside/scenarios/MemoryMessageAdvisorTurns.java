package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.MessageChatMemoryAdvisor;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.chat.memory.InMemoryChatMemoryRepository;
import org.springframework.ai.chat.memory.MessageWindowChatMemory;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * MessageChatMemoryAdvisor over a window of four messages: two called turns and a streamed one in
 * one conversation, the history each request carries and the memory after the last turn; a call
 * without a conversation id fails.
 */
public class MemoryMessageAdvisorTurns implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatMemory chatMemory = MessageWindowChatMemory.builder()
			.chatMemoryRepository(new InMemoryChatMemoryRepository())
			.maxMessages(4)
			.build();
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultSystem("You remember what the user tells you.")
			.defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build())
			.build();

		String first = chatClient.prompt()
			.user("My name is Ada.")
			.advisors(a -> a.param(ChatMemory.CONVERSATION_ID, "ada"))
			.call()
			.content();
		String second = chatClient.prompt()
			.user("I live in London.")
			.advisors(a -> a.param(ChatMemory.CONVERSATION_ID, "ada"))
			.call()
			.content();
		List<String> third = chatClient.prompt()
			.user("What is my name and where do I live?")
			.advisors(a -> a.param(ChatMemory.CONVERSATION_ID, "ada"))
			.stream()
			.content()
			.collectList()
			.block();

		context.outcome().put("answers", List.of(first, second, String.join("", third)));
		context.outcome().memory(chatMemory.get("ada"));

		try {
			chatClient.prompt().user("Who am I?").call().content();
		}
		catch (IllegalArgumentException ex) {
			context.outcome().exception(ex);
		}
	}

}
