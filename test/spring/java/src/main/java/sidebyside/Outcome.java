package sidebyside;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.metadata.Usage;

/**
 * The normalized outcome of a scenario, field by field, as JSON: the TypeScript side writes the
 * same fields (test/spring/harness/Outcome.ts) and the harness compares them.
 */
public final class Outcome {

	static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule())
		.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

	private final Map<String, Object> fields = new LinkedHashMap<>();

	private final List<Object> tools = new ArrayList<>();

	private final List<String> advisors = new ArrayList<>();

	public Outcome text(String text) {
		return put("text", text);
	}

	/** An entity, written as Jackson writes it. */
	public Outcome entity(Object entity) {
		return put("entity", JSON.valueToTree(entity));
	}

	public Outcome exception(Throwable error) {
		Map<String, Object> value = new LinkedHashMap<>();
		value.put("type", error.getClass().getSimpleName());
		value.put("message", error.getMessage());
		return put("exception", value);
	}

	/** A tool ran: its name, its arguments and its result, as JSON values. */
	public synchronized Outcome tool(String name, Object arguments, Object result) {
		Map<String, Object> value = new LinkedHashMap<>();
		value.put("name", name);
		value.put("arguments", JSON.valueToTree(arguments));
		value.put("result", JSON.valueToTree(result));
		this.tools.add(value);
		return this;
	}

	/** An advisor step ran (e.g. "first.before"). */
	public synchronized Outcome advisor(String step) {
		this.advisors.add(step);
		return this;
	}

	/** The chat memory after the turn: each message's type and text. */
	public Outcome memory(List<Message> messages) {
		return put("memory", messages(messages));
	}

	public Outcome usage(Usage usage) {
		Map<String, Object> value = new LinkedHashMap<>();
		value.put("promptTokens", usage.getPromptTokens());
		value.put("completionTokens", usage.getCompletionTokens());
		value.put("totalTokens", usage.getTotalTokens());
		return put("usage", value);
	}

	public synchronized Outcome put(String field, Object value) {
		this.fields.put(field, JSON.valueToTree(value));
		return this;
	}

	public static List<Map<String, Object>> messages(List<Message> messages) {
		List<Map<String, Object>> rows = new ArrayList<>();
		for (Message message : messages) {
			Map<String, Object> row = new LinkedHashMap<>();
			row.put("type", message.getMessageType().name());
			row.put("text", message.getText());
			rows.add(row);
		}
		return rows;
	}

	synchronized Map<String, Object> toMap() {
		Map<String, Object> all = new LinkedHashMap<>(this.fields);
		if (!this.tools.isEmpty()) {
			all.put("tools", this.tools);
		}
		if (!this.advisors.isEmpty()) {
			all.put("advisors", this.advisors);
		}
		return all;
	}

}
