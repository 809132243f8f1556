import {
  AbstractEmbeddingModel,
  Document,
  Embedding,
  EmbeddingModel,
  EmbeddingOptions,
  EmbeddingRequest,
  EmbeddingResponse,
  EmbeddingResponseMetadata,
  IllegalArgumentException,
  MetadataMode,
  TokenCountBatchingStrategy,
  UnsupportedOperationException,
} from '../../src/index.js';

class DummyEmbeddingModel extends EmbeddingModel {
  readonly requests: EmbeddingRequest[] = [];
  constructor(private readonly metadataMode?: MetadataMode) {
    super();
  }

  override getEmbeddingContent(document: Document): string | undefined {
    return this.metadataMode !== undefined ? document.getFormattedContent(this.metadataMode) : document.getText();
  }

  async call(request: EmbeddingRequest): Promise<EmbeddingResponse> {
    this.requests.push(request);
    return new EmbeddingResponse(request.getInstructions().map((_, i) => new Embedding([0.1, 0.2, 0.3], i)));
  }
}

describe('AbstractEmbeddingModelTests', () => {
  test('testDefaultMethodImplementation', async () => {
    class Dummy extends EmbeddingModel {
      override async embed(input: unknown): Promise<never> {
        if (typeof input === 'string') return [0.1, 0.1, 0.1] as never;
        throw new UnsupportedOperationException("Unimplemented method 'embed'");
      }
      async call(): Promise<EmbeddingResponse> {
        throw new UnsupportedOperationException("Unimplemented method 'call'");
      }
    }
    await expect(new Dummy().dimensions()).resolves.toBe(3);
  });

  test.each([
    ['text-embedding-ada-002', 1536],
    ['sentence-transformers/all-MiniLM-L6-v2', 384],
    ['multimodalembedding@001', 768],
  ])('testKnownEmbeddingModelDimensions %s', async (model, dimension) => {
    const embeddingModel = new DummyEmbeddingModel();
    const embed = jest.spyOn(embeddingModel, 'embed');
    await expect(AbstractEmbeddingModel.dimensions(embeddingModel, model, 'Hello world!')).resolves.toBe(dimension);
    expect(embed).not.toHaveBeenCalled();
  });

  test('testUnknownModelDimension', async () => {
    const embeddingModel = new DummyEmbeddingModel();
    await expect(AbstractEmbeddingModel.dimensions(embeddingModel, 'unknown_model', 'Hello world!')).resolves.toBe(3);
    expect(embeddingModel.requests[0]!.getInstructions()).toEqual(['Hello world!']);
  });

  test('testGetEmbeddingContentDefaultReturnsText', () => {
    expect(new DummyEmbeddingModel().getEmbeddingContent(new Document('raw text', { key: 'value' }))).toBe('raw text');
  });

  test('testBatchedEmbedUsesGetEmbeddingContent', async () => {
    const model = new DummyEmbeddingModel(MetadataMode.EMBED);
    const doc = new Document('Some content', { title: 'Getting Started' });
    await model.embed([doc], EmbeddingOptions.builder().build(), new TokenCountBatchingStrategy());
    expect(model.requests[0]!.getInstructions()[0]).toContain('Getting Started');
    expect(model.requests[0]!.getInstructions()[0]).toContain('Some content');
  });

  test('testBatchedEmbedWithoutMetadataModeUsesRawText', async () => {
    const model = new DummyEmbeddingModel();
    const doc = new Document('Some content', { title: 'Getting Started' });
    await expect(model.embed([doc], EmbeddingOptions.builder().build(), new TokenCountBatchingStrategy())).resolves.toEqual([[0.1, 0.2, 0.3]]);
    expect(model.requests[0]!.getInstructions()).toEqual(['Some content']);
  });

  test('embed overloads, embedForResponse and caching dimensions (own)', async () => {
    const model = new DummyEmbeddingModel();
    await expect(model.embed('one')).resolves.toEqual([0.1, 0.2, 0.3]);
    await expect(model.embed(['a', 'b'])).resolves.toHaveLength(2);
    await expect(model.embed(new Document('doc'))).resolves.toEqual([0.1, 0.2, 0.3]);
    expect((await model.embedForResponse(['x'])).getResult().getIndex()).toBe(0);
    await expect(model.embed(null as unknown as string)).rejects.toThrow(new IllegalArgumentException('Text must not be null'));

    class Cached extends AbstractEmbeddingModel {
      calls = 0;
      async call(request: EmbeddingRequest): Promise<EmbeddingResponse> {
        this.calls++;
        return new EmbeddingResponse(request.getInstructions().map((_, i) => new Embedding([1, 2], i)));
      }
    }
    const cached = new Cached();
    await expect(cached.dimensions()).resolves.toBe(2);
    await expect(cached.dimensions()).resolves.toBe(2);
    expect(cached.calls).toBe(1);
  });

  test('a model returning fewer vectors than documents is an error (own)', async () => {
    class Short extends EmbeddingModel {
      async call(): Promise<EmbeddingResponse> {
        return new EmbeddingResponse([new Embedding([1], 0)]);
      }
    }
    await expect(
      new Short().embed([new Document('a'), new Document('b')], undefined, new TokenCountBatchingStrategy()),
    ).rejects.toThrow('Embeddings must have the same number as that of the documents');
  });
});

describe('TokenCountBatchingStrategyTests', () => {
  test('batchEmbeddingHappyPath', () => {
    const batch = new TokenCountBatchingStrategy().batch([new Document('Hello world'), new Document('Hello Spring'), new Document('Hello Spring AI!')]);
    expect(batch).toHaveLength(1);
    expect(batch[0]).toHaveLength(3);
  });

  test('batchShouldTrackTokenCountAcrossBatchBoundaries', () => {
    const strategy = new TokenCountBatchingStrategy('CL100K_BASE', 10, 0.0);
    const documents = Array.from({ length: 6 }, () => new Document('Hello world'));
    const batches = strategy.batch(documents);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toHaveLength(6);
    for (const batch of batches) expect(batch.length * 2).toBeLessThanOrEqual(10);
  });

  test('batchEmbeddingWithLargeDocumentExceedsMaxTokenSize', () => {
    const text = 'word '.repeat(9000);
    expect(() => new TokenCountBatchingStrategy().batch([new Document(text)])).toThrow(
      new IllegalArgumentException('Tokens in a single document exceeds the maximum number of allowed input tokens'),
    );
  });

  test('argument checks (own)', () => {
    expect(() => new TokenCountBatchingStrategy('CL100K_BASE', 0, 0.1)).toThrow('MaxInputTokenCount must be greater than 0');
    expect(() => new TokenCountBatchingStrategy('CL100K_BASE', 10, 1)).toThrow('ReservePercentage must be in range [0, 1)');
  });
});

describe('Embedding and EmbeddingResponse (own)', () => {
  test('equality, toString and the empty result', () => {
    expect(new Embedding([1, 2], 0).equals(new Embedding([1, 2], 0))).toBe(true);
    expect(new Embedding([1, 2], 0).hashCode()).toBe(new Embedding([1, 2], 0).hashCode());
    expect(new Embedding([1, 2], 0).equals(new Embedding([1, 3], 0))).toBe(false);
    expect(new Embedding([], 1).toString()).toBe('Embedding{embedding=<empty>, index=1}');
    expect(() => new EmbeddingResponse([]).getResult()).toThrow('No embedding data available.');
    const metadata = new EmbeddingResponseMetadata('m', undefined, { a: 1 });
    expect([metadata.getModel(), metadata.get('a'), metadata.getUsage().getPromptTokens()]).toEqual(['m', 1, 0]);
  });
});
