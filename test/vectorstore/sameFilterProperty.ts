// The property behind SameFilterSameDocuments.test.ts, shared with the PostgreSQL-server tests:
// over generated documents and filters, SimpleVectorStore (in memory) and PgVectorStore (SQL/JSON
// paths in PostgreSQL with pgvector) return the same documents.
import {
  Document,
  Embedding,
  EmbeddingModel,
  EmbeddingRequest,
  EmbeddingResponse,
  FilterExpressionBuilder,
  JdbcTemplate,
  PgIdType,
  PgIndexType,
  PgVectorStore,
  SearchRequest,
  SimpleVectorStore,
} from '../../src/index.js';

/** Every document gets a positive similarity to the query, so only the filter decides. */
class PositiveEmbeddingModel extends EmbeddingModel {
  async call(request: EmbeddingRequest): Promise<EmbeddingResponse> {
    return new EmbeddingResponse(
      request.getInstructions().map((text, i) => {
        const n = Number(/\d+/.exec(text)?.[0] ?? 0);
        return new Embedding(text === 'query' ? [1, 0, 0, 0] : [1, (n % 7) / 10, (n % 5) / 10, (n % 3) / 10], i);
      }),
    );
  }
}

/** A small seeded generator (mulberry32), so a failure reproduces. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CATEGORIES = ['red', 'green', 'blue', "o'neil"];

function filter(next: () => number, b: FilterExpressionBuilder, depth: number): FilterExpressionBuilder.Op {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const roll = next();
  if (depth > 0 && roll < 0.35) {
    const op = pick(['and', 'or', 'not', 'group'] as const);
    if (op === 'not') return b.not(b.group(filter(next, b, depth - 1)));
    if (op === 'group') return b.group(filter(next, b, depth - 1));
    return b[op](filter(next, b, depth - 1), filter(next, b, depth - 1));
  }
  const n = Math.floor(next() * 12) - 1;
  switch (pick(['eqn', 'ne', 'gt', 'gte', 'lt', 'lte', 'cat', 'ncat', 'in', 'nin', 'flag', 'score'] as const)) {
    case 'eqn':
      return b.eq('n', n);
    case 'ne':
      return b.ne('n', n);
    case 'gt':
      return b.gt('n', n);
    case 'gte':
      return b.gte('n', n);
    case 'lt':
      return b.lt('n', n);
    case 'lte':
      return b.lte('n', n);
    case 'cat':
      return b.eq('category', pick(CATEGORIES));
    case 'ncat':
      return b.ne('category', pick(CATEGORIES));
    case 'in':
      return b.in('category', pick(CATEGORIES), pick(CATEGORIES));
    case 'nin':
      return b.nin('category', pick(CATEGORIES));
    case 'flag':
      return b.eq('flag', next() < 0.5);
    default:
      return b.gte('score', Math.round(next() * 100) / 10);
  }
}

/**
 * Registers the property test in the current `describe`; `template` is called inside the test, so
 * it may return a JdbcTemplate that a `beforeAll` creates.
 */
export function sameFilterSameDocuments(template: () => JdbcTemplate): void {
  test('200 generated filters over 60 generated documents', async () => {
    const next = random(20261124);
    const model = new PositiveEmbeddingModel();
    const documents = Array.from({ length: 60 }, (_, i) =>
      new Document(`doc-${i}`, `document ${i}`, {
        category: CATEGORIES[Math.floor(next() * CATEGORIES.length)] as string,
        n: Math.floor(next() * 10),
        flag: next() < 0.5,
        score: Math.round(next() * 100) / 10,
      }),
    );
    const simple = SimpleVectorStore.builder(model).build();
    const pg = PgVectorStore.builder(template(), model)
      .idType(PgIdType.TEXT)
      .indexType(PgIndexType.NONE)
      .dimensions(4)
      .vectorTableName('same_filter')
      .initializeSchema(true)
      .build();
    await simple.add(documents);
    await pg.add(documents);

    const b = new FilterExpressionBuilder();
    let nonTrivial = 0;
    for (let i = 0; i < 200; i++) {
      const expression = filter(next, b, 3).build();
      const request = SearchRequest.builder().query('query').topK(100).filterExpression(expression).build();
      const [fromSimple, fromPg] = await Promise.all([simple.similaritySearch(request), pg.similaritySearch(request)]);
      const ids = (docs: Document[]): string[] => docs.map((d) => d.getId()).sort();
      expect({ filter: expression.toString(), ids: ids(fromPg) }).toEqual({ filter: expression.toString(), ids: ids(fromSimple) });
      if (fromSimple.length > 0 && fromSimple.length < documents.length) nonTrivial++;
    }
    // The generated filters mostly select a proper, non-empty subset.
    expect(nonTrivial).toBeGreaterThan(100);
  });
}
