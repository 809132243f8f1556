package sidebyside.scenarios;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * call().entity(...) of JavaBeans using Jackson's annotations on fields, getters and setters:
 * @JsonProperty renaming a field, @JsonPropertyDescription on a field and on a getter,
 * @JsonClassDescription and @JsonPropertyOrder on the class, @JsonIgnore on a field, @JsonAlias on
 * a setter, an is-getter, a list, a nested bean, and a private field without accessors (not a
 * property). The schema in the format instructions, and the beans built from an answer that uses
 * an alias, an ignored and an unknown property.
 */
public class SchemaJacksonOutputBean implements Scenario {

	public static class Consignee {

		private String name;

		@JsonPropertyDescription("City of delivery")
		private String city;

		public String getName() {
			return this.name;
		}

		public void setName(String name) {
			this.name = name;
		}

		public String getCity() {
			return this.city;
		}

		public void setCity(String city) {
			this.city = city;
		}

	}

	@JsonClassDescription("A parcel on its way")
	@JsonPropertyOrder({ "tracking_id", "weight" })
	public static class Consignment {

		@JsonProperty("tracking_id")
		@JsonPropertyDescription("Carrier tracking number")
		private String trackingId;

		private int weight;

		private boolean insured;

		@JsonIgnore
		private String internalCode;

		private String postalCode;

		private Consignee recipient;

		private List<String> labels;

		private String cache;

		public String getTrackingId() {
			return this.trackingId;
		}

		public void setTrackingId(String trackingId) {
			this.trackingId = trackingId;
		}

		@JsonPropertyDescription("Weight in grams")
		public int getWeight() {
			return this.weight;
		}

		public void setWeight(int weight) {
			this.weight = weight;
		}

		public boolean isInsured() {
			return this.insured;
		}

		public void setInsured(boolean insured) {
			this.insured = insured;
		}

		public String getInternalCode() {
			return this.internalCode;
		}

		public void setInternalCode(String internalCode) {
			this.internalCode = internalCode;
		}

		public String getPostalCode() {
			return this.postalCode;
		}

		@JsonAlias({ "zip" })
		public void setPostalCode(String postalCode) {
			this.postalCode = postalCode;
		}

		public Consignee getRecipient() {
			return this.recipient;
		}

		public void setRecipient(Consignee recipient) {
			this.recipient = recipient;
		}

		public List<String> getLabels() {
			return this.labels;
		}

		public void setLabels(List<String> labels) {
			this.labels = labels;
		}

		String cacheValue() {
			return this.cache;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		Consignment shipment = chatClient.prompt().user("Track my parcel.").call().entity(Consignment.class);

		context.outcome().put("trackingId", shipment.getTrackingId());
		context.outcome().put("weight", shipment.getWeight());
		context.outcome().put("insured", shipment.isInsured());
		context.outcome().put("internalCode", String.valueOf(shipment.getInternalCode()));
		context.outcome().put("postalCode", shipment.getPostalCode());
		context.outcome().put("recipientName", shipment.getRecipient().getName());
		context.outcome().put("recipientCity", shipment.getRecipient().getCity());
		context.outcome().put("recipientIsBean", shipment.getRecipient() instanceof Consignee);
		context.outcome().put("labels", shipment.getLabels());
		context.outcome().put("cache", String.valueOf(shipment.cacheValue()));
	}

}
