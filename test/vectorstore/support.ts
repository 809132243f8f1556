// Test embedding models: the simulator's hashed bag-of-words vectors, computed in process.
import { Embedding, EmbeddingModel, EmbeddingRequest, EmbeddingResponse } from '../../src/index.js';
import { MiniMaxEmbeddings } from '../../src/model/minimax/simulator/MiniMaxEmbeddings.js';

/** Texts sharing words get close vectors; `calls` counts model calls. */
export class WordEmbeddingModel extends EmbeddingModel {
  calls = 0;
  constructor(readonly dimensions_ = 64) {
    super();
  }

  async call(request: EmbeddingRequest): Promise<EmbeddingResponse> {
    this.calls++;
    await Promise.resolve();
    return new EmbeddingResponse(request.getInstructions().map((text, i) => new Embedding(MiniMaxEmbeddings.vector(text, this.dimensions_), i)));
  }
}

/** Answers with fixed vectors per text (and a fallback), for exact-score tests. */
export class FixedEmbeddingModel extends EmbeddingModel {
  constructor(
    private readonly vectors: Record<string, number[]>,
    private readonly fallback: number[] = [1, 0, 0],
  ) {
    super();
  }

  async call(request: EmbeddingRequest): Promise<EmbeddingResponse> {
    return new EmbeddingResponse(request.getInstructions().map((text, i) => new Embedding(this.vectors[text] ?? this.fallback, i)));
  }
}
