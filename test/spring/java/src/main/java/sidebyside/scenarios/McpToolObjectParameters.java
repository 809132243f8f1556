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
 * An MCP tool with string, integer, number and object parameters whose result carries structured
 * content: the arguments reach the server, the content comes back to the model as JSON.
 */
public class McpToolObjectParameters implements Scenario {

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
				.toolFilter((connectionInfo, tool) -> tool.name().equals("plan_trip"))
				.build();

			MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
			MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
					MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
			ChatClient chatClient = ChatClient.create(chatModel);

			String answer = chatClient.prompt()
				.user("Plan three days in Lisbon for Ada (36) with 450.75 euros.")
				.toolCallbacks(toolCallbackProvider)
				.call()
				.content();

			ToolCallback planTrip = toolCallbackProvider.getToolCallbacks()[0];
			String direct = planTrip.call("{\"destination\":\"Porto\",\"days\":2,\"traveller\":{\"name\":\"Grace\"}}");
			context.outcome().put("directResult", direct);
			context.outcome().text(answer);
		}
		finally {
			mcpClient.closeGracefully();
		}
	}

}
