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

  test('testBuildWithAllProperties', () => {
    const document = builder.id('customId').text('Test content').metadata({ key: 'value' }).build();
    expect([document.getId(), document.getText(), document.getMetadata().get('key')]).toEqual(['customId', 'Test content', 'value']);
  });

  test('testOverwritingText', () => {
    expect(builder.text('initial text').text('final text').build().getText()).toBe('final text');
  });

  test('testMultipleMetadataKeyValueCalls', () => {
    const document = builder.text('text').metadata('key1', 'value1').metadata('key2', 'value2').metadata('key3', 123).build();
    expect([...document.getMetadata()]).toEqual([['key1', 'value1'], ['key2', 'value2'], ['key3', 123]]);
  });

  test('testWithEmptyMetadataMap', () => {
    expect(builder.text('text').metadata(new Map()).build().getMetadata().size).toBe(0);
  });

  test('testWithNullMedia', () => {
    expect(builder.text('text').media(null).build().getMedia()).toBeUndefined();
  });

  test('testComplexMetadataTypes', () => {
    const nested = new Map([['nested', 'value']]);
    const document = builder.text('text').metadata('string', 'text').metadata('integer', 42).metadata('double', 3.14).metadata('boolean', true).metadata('map', nested).build();
    expect(document.getMetadata().size).toBe(5);
    expect(document.getMetadata().get('double')).toBe(3.14);
    expect(document.getMetadata().get('map')).toBe(nested);
  });

  test('testMediaDocumentWithoutText', () => {
    const media = getMedia();
    const document = builder.media(media).build();
    expect([document.getMedia(), document.getText()]).toEqual([media, undefined]);
  });

  test('testTextDocumentWithoutMedia', () => {
    const document = builder.text('test content').build();
    expect([document.getText(), document.getMedia()]).toEqual(['test content', undefined]);
  });

  test('testMetadataWithSpecialCharacterKeys', () => {
    const document = builder.text('test').metadata('key-with-dashes', 'value1').metadata('key.with.dots', 'value2').metadata('key_with_underscores', 'value3').metadata('key with spaces', 'value4').build();
    expect(document.getMetadata().get('key with spaces')).toBe('value4');
    expect(document.getMetadata().get('key.with.dots')).toBe('value2');
  });

  test('testBuilderStateIsolation', () => {
    builder.text('first').metadata('shared', 'first');
    const doc1 = builder.build();
    builder.text('second').metadata('shared', 'second');
    const doc2 = builder.build();
    expect([doc1.getText(), doc1.getMetadata().get('shared')]).toEqual(['first', 'first']);
    expect([doc2.getText(), doc2.getMetadata().get('shared')]).toEqual(['second', 'second']);
  });

  test('testBuilderMethodChaining', () => {
    const document = builder.text('chained').id('chain-id').metadata('key1', 'value1').metadata('key2', 'value2').score(0.75).build();
    expect([document.getText(), document.getId(), document.getMetadata().size, document.getScore()]).toEqual(['chained', 'chain-id', 2, 0.75]);
  });

  test('testTextWithNewlinesAndTabs', () => {
    const text = 'Line 1\nLine 2\n\tTabbed line\r\nWindows line ending';
    expect(builder.text(text).build().getText()).toBe(text);
  });

  test('testMetadataOverwritingWithMapAfterKeyValue', () => {
    const document = builder.text('test').metadata('old-key', 'old-value').metadata('another-key', 'another-value').metadata({ 'map-key': 'map-value' }).build();
    expect([...document.getMetadata()]).toEqual([['map-key', 'map-value']]);
  });

  test('testMetadataKeyValuePairsAccumulation', () => {
    const document = builder.text('test').metadata('a', '1').metadata('b', '2').metadata('c', '3').metadata('d', '4').metadata('e', '5').build();
    expect([...document.getMetadata().keys()].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
