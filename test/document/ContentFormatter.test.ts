import { DefaultContentFormatter, Document, IllegalArgumentException, Media, MetadataMode, MimeTypeUtils } from '../../src/index.js';

const getMedia = (): Media => Media.builder().mimeType(MimeTypeUtils.IMAGE_JPEG).data(new URL('http://type1')).build();

describe('ContentFormatterTests', () => {
  const document = new Document('The World is Big and Salvation Lurks Around the Corner', {
    embedKey1: 'value1',
    embedKey2: 'value2',
    embedKey3: 'value3',
    llmKey2: 'value4',
  });

  test('noExplicitlySetFormatter', () => {
    expect(document.getText()).toBe('The World is Big and Salvation Lurks Around the Corner');
    expect(document.getFormattedContent()).toBe(document.getFormattedContent(MetadataMode.ALL));
    expect(document.getFormattedContent()).toBe(document.getFormattedContent(Document.DEFAULT_CONTENT_FORMATTER, MetadataMode.ALL));
  });

  // Java prints the metadata in HashMap order; here it follows insertion order.
  test('defaultConfigTextFormatter', () => {
    const formatter = DefaultContentFormatter.defaultConfig();
    expect(document.getFormattedContent(formatter, MetadataMode.ALL)).toBe(
      'embedKey1: value1\nembedKey2: value2\nembedKey3: value3\nllmKey2: value4\n\nThe World is Big and Salvation Lurks Around the Corner',
    );
    expect(document.getFormattedContent(formatter, MetadataMode.ALL)).toBe(document.getFormattedContent());
    expect(document.getFormattedContent(formatter, MetadataMode.ALL)).toBe(formatter.format(document, MetadataMode.ALL));
  });

  test('excluded keys per mode (own)', () => {
    const formatter = DefaultContentFormatter.builder()
      .withExcludedEmbedMetadataKeys('llmKey2')
      .withExcludedInferenceMetadataKeys(['embedKey1', 'embedKey2', 'embedKey3'])
      .withMetadataTemplate('<{key}>={value}')
      .withTextTemplate('{content} | {metadata_string}')
      .withMetadataSeparator(';')
      .build();
    expect(formatter.format(document, MetadataMode.EMBED)).toBe(
      'The World is Big and Salvation Lurks Around the Corner | <embedKey1>=value1;<embedKey2>=value2;<embedKey3>=value3',
    );
    expect(formatter.format(document, MetadataMode.INFERENCE)).toBe('The World is Big and Salvation Lurks Around the Corner | <llmKey2>=value4');
    const copy = DefaultContentFormatter.builder().from(formatter).build();
    expect(copy.getExcludedEmbedMetadataKeys()).toEqual(['llmKey2']);
    expect(copy.getTextTemplate()).toBe('{content} | {metadata_string}');
  });

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

  test('builderShouldThrowWhenIdGeneratorIsNull', () => {
    expect(() => Document.builder().idGenerator(null as never)).toThrow(new IllegalArgumentException('idGenerator cannot be null'));
  });

  test('builderShouldThrowWhenMetadataKeyIsNull', () => {
    expect(() => Document.builder().metadata(null as never, 'value')).toThrow(new IllegalArgumentException('metadata key cannot be null'));
  });

  test('builderShouldThrowWhenMetadataValueIsNull', () => {
    expect(() => Document.builder().metadata('key', null)).toThrow(new IllegalArgumentException('metadata value cannot be null'));
  });

  test('metadataImmutability', () => {
    const originalMetadata = new Map<string, unknown>([['key', 'value']]);
    const document = new Document('test', originalMetadata);
    originalMetadata.set('newKey', 'newValue');
    expect(document.getMetadata().size).toBe(1);
    expect(document.getMetadata().get('key')).toBe('value');
    expect(document.getMetadata().has('newKey')).toBe(false);
  });

  test('builderWithMetadataMap', () => {
    const metadata = new Map<string, unknown>([['key1', 'value1'], ['key2', 1]]);
    const document = Document.builder().text('test').metadata(metadata).build();
    expect(document.getMetadata()).toEqual(metadata);
    expect(document.getMetadata()).not.toBe(metadata);
  });
});
