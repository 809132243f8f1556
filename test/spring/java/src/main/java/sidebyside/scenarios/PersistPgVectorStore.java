package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.document.Document;
import org.springframework.ai.minimax.MiniMaxEmbeddingModel;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.ai.vectorstore.pgvector.PgVectorStore;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * PgVectorStore tables in PostgreSQL (pgvector) shared by Spring AI and spring-ai-ts, with MiniMax
 * embeddings. Each side creates a table and adds documents (phase 1), searches and adds to the
 * table the other side created (phase 2), then deletes by a filter in its own table and searches
 * what is left (phase 3): each records the documents, scores and filter results it reads.
 */
public class PersistPgVectorStore implements Scenario {

	static final String CREATED_BY_JAVA = "persist_pgvector_java";

	static final String CREATED_BY_TS = "persist_pgvector_ts";

	@Override
	public void run(ScenarioContext context) throws Exception {
		int phase = Integer.parseInt(context.property("phase"));
		DriverManagerDataSource dataSource = new DriverManagerDataSource(context.property("jdbcUrl"),
				context.property("postgresUser"), context.property("postgresPassword"));
		JdbcTemplate jdbcTemplate = new JdbcTemplate(dataSource);
		MiniMaxEmbeddingModel embeddingModel = new MiniMaxEmbeddingModel(
				new MiniMaxApi(context.baseUrl(), context.apiKey()));

		String table = (phase == 2) ? CREATED_BY_TS : CREATED_BY_JAVA;
		PgVectorStore vectorStore = PgVectorStore.builder(jdbcTemplate, embeddingModel)
			.vectorTableName(table)
			.dimensions(1536)
			.distanceType(PgVectorStore.PgDistanceType.COSINE_DISTANCE)
			.indexType(PgVectorStore.PgIndexType.HNSW)
			.initializeSchema(true)
			.removeExistingVectorStoreTable(phase == 1)
			.build();
		vectorStore.afterPropertiesSet();

		if (phase == 1) {
			vectorStore.add(List.of(
					new Document("4f0c1b8e-0000-4000-8000-000000000001",
							"The lighthouse keeper wrote poems about the winter sea.",
							Map.of("genre", "poetry", "year", 2019)),
					new Document("4f0c1b8e-0000-4000-8000-000000000002",
							"Winter storms batter the northern lighthouse.", Map.of("genre", "news", "year", 2021)),
					new Document("4f0c1b8e-0000-4000-8000-000000000003",
							"A poem about the frozen sea and the winter light.",
							Map.of("genre", "poetry", "year", 2022))));
			context.outcome()
				.put("phase1", describe(vectorStore.similaritySearch(
						SearchRequest.builder().query("poems about the winter sea").topK(5).build())));
		}
		else if (phase == 2) {
			Map<String, Object> found = new LinkedHashMap<>();
			found.put("poetry", describe(vectorStore.similaritySearch(SearchRequest.builder()
				.query("poems about the winter sea")
				.topK(5)
				.filterExpression("genre == 'poetry'")
				.build())));
			vectorStore.add(List.of(
					new Document("4f0c1b8e-0000-4000-8000-000000000004", "News of the lighthouse museum opening.",
							Map.of("genre", "news", "year", 2023)),
					new Document("4f0c1b8e-0000-4000-8000-000000000005", "Sailors sing old sea shanties through the long winter nights.",
							Map.of("genre", "music", "year", 2020))));
			found.put("recent", describe(vectorStore.similaritySearch(SearchRequest.builder()
				.query("winter sea lighthouse")
				.topK(3)
				.similarityThreshold(0.2)
				.filterExpression("year >= 2020 && genre in ['poetry', 'news', 'music']")
				.build())));
			context.outcome().put("phase2", found);
		}
		else {
			vectorStore.delete("genre == 'news' || year < 2020");
			context.outcome()
				.put("phase3", describe(vectorStore.similaritySearch(
						SearchRequest.builder().query("winter sea lighthouse").topK(10).build())));
		}
	}

	static List<Map<String, Object>> describe(List<Document> documents) {
		List<Map<String, Object>> rows = new ArrayList<>();
		for (Document document : documents) {
			Map<String, Object> row = new LinkedHashMap<>();
			row.put("id", document.getId());
			row.put("text", document.getText());
			row.put("metadata", document.getMetadata());
			row.put("score", document.getScore());
			rows.add(row);
		}
		return rows;
	}

}
