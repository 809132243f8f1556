package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.messages.SystemMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.StreamingChatModel;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * StreamingChatModel's default stream(String) and stream(Message...), and ChatModel's default
 * call(String), on MiniMaxChatModel: the text of each chunk and of the answer, as Java's defaults map it.
 */
public class MiniMaxStreamTextDefaults implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		StreamingChatModel model = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("MiniMax-M2.7").build());

		List<String> jokePieces = model.stream("Tell me a joke").collectList().block();
		List<String> briefPieces = model.stream(new SystemMessage("Be brief."), new UserMessage("Hi"))
			.collectList()
			.block();

		String answer = ((ChatModel) model).call("Hi");

		context.outcome().put("jokePieces", jokePieces);
		context.outcome().put("briefPieces", briefPieces);
		context.outcome().text(String.join("", jokePieces) + " | " + String.join("", briefPieces) + " | " + answer);
	}

}
