package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.prompt.ChatOptions;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.openai.api.OpenAiApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * ChatClient on OpenAiChatModel with a system text, a conversation history and portable ChatOptions
 * (copied into OpenAI options over the defaults), in call() and in stream().content().
 */
public class OpenAiChatClientConversation implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		OpenAiApi openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl()).apiKey(context.apiKey()).build();
		OpenAiChatModel chatModel = OpenAiChatModel.builder()
			.openAiApi(openAiApi)
			.defaultOptions(OpenAiChatOptions.builder().model("gpt-4o-mini").temperature(0.7).seed(3).build())
			.build();
		ChatClient chatClient = ChatClient.builder(chatModel).defaultSystem("You are a terse assistant.").build();
		List<Message> history = List.of(new UserMessage("My name is Ada."), new AssistantMessage("Hello Ada."));

		String answer = chatClient.prompt()
			.messages(history)
			.user("What is my name?")
			.options(ChatOptions.builder().temperature(0.1).maxTokens(20).stopSequences(List.of("\n\n")).build())
			.call()
			.content();
		List<String> pieces = chatClient.prompt()
			.messages(history)
			.user("Spell it.")
			.stream()
			.content()
			.collectList()
			.block();

		context.outcome().text(answer);
		context.outcome().put("pieces", pieces);
	}

}
