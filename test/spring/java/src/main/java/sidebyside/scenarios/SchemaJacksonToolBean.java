package sidebyside.scenarios;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonIgnore;
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
 * A @Tool taking a JavaBean with Jackson's and Swagger's annotations on fields, getters and
 * setters (a renamed optional property, descriptions, an ignored property, an alias on a setter,
 * an is-getter, a nested bean): the tool's input schema, and the bean built from arguments that
 * use the alias, the ignored and an unknown property.
 */
public class SchemaJacksonToolBean implements Scenario {

	@JsonClassDescription("Who pays")
	public static class Buyer {

		private String name;

		private String email;

		public String getName() {
			return this.name;
		}

		public void setName(String name) {
			this.name = name;
		}

		public String getEmail() {
			return this.email;
		}

		public void setEmail(String email) {
			this.email = email;
		}

	}

	public static class PurchaseOrder {

		@JsonProperty("order_id")
		@JsonPropertyDescription("Order number")
		private String orderId;

		private int quantity;

		private boolean gift;

		@JsonIgnore
		private String internalRef;

		private String coupon;

		private Buyer buyer;

		public String getOrderId() {
			return this.orderId;
		}

		public void setOrderId(String orderId) {
			this.orderId = orderId;
		}

		@Schema(description = "How many items")
		public int getQuantity() {
			return this.quantity;
		}

		public void setQuantity(int quantity) {
			this.quantity = quantity;
		}

		public boolean isGift() {
			return this.gift;
		}

		public void setGift(boolean gift) {
			this.gift = gift;
		}

		public String getInternalRef() {
			return this.internalRef;
		}

		public void setInternalRef(String internalRef) {
			this.internalRef = internalRef;
		}

		public String getCoupon() {
			return this.coupon;
		}

		@JsonAlias({ "promo" })
		public void setCoupon(String coupon) {
			this.coupon = coupon;
		}

		public Buyer getBuyer() {
			return this.buyer;
		}

		public void setBuyer(Buyer buyer) {
			this.buyer = buyer;
		}

	}

	static class ShopTools {

		private final Outcome outcome;

		ShopTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Place an order")
		String placeOrder(PurchaseOrder order,
				@ToolParam(description = "Note for the shop", required = false) String note) {
			String result = "Order " + order.getOrderId() + ": " + order.getQuantity() + " item(s)"
					+ (order.isGift() ? ", gift" : "") + ", coupon " + order.getCoupon() + ", ref "
					+ order.getInternalRef() + ", buyer " + order.getBuyer().getName() + " <"
					+ order.getBuyer().getEmail() + ">, note " + note;
			this.outcome.tool("placeOrder", List.of(order.getOrderId(), order.getQuantity()), result);
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
			.user("Order two mugs as a gift for Ada with coupon SPRING.")
			.tools(new ShopTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
