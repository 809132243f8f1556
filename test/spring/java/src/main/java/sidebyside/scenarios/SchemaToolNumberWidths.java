package sidebyside.scenarios;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** A @Tool with every Java number width, boxed and unboxed, as parameters and as record components. */
public class SchemaToolNumberWidths implements Scenario {

	record Widths(int i, Integer boxedI, long l, Long boxedL, short s, Short boxedS, byte b, Byte boxedB, double d,
			Double boxedD, float f, Float boxedF, BigDecimal big, BigInteger bigInt) {
	}

	static class MeasureTools {

		private final Outcome outcome;

		MeasureTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Record measurements")
		String measure(@ToolParam(description = "A count") int count, Integer boxedCount, long total,
				Long boxedTotal, short small, Short boxedSmall, byte tiny, Byte boxedTiny, double ratio,
				Double boxedRatio, float scale, Float boxedScale, BigDecimal amount, BigInteger huge,
				@ToolParam(description = "The same widths in a record") Widths widths) {
			String result = "Recorded " + (count + boxedCount) + " items, total " + (total + boxedTotal) + ", widths "
					+ widths.i() + "/" + widths.l();
			this.outcome.tool("measure", List.of(count, boxedCount, total, boxedTotal, small, boxedSmall, tiny,
					boxedTiny, ratio, boxedRatio, scale, boxedScale, amount, huge), result);
			return result;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.user("Record the measurements.")
			.tools(new MeasureTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
