package sidebyside.scenarios;

import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.MessageChatMemoryAdvisor;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.chat.memory.MessageWindowChatMemory;
import org.springframework.ai.chat.memory.repository.jdbc.JdbcChatMemoryRepository;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;
import org.springframework.jdbc.datasource.init.ResourceDatabasePopulator;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * One JdbcChatMemoryRepository table in PostgreSQL shared by Spring AI and spring-ai-ts. Each side
 * starts a conversation (phase 1), continues the one the other side started (phase 2), then its
 * own again (phase 3): each records what it reads before and after its turn.
 */
public class PersistJdbcChatMemory implements Scenario {

	static final String STARTED_BY_JAVA = "PersistJdbcChatMemory-java";

	static final String STARTED_BY_TS = "PersistJdbcChatMemory-ts";

	static final String[] QUESTIONS = { "Remember my code: \"Zebra-42\" — ünïcödé ✓\nand a second line.",
			"What was my code?", "Say it backwards, please." };

	@Override
	public void run(ScenarioContext context) {
		int phase = Integer.parseInt(context.property("phase"));
		DriverManagerDataSource dataSource = new DriverManagerDataSource(context.property("jdbcUrl"),
				context.property("postgresUser"), context.property("postgresPassword"));
		new ResourceDatabasePopulator(
				new ClassPathResource("org/springframework/ai/chat/memory/repository/jdbc/schema-postgresql.sql"))
			.execute(dataSource);
		JdbcChatMemoryRepository chatMemoryRepository = JdbcChatMemoryRepository.builder()
			.jdbcTemplate(new JdbcTemplate(dataSource))
			.build();
		ChatMemory chatMemory = MessageWindowChatMemory.builder()
			.chatMemoryRepository(chatMemoryRepository)
			.maxMessages(10)
			.build();

		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultSystem("You are a concise assistant.")
			.defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build())
			.build();

		String conversationId = (phase == 2) ? STARTED_BY_TS : STARTED_BY_JAVA;
		if (phase == 1) {
			chatMemoryRepository.deleteByConversationId(conversationId);
		}
		Map<String, Object> turn = new LinkedHashMap<>();
		turn.put("before", Outcome.messages(chatMemoryRepository.findByConversationId(conversationId)));
		String answer = chatClient.prompt()
			.user(QUESTIONS[phase - 1])
			.advisors(a -> a.param(ChatMemory.CONVERSATION_ID, conversationId))
			.call()
			.content();
		turn.put("answer", answer);
		turn.put("after", Outcome.messages(chatMemoryRepository.findByConversationId(conversationId)));
		context.outcome().put("phase" + phase, turn);
	}

}
