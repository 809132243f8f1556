import {
  ContentFormatter,
  DefaultContentFormatter,
  Document,
  IllegalArgumentException,
  Media,
  MetadataMode,
  MimeTypeUtils,
} from '../../src/index.js';

const getMedia = (): Media => Media.builder().mimeType(MimeTypeUtils.IMAGE_JPEG).data(new URL('http://type1')).build();

describe('DocumentTests', () => {
  test('testScore', () => {
    expect(Document.builder().text('Test content').score(0.95).build().getScore()).toBe(0.95);
  });

  test('testNullScore', () => {
    expect(Document.builder().text('Test content').score(null).build().getScore()).toBeUndefined();
  });

  test('testMutate', () => {
    const original = Document.builder().id('customId').text('Test content').media(null).metadata({ key: 'value' }).score(0.95).build();
    const mutated = original.mutate().build();
    expect(mutated).not.toBe(original);
    expect(mutated).toEqual(original);
    expect(mutated.equals(original)).toBe(true);
  });

  test('testEquals', () => {
    const metadata = new Map([['key', 'value']]);
    const doc1 = Document.builder().id('customId').text('Test text').metadata(metadata).score(0.95).build();
    const doc2 = Document.builder().id('customId').text('Test text').metadata(metadata).score(0.95).build();
    const different = Document.builder().id('differentId').text('Different content').metadata(metadata).score(0.95).build();
    expect(doc1.equals(doc2)).toBe(true);
    expect(doc1.equals(different)).toBe(false);
    expect(doc1.equals(null)).toBe(false);
    expect(doc1.equals({})).toBe(false);
    expect(doc1.hashCode()).toBe(doc2.hashCode());
  });

  test('testEmptyDocument', () => {
    expect(() => Document.builder().build()).toThrow(IllegalArgumentException);
  });

  test('testToString', () => {
    const document = Document.builder().id('customId').text('Test content').media(null).metadata({ key: 'value' }).score(0.95).build();
    const text = document.toString();
    expect(text).toContain("id='customId'");
    expect(text).toContain("text='Test content'");
    expect(text).toContain('metadata={key=value}');
    expect(text).toContain('score=0.95');
  });

  test('testMediaDocumentConstruction', () => {
    const media = getMedia();
    const document = Document.builder().media(media).metadata({ key: 'value' }).build();
    expect(document.getMedia()).toBe(media);
    expect(document.getText()).toBeUndefined();
    expect(document.isText()).toBe(false);
  });

  test('testTextDocumentConstruction', () => {
    const document = Document.builder().text('Test text').metadata({ key: 'value' }).build();
    expect(document.getText()).toBe('Test text');
    expect(document.getMedia()).toBeUndefined();
    expect(document.isText()).toBe(true);
  });

  test('testBothTextAndMediaThrowsException', () => {
    expect(() => Document.builder().text('Test text').media(getMedia()).build()).toThrow(IllegalArgumentException);
  });

  test('testCustomIdGenerator', () => {
    const document = Document.builder().text('test').idGenerator({ generateId: (...contents) => `custom-${String(contents[0])}` }).build();
    expect(document.getId()).toBe('custom-test');
  });

  test('testMetadataValidation', () => {
    expect(() => Document.builder().text('test').metadata({ nullKey: null }).build()).toThrow(IllegalArgumentException);
  });

  test('testFormattedContent', () => {
    const content = Document.builder().text('Test text').metadata({ key: 'value' }).build().getFormattedContent(MetadataMode.ALL);
    expect(content).toContain('Test text');
    expect(content).toContain('key');
    expect(content).toContain('value');
  });

  test('testCustomFormattedContent', () => {
    const document = Document.builder().text('Test text').build();
    const formatter: ContentFormatter = { format: (doc) => `Custom: ${doc.getText()}` };
    expect(document.getFormattedContent(formatter, MetadataMode.ALL)).toBe('Custom: Test text');
  });

  test('testNullIdThrowsException', () => {
    expect(() => Document.builder().id(null as unknown as string).text('test').build()).toThrow(IllegalArgumentException);
  });

  test('testEmptyIdThrowsException', () => {
    expect(() => Document.builder().id('').text('test').build()).toThrow(IllegalArgumentException);
  });

  test('testMetadataKeyValueAddition', () => {
    const document = Document.builder().text('test').metadata('key1', 'value1').metadata('key2', 'value2').build();
    expect(document.getMetadata()).toEqual(new Map([['key1', 'value1'], ['key2', 'value2']]));
  });

  test('testMetadataModeNone', () => {
    const content = Document.builder().text('Visible content').metadata({ secret: 'hidden' }).build().getFormattedContent(MetadataMode.NONE);
    expect(content).toContain('Visible content');
    expect(content).not.toContain('secret');
    expect(content).not.toContain('hidden');
  });

  test('testMetadataModeEmbed', () => {
    const document = Document.builder().text('Test content').metadata({ embedKey: 'embedValue', filterKey: 'filterValue' }).build();
    expect(document.getFormattedContent(MetadataMode.EMBED)).toContain('Test content');
  });

  test('testDocumentBuilderChaining', () => {
    const document = Document.builder().text('Chain test').metadata({ chain: 'test' }).metadata('additional', 'value').score(0.85).build();
    expect(document.getText()).toBe('Chain test');
    expect(document.getMetadata().get('chain')).toBe('test');
    expect(document.getMetadata().get('additional')).toBe('value');
    expect(document.getScore()).toBe(0.85);
  });

  test('testDocumentWithScoreGreaterThanOne', () => {
    expect(Document.builder().text('High score test').score(1.5).build().getScore()).toBe(1.5);
  });

  test('testMutateWithChanges', () => {
    const original = Document.builder().text('Original text').score(0.5).metadata('original', 'value').build();
    const mutated = original.mutate().text('Mutated text').score(0.8).metadata('new', 'metadata').build();
    expect(mutated.getText()).toBe('Mutated text');
    expect(mutated.getScore()).toBe(0.8);
    expect(mutated.getMetadata().get('new')).toBe('metadata');
    expect(original.getText()).toBe('Original text');
    expect(original.getMetadata().has('new')).toBe(false);
  });

  test('testDocumentEqualityWithDifferentScores', () => {
    const doc1 = Document.builder().id('sameId').text('Same text').score(0.5).build();
    const doc2 = Document.builder().id('sameId').text('Same text').score(0.8).build();
    expect(doc1.equals(doc2)).toBe(false);
  });

  test('testDocumentWithComplexMetadata', () => {
    const nested = new Map([['nested', 'value']]);
    const document = Document.builder().text('Complex metadata test').metadata({ string: 'value', number: 1, boolean: true, map: nested }).build();
    expect(document.getMetadata().get('number')).toBe(1);
    expect(document.getMetadata().get('boolean')).toBe(true);
    expect(document.getMetadata().get('map')).toBe(nested);
  });

  test('testMetadataImmutability', () => {
    const original = new Map<string, unknown>([['key', 'value']]);
    const document = Document.builder().text('Immutability test').metadata(original).build();
    original.set('key', 'modified');
    original.set('newKey', 'newValue');
    expect(document.getMetadata().get('key')).toBe('value');
    expect(document.getMetadata().has('newKey')).toBe(false);
  });

  test('testDocumentWithEmptyMetadata', () => {
    expect(Document.builder().text('Empty metadata test').metadata(new Map()).build().getMetadata().size).toBe(0);
  });

  test('testMetadataWithNullValueInMap', () => {
    expect(() => Document.builder().text('test').metadata({ validKey: 'validValue', nullKey: null }).build()).toThrow(
      IllegalArgumentException,
    );
  });

  test('testDocumentWithWhitespaceOnlyText', () => {
    const document = Document.builder().text('   \n\t\r   ').build();
    expect(document.getText()).toBe('   \n\t\r   ');
    expect(document.isText()).toBe(true);
  });

  test('testDocumentHashCodeConsistency', () => {
    const document = Document.builder().text('Hash test').metadata('key', 'value').score(0.1).build();
    expect(document.hashCode()).toBe(document.hashCode());
  });
});
