import { Document, JdbcTemplate, PgVectorStore, SearchRequest } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxEmbeddingModel } from 'spring-ai-ts/minimax';
import { PgDataSource } from 'spring-ai-ts/pg';
import { scenario } from '../harness/Scenario.js';

const CREATED_BY_JAVA = 'persist_pgvector_java';
const CREATED_BY_TS = 'persist_pgvector_ts';

function describe(documents: Document[]): Array<Record<string, unknown>> {
  const rows: Array<Record<string, unknown>> = [];
  for (const document of documents) {
    const row = new Map<string, unknown>();
    row.set('id', document.getId());
    row.set('text', document.getText());
    row.set('metadata', document.getMetadata());
    row.set('score', document.getScore());
    rows.push(Object.fromEntries(row));
  }
  return rows;
}

/**
 * PgVectorStore tables in PostgreSQL (pgvector) shared by Spring AI and spring-ai-ts, with MiniMax
 * embeddings. Each side creates a table and adds documents (phase 1), searches and adds to the
 * table the other side created (phase 2), then deletes by a filter in its own table and searches
 * what is left (phase 3): each records the documents, scores and filter results it reads.
 */
export default scenario({
  needs: ['postgres'],
  phases: 3,
  expected: [
    { at: 'wire:embeddings', doc: 'docs/DIFFERENCES.md#metadata-order-in-formatted-content', why: 'the metadata lines of the embedded texts in insertion order' },
    { at: 'outcome:phase1[0].metadata.distance', doc: 'docs/DIFFERENCES.md#pgvectorstore-distances-are-float32-numbers', why: 'a float printed as a double' },
    { at: 'outcome:phase1[1].metadata.distance', doc: 'docs/DIFFERENCES.md#pgvectorstore-distances-are-float32-numbers', why: 'a float printed as a double' },
    { at: 'outcome:phase1[2].metadata.distance', doc: 'docs/DIFFERENCES.md#pgvectorstore-distances-are-float32-numbers', why: 'a float printed as a double' },
    { at: 'outcome:phase2.poetry[0].metadata.distance', doc: 'docs/DIFFERENCES.md#pgvectorstore-distances-are-float32-numbers', why: 'a float printed as a double' },
    { at: 'outcome:phase2.poetry[1].metadata.distance', doc: 'docs/DIFFERENCES.md#pgvectorstore-distances-are-float32-numbers', why: 'a float printed as a double' },
    { at: 'outcome:phase2.recent[0].metadata.distance', doc: 'docs/DIFFERENCES.md#pgvectorstore-distances-are-float32-numbers', why: 'a float printed as a double' },
    { at: 'outcome:phase2.recent[1].metadata.distance', doc: 'docs/DIFFERENCES.md#pgvectorstore-distances-are-float32-numbers', why: 'a float printed as a double' },
    { at: 'outcome:phase2.recent[2].metadata.distance', doc: 'docs/DIFFERENCES.md#pgvectorstore-distances-are-float32-numbers', why: 'a float printed as a double' },
    { at: 'outcome:phase3[0].metadata.distance', doc: 'docs/DIFFERENCES.md#pgvectorstore-distances-are-float32-numbers', why: 'a float printed as a double' },
    { at: 'outcome:phase3[1].metadata.distance', doc: 'docs/DIFFERENCES.md#pgvectorstore-distances-are-float32-numbers', why: 'a float printed as a double' },
  ],
  async run(context) {
    const phase = Number.parseInt(context.property('phase')!, 10);
    const dataSource = new PgDataSource(context.property('postgresUrl')!);
    try {
      const jdbcTemplate = new JdbcTemplate(dataSource);
      const embeddingModel = new MiniMaxEmbeddingModel(new MiniMaxApi(context.baseUrl, context.apiKey));

      const table = phase === 2 ? CREATED_BY_JAVA : CREATED_BY_TS;
      const vectorStore = PgVectorStore.builder(jdbcTemplate, embeddingModel)
        .vectorTableName(table)
        .dimensions(1536)
        .distanceType(PgVectorStore.PgDistanceType.COSINE_DISTANCE)
        .indexType(PgVectorStore.PgIndexType.HNSW)
        .initializeSchema(true)
        .removeExistingVectorStoreTable(phase === 1)
        .build();
      await vectorStore.afterPropertiesSet();

      if (phase === 1) {
        await vectorStore.add([
          new Document('4f0c1b8e-0000-4000-8000-000000000001',
            'The lighthouse keeper wrote poems about the winter sea.',
            { genre: 'poetry', year: 2019 }),
          new Document('4f0c1b8e-0000-4000-8000-000000000002',
            'Winter storms batter the northern lighthouse.', { genre: 'news', year: 2021 }),
          new Document('4f0c1b8e-0000-4000-8000-000000000003',
            'A poem about the frozen sea and the winter light.',
            { genre: 'poetry', year: 2022 }),
        ]);
        context.outcome
          .put('phase1', describe(await vectorStore.similaritySearch(
            SearchRequest.builder().query('poems about the winter sea').topK(5).build())));
      } else if (phase === 2) {
        const found = new Map<string, unknown>();
        found.set('poetry', describe(await vectorStore.similaritySearch(SearchRequest.builder()
          .query('poems about the winter sea')
          .topK(5)
          .filterExpression("genre == 'poetry'")
          .build())));
        await vectorStore.add([
          new Document('4f0c1b8e-0000-4000-8000-000000000004', 'News of the lighthouse museum opening.',
            { genre: 'news', year: 2023 }),
          new Document('4f0c1b8e-0000-4000-8000-000000000005', 'Sailors sing old sea shanties through the long winter nights.',
            { genre: 'music', year: 2020 }),
        ]);
        found.set('recent', describe(await vectorStore.similaritySearch(SearchRequest.builder()
          .query('winter sea lighthouse')
          .topK(3)
          .similarityThreshold(0.2)
          .filterExpression("year >= 2020 && genre in ['poetry', 'news', 'music']")
          .build())));
        context.outcome.put('phase2', found);
      } else {
        await vectorStore.delete("genre == 'news' || year < 2020");
        context.outcome
          .put('phase3', describe(await vectorStore.similaritySearch(
            SearchRequest.builder().query('winter sea lighthouse').topK(10).build())));
      }
    } finally {
      await dataSource.close();
    }
  },
});
