package sidebyside.scenarios;

import java.util.Arrays;
import java.util.List;

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
 * Two MCP servers with the same tools behind one provider: the default tool name prefix generator
 * renames the second server's tools (alt_1_…), and the model calls one of them by that name.
 */
public class McpToolNameClash implements Scenario {

	private static McpSyncClient connect(ScenarioContext context, String serverName, String clientName) {
		ServerParameters serverParameters = ServerParameters.builder(context.property("node"))
			.args(context.property("mcpServerScript"), "--name", serverName)
			.build();
		McpSyncClient mcpClient = McpClient.sync(new StdioClientTransport(serverParameters, McpJsonDefaults.getMapper()))
			.clientInfo(new McpSchema.Implementation(clientName, "1.0.0"))
			.build();
		mcpClient.initialize();
		return mcpClient;
	}

	@Override
	public void run(ScenarioContext context) {
		McpSyncClient europe = connect(context, "europe-weather", "europe-client");
		McpSyncClient america = connect(context, "america-weather", "america-client");
		try {
			SyncMcpToolCallbackProvider toolCallbackProvider = SyncMcpToolCallbackProvider.builder()
				.mcpClients(europe, america)
				.build();

			MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
			MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
					MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
			ChatClient chatClient = ChatClient.create(chatModel);

			String answer = chatClient.prompt()
				.user("What is the weather in Boston?")
				.toolCallbacks(toolCallbackProvider)
				.call()
				.content();

			List<String> toolNames = Arrays.stream(toolCallbackProvider.getToolCallbacks())
				.map(callback -> callback.getToolDefinition().name())
				.toList();
			context.outcome().put("toolNames", toolNames);
			context.outcome().text(answer);
		}
		finally {
			europe.closeGracefully();
			america.closeGracefully();
		}
	}

}
