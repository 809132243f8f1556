package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.MessageChatMemoryAdvisor;
import org.springframework.ai.chat.client.advisor.ToolCallAdvisor;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.chat.memory.InMemoryChatMemoryRepository;
import org.springframework.ai.chat.memory.MessageWindowChatMemory;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * MessageChatMemoryAdvisor inside ToolCallAdvisor's loop (its default order runs after the tool
 * advisor): each round passes through the memory, which keeps the tool exchange; a second turn
 * carries it to the model.
 */
public class MemoryWithToolCallAdvisor implements Scenario {

	static class FlightTools {

		private final Outcome outcome;

		FlightTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The status of a flight")
		String flightStatus(@ToolParam(description = "The flight number") String flight) {
			String result = flight + " is on time";
			this.outcome.tool("flightStatus", flight, result);
			return result;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatMemory chatMemory = MessageWindowChatMemory.builder()
			.chatMemoryRepository(new InMemoryChatMemoryRepository())
			.build();
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultAdvisors(ToolCallAdvisor.builder().build(), MessageChatMemoryAdvisor.builder(chatMemory).build())
			.defaultTools(new FlightTools(context.outcome()))
			.build();

		String first = chatClient.prompt()
			.user("Is flight LH100 on time?")
			.advisors(a -> a.param(ChatMemory.CONVERSATION_ID, "traveller"))
			.call()
			.content();
		String second = chatClient.prompt()
			.user("Which flight did I ask about?")
			.advisors(a -> a.param(ChatMemory.CONVERSATION_ID, "traveller"))
			.call()
			.content();

		context.outcome().put("answers", List.of(first, second));
		context.outcome().memory(chatMemory.get("traveller"));
	}

}
