/* spring-ai-ts, Apache-2.0. The simulator's embeddings endpoint: deterministic hashed bag-of-words vectors. */

/** The dimensions of `embo-01`, which the simulated vectors match. */
const DIMENSIONS = 1536;

// Frequent words that would make unrelated sentences look alike.
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from has have how i in is it its of on or so that the this to was what when where which who why will with you your'.split(
    ' ',
  ),
);

/** 32-bit FNV-1a of a string. */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Deterministic text embeddings for offline retrieval tests: each content word adds ±1 to a
 * hashed dimension (and ±0.5 to a second one, so two words rarely cancel), then the vector is
 * scaled to unit length. Texts that share words therefore have a high cosine similarity, texts
 * that share none are close to orthogonal, and the same text always gets the same vector.
 *
 * @internal
 */
export class MiniMaxEmbeddings {
  private constructor() {}

  /** The vector of one text (`DIMENSIONS` numbers, unit length; a fixed vector for a text without words). */
  static vector(text: string, dimensions = DIMENSIONS): number[] {
    const vector = new Array<number>(dimensions).fill(0);
    const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.has(word));
    for (const raw of words) {
      // A light stemmer, so "vectors" and "vector" meet.
      const word = raw.length > 4 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw;
      const first = fnv1a(word);
      const second = fnv1a(word, 0x9747b28c);
      vector[first % dimensions] = (vector[first % dimensions] as number) + ((first >>> 31) === 0 ? 1 : -1);
      vector[second % dimensions] = (vector[second % dimensions] as number) + ((second >>> 31) === 0 ? 0.5 : -0.5);
    }
    const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
    if (norm === 0) {
      vector[0] = 1;
      return vector;
    }
    return vector.map((value) => value / norm);
  }

  /** The JSON answer of `POST /v1/embeddings` for a request body, or an error message. */
  static respond(body: unknown): { status: number; json: Record<string, unknown> } {
    const request = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if ('input' in request) return MiniMaxEmbeddings.respondOpenAi(request);
    const texts = request['texts'];
    if (!Array.isArray(texts) || texts.length === 0 || texts.some((text) => typeof text !== 'string')) {
      return { status: 200, json: { vectors: null, base_resp: { status_code: 2013, status_msg: 'invalid params, texts' } } };
    }
    if (request['type'] !== 'db' && request['type'] !== 'query') {
      return { status: 200, json: { vectors: null, base_resp: { status_code: 2013, status_msg: 'invalid params, type' } } };
    }
    const tokens = (texts as string[]).reduce((sum, text) => sum + Math.ceil(text.length / 4), 0);
    return {
      status: 200,
      json: {
        vectors: (texts as string[]).map((text) => MiniMaxEmbeddings.vector(text)),
        total_tokens: tokens,
        base_resp: { status_code: 0, status_msg: 'success' },
      },
    };
  }

  /**
   * An OpenAI embeddings request (`input`: a text or a list of texts) → OpenAI's response (`data`
   * of `{object, index, embedding}`, `usage`); an invalid input → HTTP 400 in OpenAI's error format.
   */
  static respondOpenAi(request: Record<string, unknown>): { status: number; json: Record<string, unknown> } {
    const input = request['input'];
    const texts = typeof input === 'string' ? [input] : input;
    if (!Array.isArray(texts) || texts.length === 0 || texts.some((text) => typeof text !== 'string')) {
      return { status: 400, json: { error: { message: "'input' must be a string or a non-empty array of strings", type: 'invalid_request_error', param: 'input', code: null } } };
    }
    const tokens = (texts as string[]).reduce((sum, text) => sum + Math.ceil(text.length / 4), 0);
    const dimensions = typeof request['dimensions'] === 'number' ? request['dimensions'] : undefined;
    return {
      status: 200,
      json: {
        object: 'list',
        data: (texts as string[]).map((text, index) => {
          const vector = MiniMaxEmbeddings.vector(text);
          return { object: 'embedding', index, embedding: dimensions === undefined ? vector : vector.slice(0, dimensions) };
        }),
        model: typeof request['model'] === 'string' ? request['model'] : 'text-embedding-ada-002',
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      },
    };
  }
}
