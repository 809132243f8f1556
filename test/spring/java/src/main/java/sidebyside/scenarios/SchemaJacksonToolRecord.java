package sidebyside.scenarios;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.swagger.v3.oas.annotations.media.Schema;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A @Tool taking a record using Jackson's annotations (@JsonProperty rename, with and without
 * required, @JsonPropertyDescription, @JsonClassDescription, @JsonIgnore, @JsonAlias read) and
 * Swagger's @Schema (description, requiredMode), and parameters described by @Schema and
 * @JsonPropertyDescription and made optional by @JsonProperty and @Schema; its result is a record
 * written with @JsonInclude.
 */
public class SchemaJacksonToolRecord implements Scenario {

	@JsonClassDescription("A parcel to ship")
	record Parcel(@JsonProperty("weight_kg") @JsonPropertyDescription("Weight in kilograms") double weight,
			@JsonProperty(value = "dest_city", required = true) @Schema(description = "Destination city") String city,
			@Schema(description = "Courier notes", requiredMode = Schema.RequiredMode.NOT_REQUIRED) String notes,
			@JsonAlias({ "zip", "postcode" }) String postalCode, @JsonIgnore String trackingId) {
	}

	@JsonClassDescription("Where to collect a parcel")
	record Pickup(String street, @Schema(description = "Pickup hour", requiredMode = Schema.RequiredMode.REQUIRED) int hour) {
	}

	@JsonInclude(JsonInclude.Include.NON_NULL)
	record Quote(String summary, String discount, @JsonInclude(JsonInclude.Include.ALWAYS) String voucher,
			@JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> warnings) {
	}

	static class ShippingTools {

		private final Outcome outcome;

		ShippingTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Quote a shipment")
		Quote quote(Parcel parcel, @ToolParam(description = "Collection point") Pickup pickup,
				@Schema(description = "Express delivery") boolean express,
				@JsonPropertyDescription("Insured value") @JsonProperty("insured") Integer insured,
				@Schema(description = "Promo code", requiredMode = Schema.RequiredMode.NOT_REQUIRED) String promo) {
			String result = "Parcel of " + parcel.weight() + " kg to " + parcel.city() + " " + parcel.postalCode()
					+ " (" + parcel.notes() + ", tracking " + parcel.trackingId() + "), pickup " + pickup.street()
					+ " at " + pickup.hour() + (express ? ", express" : "") + ", insured " + insured + ", promo " + promo;
			this.outcome.tool("quote", List.of(parcel.city(), parcel.postalCode(), express), result);
			return new Quote(result, null, null, List.of());
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.user("Quote shipping for my parcel.")
			.tools(new ShippingTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
