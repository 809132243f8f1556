package sidebyside.scenarios;

import java.util.List;

import io.micrometer.observation.ObservationRegistry;

import org.springframework.ai.document.MetadataMode;
import org.springframework.ai.embedding.EmbeddingRequest;
import org.springframework.ai.embedding.EmbeddingResponse;
import org.springframework.ai.minimax.MiniMaxEmbeddingModel;
import org.springframework.ai.minimax.MiniMaxEmbeddingOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.retry.RetryUtils;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;
import sidebyside.scenarios.support.RecordingObservationHandler;

/** The observation of an embedding call on the MiniMax embedding model. */
public class ObservationEmbedding implements Scenario {

	@Override
	public void run(ScenarioContext context) throws Exception {
		RecordingObservationHandler observationHandler = new RecordingObservationHandler();
		ObservationRegistry observationRegistry = ObservationRegistry.create();
		observationRegistry.observationConfig().observationHandler(observationHandler);

		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxEmbeddingModel embeddingModel = new MiniMaxEmbeddingModel(api, MetadataMode.EMBED,
				MiniMaxEmbeddingOptions.builder().model("embo-01").build(), RetryUtils.DEFAULT_RETRY_TEMPLATE,
				observationRegistry);

		EmbeddingResponse response = embeddingModel
			.call(new EmbeddingRequest(List.of("Paris in the rain", "Lisbon in the sun"), null));

		context.outcome().put("observations", observationHandler.observations());
		context.outcome().put("embeddings", response.getResults().size());
		context.outcome().put("dimensions", response.getResults().get(0).getOutput().length);
	}

}
