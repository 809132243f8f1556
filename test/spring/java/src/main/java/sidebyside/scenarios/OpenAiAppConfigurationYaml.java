package sidebyside.scenarios;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.openai.api.OpenAiApi;
import org.springframework.beans.factory.config.YamlPropertiesFactoryBean;
import org.springframework.core.env.MutablePropertySources;
import org.springframework.core.env.PropertiesPropertySource;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;
import org.springframework.core.io.FileSystemResource;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * An application configured from its application.yml through the OpenAI properties. Spring Boot
 * is not on this project's class path: the file is read with Spring's YamlPropertiesFactoryBean,
 * the environment variables come first through a SystemEnvironmentPropertySource (Boot's relaxed
 * upper-case names), and the model is built as OpenAiChatAutoConfiguration builds it from
 * OpenAiConnectionProperties and OpenAiChatProperties (defaults gpt-4o-mini and 0.7; the chat
 * group's connection over the common one; project and organization as OpenAI-Project and
 * OpenAI-Organization headers, as OpenAIAutoConfigurationUtil resolves them).
 */
public class OpenAiAppConfigurationYaml implements Scenario {

	static final String APPLICATION_YML = """
			spring:
			  ai:
			    openai:
			      api-key: ${OPENAI_SIDE_BY_SIDE_KEY}
			      base-url: %s
			      project-id: proj_side_by_side
			      organization-id: org_side_by_side
			      chat:
			        options:
			          model: gpt-4o-mini
			          temperature: 0.9
			          max-tokens: 120
			          user: side-by-side
			          stop:
			            - END
			            - STOP
			""";

	@Override
	public void run(ScenarioContext context) throws Exception {
		Path directory = Files.createTempDirectory("openai-app-configuration");
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
		variables.put("OPENAI_SIDE_BY_SIDE_KEY", context.apiKey());
		variables.put("SPRING_AI_OPENAI_CHAT_OPTIONS_TEMPERATURE", "0.2");
		sources.addLast(new SystemEnvironmentPropertySource("environment", variables));
		sources.addLast(new PropertiesPropertySource("application.yml", applicationYml));

		String prefix = "spring.ai.openai.chat.options.";
		List<String> stop = new ArrayList<>();
		for (int i = 0; environment.containsProperty(prefix + "stop[" + i + "]"); i++) {
			stop.add(environment.getProperty(prefix + "stop[" + i + "]"));
		}
		OpenAiChatOptions options = OpenAiChatOptions.builder()
			.model(environment.getProperty(prefix + "model", "gpt-4o-mini"))
			.temperature(environment.getProperty(prefix + "temperature", Double.class, 0.7))
			.maxTokens(environment.getProperty(prefix + "max-tokens", Integer.class))
			.user(environment.getProperty(prefix + "user"))
			.stop(stop.isEmpty() ? null : stop)
			.build();
		String apiKey = environment.getProperty("spring.ai.openai.chat.api-key",
				environment.getProperty("spring.ai.openai.api-key"));
		String baseUrl = environment.getProperty("spring.ai.openai.chat.base-url",
				environment.getProperty("spring.ai.openai.base-url", "https://api.openai.com"));
		MultiValueMap<String, String> headers = new LinkedMultiValueMap<>();
		headers.add("OpenAI-Project", environment.getProperty("spring.ai.openai.project-id"));
		headers.add("OpenAI-Organization", environment.getProperty("spring.ai.openai.organization-id"));
		OpenAiApi openAiApi = OpenAiApi.builder()
			.baseUrl(baseUrl)
			.apiKey(apiKey)
			.headers(headers)
			.completionsPath(environment.getProperty("spring.ai.openai.chat.completions-path", "/v1/chat/completions"))
			.embeddingsPath("/v1/embeddings")
			.build();
		OpenAiChatModel chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).defaultOptions(options).build();

		ChatClient chatClient = ChatClient.builder(chatModel).build();
		String answer = chatClient.prompt().user("Which river runs through Lyon?").call().content();

		OpenAiChatOptions defaults = (OpenAiChatOptions) chatModel.getDefaultOptions();
		Map<String, Object> bound = new LinkedHashMap<>();
		bound.put("model", defaults.getModel());
		bound.put("temperature", defaults.getTemperature());
		bound.put("maxTokens", defaults.getMaxTokens());
		bound.put("user", defaults.getUser());
		bound.put("stop", defaults.getStop());
		context.outcome().text(answer);
		context.outcome().put("options", bound);
	}

}
