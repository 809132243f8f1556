package sidebyside.scenarios;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** An answer that is not JSON: what call().entity(Record.class) throws. */
public class ConverterInvalidJsonEntity implements Scenario {

	record Answer(String value) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		try {
			Answer answer = chatClient.prompt().user("Answer in JSON.").call().entity(Answer.class);
			context.outcome().text(answer.value());
		}
		catch (RuntimeException ex) {
			context.outcome().exception(ex);
		}
	}

}
