package sidebyside.scenarios;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.StructuredOutputValidationAdvisor;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * StructuredOutputValidationAdvisor with a record of a LocalDate and a LocalTime: what the schema
 * validation makes of a date the model wrote as words (formats are not checked, so it passes, and
 * reading it into the record fails).
 */
public class SchemaOutputDateValidation implements Scenario {

	record Meeting(String title, LocalDate day, LocalTime start) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultAdvisors(StructuredOutputValidationAdvisor.builder().outputType(Meeting.class).build())
			.build();

		try {
			Meeting meeting = chatClient.prompt().user("When is the next standup?").call().entity(Meeting.class);
			context.outcome().put("meeting", List.of(meeting.title(), meeting.day().toString(), meeting.start().toString()));
		}
		catch (RuntimeException ex) {
			context.outcome().exception(ex);
		}
	}

}
