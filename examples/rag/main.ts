/* spring-ai-ts, Apache-2.0. Examples: runs the RAG example (simulator unless MINIMAX_API_KEY is set). */
import 'reflect-metadata';
import { hstore } from '@electric-sql/pglite/contrib/hstore';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { vector } from '@electric-sql/pglite/vector';
import { JdbcTemplate } from '../../src/java/jdbc/JdbcTemplate.js';
import { PGliteDataSource } from '../../src/java/jdbc/pglite/index.js';
import { MiniMaxApi, MiniMaxApiConstants, MiniMaxEmbeddingModel } from '../../src/model/minimax/index.js';
import { runMain } from '../shared/backend.js';
import { run, script } from './rag.js';

await runMain('rag example', script, async (backend) => {
  const key = process.env['MINIMAX_API_KEY']?.trim();
  const api =
    backend.simulator !== undefined
      ? new MiniMaxApi(backend.simulator.getBaseUrl(), 'simulator-key')
      : new MiniMaxApi(process.env['MINIMAX_BASE_URL']?.trim() || MiniMaxApiConstants.DEFAULT_BASE_URL, key as string);
  const dataSource = new PGliteDataSource({ extensions: { vector, hstore, uuid_ossp } });
  try {
    await run(backend.chatModel, new MiniMaxEmbeddingModel(api), new JdbcTemplate(dataSource), 'docs/MIGRATION.md', true);
  } finally {
    await dataSource.close();
  }
});
