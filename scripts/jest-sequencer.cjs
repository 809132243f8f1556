// Test order for jest: with two workers, a long test file that starts last leaves one core idle
// while it runs alone. Jest orders by the durations it recorded in its cache, or by file size when
// it has none (a clean clone, CI), and file size says little here: the costliest files are short
// ones that run tsc, npm pack or whole processes. So the files below, measured as the costliest
// (CPU seconds, scripts/test-profile.mjs), start first, in this order; the rest follow jest's
// order, and a file that failed last time still runs before everything else. The order never
// changes a result.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const COSTLIEST_FIRST = [
  // About half a minute, most of it in its own JVM: started first, it overlaps everything else.
  'test/spring/side-by-side.test.ts',
  // About half a minute of typedoc building the documentation site, then headless chromium.
  'test/docs/site.browser.test.ts',
  'test/package-exports.test.ts',
  'test/dist.test.ts',
  'test/java/jdbc/multiprocess/MultiProcessChatMemory.test.ts',
  'test/architecture/layers.test.ts',
  'test/java/jdbc/JdbcTemplate.test.ts',
  'test/public-api.test.ts',
  'test/fault/concurrentMemory.test.ts',
  'test/fault/toolLoopLimits.test.ts',
  'test/examples/rag.test.ts',
  'test/examples/demo.test.ts',
  'test/vectorstore/SameFilterSameDocuments.test.ts',
  'test/mcp/McpStdioEndToEnd.test.ts',
  'test/java/reactor/retention.test.ts',
  'test/vectorstore/pgvector/PgVectorStoreServer.test.ts',
  'test/vectorstore/pgvector/PgVectorStore.test.ts',
  'test/chat/memory/repository/jdbc/JdbcChatMemoryRepositoryPGliteIT.test.ts',
  'test/agent/store/PostgresConversationStorePGlite.test.ts',
];

class CostSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    const rank = (test) => {
      if (this.hasFailed(test)) return -1;
      const index = COSTLIEST_FIRST.indexOf(path.relative(test.context.config.rootDir, test.path).split(path.sep).join('/'));
      return index === -1 ? COSTLIEST_FIRST.length : index;
    };
    return ordered
      .map((test, position) => ({ test, position, rank: rank(test) }))
      .sort((a, b) => a.rank - b.rank || a.position - b.position)
      .map(({ test }) => test);
  }
}

module.exports = CostSequencer;
