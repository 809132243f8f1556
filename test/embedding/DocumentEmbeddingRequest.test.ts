import { Document, DocumentEmbeddingRequest, Embedding, EmbeddingOptions, EmbeddingResponse, Media, MimeTypeUtils } from '../../src/index.js';
import type { DocumentEmbeddingModel, ModelRequest } from '../../src/index.js';

// Spring has no unit test for DocumentEmbeddingRequest or DocumentEmbeddingModel; these check the port.
describe('DocumentEmbeddingRequest (own)', () => {
  const a = new Document('a');
  const b = new Document('b');

  test('documents as separate arguments, with empty options', () => {
    const request = new DocumentEmbeddingRequest(a, b);
    expect(request.getInstructions()).toEqual([a, b]);
    expect(request.getOptions().getModel()).toBeUndefined();
    expect(request.getOptions().getDimensions()).toBeUndefined();
  });

  test('one array is the list (rule 35), options kept as given', () => {
    const list = [a, b];
    expect(new DocumentEmbeddingRequest(list).getInstructions()).toBe(list);
    const options = EmbeddingOptions.builder().model('m').dimensions(8).build();
    const request = new DocumentEmbeddingRequest(list, options);
    expect(request.getOptions()).toBe(options);
    expect(new DocumentEmbeddingRequest().getInstructions()).toEqual([]);
  });

  test('a DocumentEmbeddingModel embeds text and media documents through the request', async () => {
    class LengthModel implements DocumentEmbeddingModel {
      async call(request: DocumentEmbeddingRequest): Promise<EmbeddingResponse> {
        return new EmbeddingResponse(request.getInstructions().map((d, i) => new Embedding([d.isText() ? d.getText()!.length : -1, i], i)));
      }
      async dimensions(): Promise<number> {
        return 2;
      }
    }
    const image = new Document(Media.builder().mimeType(MimeTypeUtils.IMAGE_PNG).data(new Uint8Array([1, 2])).build(), {});
    const model: DocumentEmbeddingModel = new LengthModel();
    const request: ModelRequest<Document[]> = new DocumentEmbeddingRequest(new Document('four'), image);
    const response = await model.call(request as DocumentEmbeddingRequest);
    expect(response.getResults().map((e) => e.getOutput())).toEqual([
      [4, 0],
      [-1, 1],
    ]);
    expect(await model.dimensions()).toBe(2);
  });
});
