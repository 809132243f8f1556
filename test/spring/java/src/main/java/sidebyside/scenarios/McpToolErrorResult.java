package sidebyside.scenarios;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.mcp.SyncMcpToolCallbackProvider;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.ToolCallback;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * An MCP tool that answers with an error result: the tool-calling loop sends the error to the
 * model and the conversation goes on; called directly, the callback throws.
 */
public class McpToolErrorResult implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		ServerParameters serverParameters = ServerParameters.builder(context.property("node"))
			.args(context.property("mcpServerScript"))
			.build();
		McpSyncClient mcpClient = McpClient.sync(new StdioClientTransport(serverParameters, McpJsonDefaults.getMapper()))
			.clientInfo(new McpSchema.Implementation("travel-client", "1.0.0"))
			.build();
		try {
			mcpClient.initialize();
			SyncMcpToolCallbackProvider toolCallbackProvider = SyncMcpToolCallbackProvider.builder()
				.mcpClients(mcpClient)
				.toolFilter((connectionInfo, tool) -> tool.name().equals("cancel_booking"))
				.build();

			MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
			MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
					MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
			ChatClient chatClient = ChatClient.builder(chatModel).defaultToolCallbacks(toolCallbackProvider).build();

			String answer = chatClient.prompt().user("Cancel my booking ABC-123.").call().content();
			context.outcome().text(answer);

			ToolCallback cancelBooking = toolCallbackProvider.getToolCallbacks()[0];
			try {
				cancelBooking.call("{\"reference\":\"XYZ-9\"}");
			}
			catch (RuntimeException ex) {
				context.outcome().exception(ex);
				context.outcome().put("cause", ex.getCause().getClass().getSimpleName());
			}
		}
		finally {
			mcpClient.closeGracefully();
		}
	}

}
