import { Document, IllegalArgumentException, Media, MimeTypeUtils } from '../../src/index.js';

const getMedia = (): Media => Media.builder().data(new URL('http://type1')).mimeType(MimeTypeUtils.IMAGE_JPEG).build();

describe('DocumentBuilderTests', () => {
  let builder: Document.Builder;
  beforeEach(() => {
    builder = Document.builder();
  });

  test('testWithIdGenerator', () => {
    const result = builder.idGenerator(() => 'mockedId');
    expect(result).toBe(builder);
    expect(result.text('Test content').metadata('key', 'value').build().getId()).toBe('mockedId');
  });

  test('testWithIdGeneratorNull', () => {
    expect(() => builder.idGenerator(null as never).build()).toThrow(new IllegalArgumentException('idGenerator cannot be null'));
  });

  test('testWithId', () => {
    const result = builder.text('text').id('testId');
    expect(result).toBe(builder);
    expect(result.build().getId()).toBe('testId');
  });

  test('testWithIdNullOrEmpty', () => {
    expect(() => builder.text('text').id(null as never).build()).toThrow('id cannot be null or empty');
    expect(() => builder.text('text').id('').build()).toThrow('id cannot be null or empty');
  });

  test('testWithContent', () => {
    expect(builder.text('Test content').build().getText()).toBe('Test content');
  });

  test('testWithMediaSingle', () => {
    const media = Media.builder().mimeType(MimeTypeUtils.IMAGE_JPEG).data(new URL('http://test')).build();
    expect(builder.media(media).build().getMedia()).toBe(media);
  });

  test('testWithMetadataMap', () => {
    const metadata = new Map<string, unknown>([['key1', 'value1'], ['key2', 2]]);
    expect(builder.text('text').metadata(metadata).build().getMetadata()).toEqual(metadata);
  });

  test('testWithMetadataMapNull', () => {
    expect(() => builder.text('text').metadata(null as never).build()).toThrow('metadata cannot be null');
  });

  test('testWithMetadataKeyValue', () => {
    expect(builder.metadata('key', 'value').text('text').build().getMetadata().get('key')).toBe('value');
  });

  test('testWithMetadataKeyNull', () => {
    expect(() => builder.text('text').metadata(null as never, 'value').build()).toThrow('metadata key cannot be null');
  });

  test('testWithMetadataValueNull', () => {
    expect(() => builder.text('text').metadata('key', null).build()).toThrow('metadata value cannot be null');
  });

  test('testBuildWithoutId', () => {
    const document = builder.text('text').text('Test content').build();
    expect(document.getId().length).toBeGreaterThan(0);
    expect(document.getText()).toBe('Test content');
  });

  test('testWithWhitespaceOnlyId', () => {
    expect(() => builder.text('text').id('   ').build()).toThrow('id cannot be null or empty');
  });

  test('testWithEmptyText', () => {
    expect(builder.text('').build().getText()).toBe('');
  });

  test('testMetadataMapOverridesKeyValue', () => {
    const document = builder.text('text').metadata('oldKey', 'oldValue').metadata({ newKey: 'newValue' }).build();
    expect([...document.getMetadata()]).toEqual([['newKey', 'newValue']]);
  });

  test('testKeyValueMetadataAfterMap', () => {
    const document = builder.text('text').metadata({ mapKey: 'mapValue' }).metadata('additionalKey', 'additionalValue').build();
    expect(document.getMetadata().size).toBe(2);
  });

  test('testOverwritingMetadataWithSameKey', () => {
    const document = builder.text('text').metadata('key', 'firstValue').metadata('key', 'secondValue').build();
    expect([...document.getMetadata()]).toEqual([['key', 'secondValue']]);
  });

  test('testIdOverridesIdGenerator', () => {
    expect(builder.text('text').idGenerator(() => 'generated-id').id('explicit-id').build().getId()).toBe('explicit-id');
  });

  test('testBuilderReuse', () => {
    const doc1 = builder.text('first').id('id1').metadata('key', 'value1').build();
    const doc2 = builder.text('second').id('id2').metadata('key', 'value2').build();
    expect([doc1.getId(), doc1.getText(), doc1.getMetadata().get('key')]).toEqual(['id1', 'first', 'value1']);
    expect([doc2.getId(), doc2.getText(), doc2.getMetadata().get('key')]).toEqual(['id2', 'second', 'value2']);
  });

  test('testOverwritingMediaWithNull', () => {
    expect(builder.media(getMedia()).media(null).text('fallback').build().getMedia()).toBeUndefined();
  });
});

describe('ContentFormatterTests', () => {
  test('shouldThrowWhenIdIsNull', () => {
    expect(() => new Document(null as never, 'text', new Map())).toThrow('id cannot be null or empty');
  });

  test('shouldThrowWhenIdIsEmpty', () => {
    expect(() => new Document('', 'text', new Map())).toThrow('id cannot be null or empty');
  });

  test('shouldThrowWhenMetadataIsNull', () => {
    expect(() => new Document('Sample text', null as never)).toThrow('metadata cannot be null');
  });

  test('shouldThrowWhenMetadataHasNullKey', () => {
    expect(() => new Document('Sample text', new Map([[null as unknown as string, 'value']]))).toThrow('metadata cannot have null keys');
  });

  test('shouldThrowWhenMetadataHasNullValue', () => {
    expect(() => new Document('Sample text', new Map([['key', null]]))).toThrow('metadata cannot have null values');
  });

  test('shouldThrowWhenNeitherTextNorMediaAreSet', () => {
    expect(() => Document.builder().id('test-id').metadata('key', 'value').build()).toThrow(
      'exactly one of text or media must be specified',
    );
  });

  test('builderWithCustomIdGenerator', () => {
    const generateId = jest.fn(() => 'generated-id');
    const document = Document.builder().idGenerator({ generateId }).text('test text').metadata('key', 'value').build();
    expect(document.getId()).toBe('generated-id');
    expect(generateId).toHaveBeenCalledWith('test text', new Map([['key', 'value']]));
  });

  test('setCustomContentFormatter', () => {
    const document = new Document('Sample text', {});
    const formatter = { format: jest.fn(() => 'Custom formatted content') };
    document.setContentFormatter(formatter);
    expect(document.getContentFormatter()).toBe(formatter);
    expect(document.getFormattedContent()).toBe('Custom formatted content');
  });

  test('shouldThrowWhenFormatterIsNull', () => {
    expect(() => new Document('Sample text', {}).getFormattedContent(null as never, null as never)).toThrow('formatter must not be null');
  });

  test('shouldThrowWhenMetadataModeIsNull', () => {
    expect(() => new Document('Sample text', {}).getFormattedContent(null as never)).toThrow('Metadata mode must not be null');
  });

  test('mutateTextDocument', () => {
    const original = new Document('id', 'original text', { key: 'value' });
    const mutated = original.mutate().text('modified text').metadata('newKey', 'newValue').score(0.9).build();
    expect(mutated.getId()).toBe('id');
    expect(mutated.getText()).toBe('modified text');
    expect(mutated.getScore()).toBe(0.9);
    expect(original.getText()).toBe('original text');
    expect(original.getScore()).toBeUndefined();
  });

  test('equalDocuments', () => {
    const doc1 = new Document('id', 'text', { key: 'value' });
    const doc2 = new Document('id', 'text', { key: 'value' });
    expect(doc1.equals(doc2)).toBe(true);
    expect(doc1.hashCode()).toBe(doc2.hashCode());
  });

  test('differentIds', () => {
    expect(new Document('id1', 'text', {}).equals(new Document('id2', 'text', {}))).toBe(false);
  });

  test('differentText', () => {
    expect(new Document('id', 'text1', {}).equals(new Document('id', 'text2', {}))).toBe(false);
  });

  test('isTextReturnsTrueForTextDocument', () => {
    const document = new Document('Sample text', {});
    expect(document.isText()).toBe(true);
    expect(document.getMedia()).toBeUndefined();
  });

  test('scoreHandling', () => {
    expect(Document.builder().text('test').score(0.85).build().getScore()).toBe(0.85);
    expect(new Document('test').getScore()).toBeUndefined();
  });

  test('media constructors (own)', () => {
    const media = getMedia();
    expect(new Document(media, {}).getMedia()).toBe(media);
    const withId = new Document('m1', media, { k: 1 });
    expect([withId.getId(), withId.getText(), withId.getMetadata().get('k')]).toEqual(['m1', undefined, 1]);
  });
});
