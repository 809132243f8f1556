package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.document.Document;
import org.springframework.ai.document.MetadataMode;
import org.springframework.ai.embedding.EmbeddingResponse;
import org.springframework.ai.minimax.MiniMaxEmbeddingModel;
import org.springframework.ai.minimax.MiniMaxEmbeddingOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * MiniMaxEmbeddingModel with MetadataMode.EMBED and NONE (documents, type "db"), texts through
 * embedForResponse, and a "query" embedding through MiniMaxApi.embeddings: dimensions, first non-zero values,
 * response metadata.
 */
public class MiniMaxEmbedding implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxEmbeddingOptions options = MiniMaxEmbeddingOptions.builder().model("embo-01").build();
		MiniMaxEmbeddingModel withMetadata = new MiniMaxEmbeddingModel(api, MetadataMode.EMBED, options);
		MiniMaxEmbeddingModel textOnly = new MiniMaxEmbeddingModel(api, MetadataMode.NONE, options);

		Document document = new Document("Paris is the capital of France.", Map.of("country", "France"));
		context.outcome().put("embedContent", withMetadata.getEmbeddingContent(document));
		context.outcome().put("documentEmbed", describe(withMetadata.embed(document)));
		context.outcome().put("documentNone", describe(textOnly.embed(document)));

		EmbeddingResponse response = withMetadata.embedForResponse(List.of("Rome", "Madrid"));
		List<Object> vectors = new ArrayList<>();
		response.getResults().forEach(embedding -> vectors.add(describe(embedding.getOutput())));
		context.outcome().put("texts", vectors);
		context.outcome().put("model", response.getMetadata().getModel());
		context.outcome().put("totalTokens", response.getMetadata().getUsage().getTotalTokens());

		MiniMaxApi.EmbeddingList query = api
			.embeddings(new MiniMaxApi.EmbeddingRequest(List.of("capital of France"), MiniMaxApi.EmbeddingType.Query))
			.getBody();
		context.outcome().put("query", describe(query.vectors().get(0)));
		context.outcome().put("queryModel", query.model());
	}

	private static Map<String, Object> describe(float[] vector) {
		Map<String, Object> value = new LinkedHashMap<>();
		value.put("dimensions", vector.length);
		List<Object> nonZero = new ArrayList<>();
		for (int i = 0; i < vector.length && nonZero.size() < 3; i++) {
			if (vector[i] != 0) {
				nonZero.add(List.of(i, vector[i]));
			}
		}
		value.put("firstNonZero", nonZero);
		return value;
	}

}
