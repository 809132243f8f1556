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
import org.springframework.ai.mcp.SyncMcpToolCallback;
import org.springframework.ai.mcp.SyncMcpToolCallbackProvider;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.ToolCallback;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * The tools of a stdio MCP server through SyncMcpToolCallbackProvider: their definitions on the
 * wire (a hyphenated name formatted to '_'), and a call with a String parameter.
 */
@SuppressWarnings("deprecation")
public class McpToolStringParameter implements Scenario {

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
				.build();

			MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
			MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
					MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
			ChatClient chatClient = ChatClient.builder(chatModel).defaultToolCallbacks(toolCallbackProvider).build();

			String answer = chatClient.prompt().user("What is the weather in Paris?").call().content();

			List<String> toolNames = Arrays.stream(toolCallbackProvider.getToolCallbacks())
				.map(ToolCallback::getToolDefinition)
				.map(definition -> definition.name() + ": " + definition.description())
				.toList();
			context.outcome().put("toolNames", toolNames);

			// The deprecated constructor names a tool after the client: McpToolUtils.prefixedToolName
			List<String> prefixedNames = mcpClient.listTools()
				.tools()
				.stream()
				.map(tool -> new SyncMcpToolCallback(mcpClient, tool).getToolDefinition().name())
				.toList();
			context.outcome().put("prefixedNames", prefixedNames);
			context.outcome().text(answer);
		}
		finally {
			mcpClient.closeGracefully();
		}
	}

}
