import { AbstractEmbeddingModel, Embedding, EmbeddingResponse, type EmbeddingRequest } from 'spring-ai-ts';

// An embedding model of your own implements call(); dimensions() is computed once, then cached.
class LengthEmbeddingModel extends AbstractEmbeddingModel {
  async call(request: EmbeddingRequest): Promise<EmbeddingResponse> {
    return new EmbeddingResponse(request.getInstructions().map((text, index) => new Embedding([text.length, 1], index)));
  }
}

const embeddingModel = new LengthEmbeddingModel();
console.log(await embeddingModel.embed('Hello'), await embeddingModel.dimensions()); // [5, 1] 2
export {};
