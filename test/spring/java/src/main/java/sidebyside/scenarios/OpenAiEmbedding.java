package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.List;

import org.springframework.ai.document.Document;
import org.springframework.ai.document.MetadataMode;
import org.springframework.ai.embedding.EmbeddingOptions;
import org.springframework.ai.embedding.EmbeddingRequest;
import org.springframework.ai.embedding.EmbeddingResponse;
import org.springframework.ai.openai.OpenAiEmbeddingModel;
import org.springframework.ai.openai.OpenAiEmbeddingOptions;
import org.springframework.ai.openai.api.OpenAiApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * OpenAiEmbeddingModel: texts with OpenAI options over the defaults, portable embedding options, a
 * document's formatted content; the requests, dimensions, model, usage and a few rounded values.
 */
public class OpenAiEmbedding implements Scenario {

	static List<Double> head(float[] vector) {
		List<Double> values = new ArrayList<>();
		for (int i = 0; i < 3; i++) {
			values.add(Math.round(vector[i] * 1000) / 1000.0);
		}
		return values;
	}

	@Override
	public void run(ScenarioContext context) {
		OpenAiApi openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl()).apiKey(context.apiKey()).build();
		OpenAiEmbeddingModel embeddingModel = new OpenAiEmbeddingModel(openAiApi, MetadataMode.EMBED,
				OpenAiEmbeddingOptions.builder().model("text-embedding-3-small").user("user-1").build());

		EmbeddingResponse response = embeddingModel.call(new EmbeddingRequest(List.of("red apples", "green pears"),
				OpenAiEmbeddingOptions.builder().dimensions(16).encodingFormat("float").build()));
		EmbeddingResponse portable = embeddingModel.call(new EmbeddingRequest(List.of("blue sky"),
				EmbeddingOptions.builder().model("text-embedding-3-large").dimensions(8).build()));
		float[] document = embeddingModel.embed(new Document("Apples are red.", java.util.Map.of("source", "notes")));

		context.outcome().put("sizes", List.of(response.getResults().get(0).getOutput().length, portable.getResult().getOutput().length, document.length));
		context.outcome().put("model", response.getMetadata().getModel());
		context.outcome().put("promptTokens", response.getMetadata().getUsage().getPromptTokens());
		context.outcome().put("head", head(response.getResults().get(1).getOutput()));
		context.outcome().put("documentHead", head(document));
	}

}
