// spring-ai-ts own tests: MiniMaxApi.EmbeddingType and MiniMaxApi.EmbeddingModel as Java enums.
import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { MiniMaxApi, MiniMaxApiEmbeddingModel, MiniMaxApiEmbeddingType } from '../../../../src/model/minimax/index.js';

describe('MiniMaxApi embedding enums (spring-ai-ts)', () => {
  test('EmbeddingType: constants, names, ordinals, values, valueOf and the JSON value', () => {
    expect(MiniMaxApi.EmbeddingType).toBe(MiniMaxApiEmbeddingType);
    expect(MiniMaxApi.EmbeddingType.values()).toEqual([MiniMaxApi.EmbeddingType.DB, MiniMaxApi.EmbeddingType.Query]);
    expect(MiniMaxApi.EmbeddingType.values().map((type) => [type.name(), type.ordinal(), type.getValue(), String(type)])).toEqual([
      ['DB', 0, 'db', 'DB'],
      ['Query', 1, 'query', 'Query'],
    ]);
    expect(MiniMaxApi.EmbeddingType.valueOf('Query')).toBe(MiniMaxApi.EmbeddingType.Query);
    expect(() => MiniMaxApi.EmbeddingType.valueOf('QUERY')).toThrow(IllegalArgumentException);
    expect(() => MiniMaxApi.EmbeddingType.valueOf('QUERY')).toThrow('No enum constant EmbeddingType.QUERY');
    // Java's @JsonValue: a constant is its value on the wire.
    expect(JSON.stringify({ type: MiniMaxApi.EmbeddingType.DB })).toBe('{"type":"db"}');
  });

  test('EmbeddingModel: Embo_01 is embo-01, the default model of an embedding request', () => {
    expect(MiniMaxApi.EmbeddingModel).toBe(MiniMaxApiEmbeddingModel);
    expect(MiniMaxApi.EmbeddingModel.values()).toEqual([MiniMaxApi.EmbeddingModel.Embo_01]);
    expect(MiniMaxApi.EmbeddingModel.Embo_01.getValue()).toBe('embo-01');
    expect(MiniMaxApi.EmbeddingModel.valueOf('Embo_01')).toBe(MiniMaxApi.EmbeddingModel.Embo_01);
    expect(() => MiniMaxApi.EmbeddingModel.valueOf('embo-01')).toThrow('No enum constant EmbeddingModel.embo-01');
    const request = new MiniMaxApi.EmbeddingRequest(['a text'], MiniMaxApi.EmbeddingType.Query);
    expect(request.model()).toBe(MiniMaxApi.EmbeddingModel.Embo_01.getValue());
    expect(request.toJSON()).toEqual({ texts: ['a text'], model: 'embo-01', type: 'query' });
    expect(new MiniMaxApi.EmbeddingRequest(['a text'], MiniMaxApi.EmbeddingModel.Embo_01.getValue(), MiniMaxApi.EmbeddingType.DB.getValue()).toJSON()).toEqual({
      texts: ['a text'],
      model: 'embo-01',
      type: 'db',
    });
  });
});
