package sidebyside.scenarios;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.beans.factory.config.YamlPropertiesFactoryBean;
import org.springframework.core.env.MutablePropertySources;
import org.springframework.core.env.PropertiesPropertySource;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;
import org.springframework.core.io.FileSystemResource;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * An application configured from its application.yml (the key through a ${...} placeholder from
 * the environment, the temperature overridden by SPRING_AI_MINIMAX_CHAT_OPTIONS_TEMPERATURE).
 * Spring Boot is not on this project's class path: the file is read with Spring's
 * YamlPropertiesFactoryBean (the YAML flattening Boot builds on), the environment variables come
 * first through a SystemEnvironmentPropertySource (Boot's relaxed upper-case names), and the model
 * is built as MiniMaxChatAutoConfiguration builds it from MiniMaxConnectionProperties and
 * MiniMaxChatProperties (defaults abab5.5-chat and 0.7; the chat group's key over the common one).
 */
public class AppConfigurationYaml implements Scenario {

	static final String APPLICATION_YML = """
			spring:
			  ai:
			    minimax:
			      api-key: ${MINIMAX_SIDE_BY_SIDE_KEY}
			      base-url: %s
			      chat:
			        options:
			          model: abab6.5s-chat
			          temperature: 0.9
			          max-tokens: 120
			          stop:
			            - END
			            - STOP
			""";

	@Override
	public void run(ScenarioContext context) throws Exception {
		Path directory = Files.createTempDirectory("app-configuration");
		Path file = directory.resolve("application.yml");
		Files.writeString(file, APPLICATION_YML.formatted(context.baseUrl()));

		YamlPropertiesFactoryBean yaml = new YamlPropertiesFactoryBean();
		yaml.setResources(new FileSystemResource(file));
		Properties applicationYml = yaml.getObject();

		StandardEnvironment environment = new StandardEnvironment();
		MutablePropertySources sources = environment.getPropertySources();
		sources.remove(StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME);
		sources.remove(StandardEnvironment.SYSTEM_PROPERTIES_PROPERTY_SOURCE_NAME);
		Map<String, Object> variables = new LinkedHashMap<>();
		variables.put("MINIMAX_SIDE_BY_SIDE_KEY", context.apiKey());
		variables.put("SPRING_AI_MINIMAX_CHAT_OPTIONS_TEMPERATURE", "0.2");
		sources.addLast(new SystemEnvironmentPropertySource("environment", variables));
		sources.addLast(new PropertiesPropertySource("application.yml", applicationYml));

		String prefix = "spring.ai.minimax.chat.options.";
		List<String> stop = new ArrayList<>();
		for (int i = 0; environment.containsProperty(prefix + "stop[" + i + "]"); i++) {
			stop.add(environment.getProperty(prefix + "stop[" + i + "]"));
		}
		MiniMaxChatOptions options = MiniMaxChatOptions.builder()
			.model(environment.getProperty(prefix + "model", "abab5.5-chat"))
			.temperature(environment.getProperty(prefix + "temperature", Double.class, 0.7))
			.maxTokens(environment.getProperty(prefix + "max-tokens", Integer.class))
			.stop(stop.isEmpty() ? null : stop)
			.build();
		String apiKey = environment.getProperty("spring.ai.minimax.chat.api-key",
				environment.getProperty("spring.ai.minimax.api-key"));
		String baseUrl = environment.getProperty("spring.ai.minimax.chat.base-url",
				environment.getProperty("spring.ai.minimax.base-url", "https://api.minimax.chat"));
		MiniMaxChatModel chatModel = new MiniMaxChatModel(new MiniMaxApi(baseUrl, apiKey), options);

		ChatClient chatClient = ChatClient.builder(chatModel).build();
		String answer = chatClient.prompt().user("Which river runs through Lyon?").call().content();

		MiniMaxChatOptions defaults = (MiniMaxChatOptions) chatModel.getDefaultOptions();
		Map<String, Object> bound = new LinkedHashMap<>();
		bound.put("model", defaults.getModel());
		bound.put("temperature", defaults.getTemperature());
		bound.put("maxTokens", defaults.getMaxTokens());
		bound.put("stop", defaults.getStop());
		context.outcome().text(answer);
		context.outcome().put("options", bound);
	}

}
