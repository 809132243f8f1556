package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.SystemMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * messages(...) with an earlier conversation (system, user and assistant messages) before the new
 * user text, with a system text of the request too; the prompt the model got and the answer.
 */
public class ChatClientMessagesHistory implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel).defaultSystem("You are a helpful librarian.").build();

		List<Message> history = List.of(new SystemMessage("Prefer classic novels."),
				new UserMessage("Recommend a novel about a whale."), new AssistantMessage("Moby-Dick by Herman Melville."),
				new UserMessage("And one about a war?"), new AssistantMessage("War and Peace by Leo Tolstoy."));

		ChatResponse response = chatClient.prompt()
			.messages(history)
			.user("Which of the two is longer?")
			.call()
			.chatResponse();

		context.outcome().text(response.getResult().getOutput().getText());
		context.outcome().put("messageType", response.getResult().getOutput().getMessageType().name());
	}

}
