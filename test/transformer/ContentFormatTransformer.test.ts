import { ContentFormatTransformer, DefaultContentFormatter, Document, DocumentTransformer, MetadataMode } from '../../src/index.js';
import type { ContentFormatter } from '../../src/index.js';

// Spring has no unit test for ContentFormatTransformer; these check its documented behaviour.
describe('ContentFormatTransformer (own)', () => {
  const document = (): Document => new Document('The text', { a: '1', b: '2', c: '3' });

  test('a DefaultContentFormatter merges into the document one: excluded keys of both, the document templates', () => {
    const doc = document();
    doc.setContentFormatter(
      DefaultContentFormatter.builder().withExcludedEmbedMetadataKeys('a').withMetadataTemplate('<{key}={value}>').withMetadataSeparator('|').withTextTemplate('{content} // {metadata_string}').build(),
    );
    const toApply = DefaultContentFormatter.builder().withExcludedEmbedMetadataKeys('b').withExcludedInferenceMetadataKeys('c').withTextTemplate('ignored {content} {metadata_string}').build();
    const documents = [doc];
    const result = new ContentFormatTransformer(toApply).apply(documents);
    expect(result).toBe(documents);
    const merged = doc.getContentFormatter() as DefaultContentFormatter;
    expect(merged).not.toBe(toApply);
    expect(merged.getExcludedEmbedMetadataKeys()).toEqual(['a', 'b']);
    expect(merged.getExcludedInferenceMetadataKeys()).toEqual(['c']);
    expect(merged.getMetadataTemplate()).toBe('<{key}={value}>');
    expect(merged.getMetadataSeparator()).toBe('|');
    expect(merged.getTextTemplate()).toBe('{content} // {metadata_string}');
    expect(doc.getFormattedContent(MetadataMode.EMBED)).toBe('The text // <c=3>');
    expect(doc.getFormattedContent(MetadataMode.INFERENCE)).toBe('The text // <a=1>|<b=2>');
  });

  test('disableTemplateRewrite keeps the default text template in the merged formatter', () => {
    const doc = document();
    doc.setContentFormatter(DefaultContentFormatter.builder().withTextTemplate('{content} // {metadata_string}').build());
    new ContentFormatTransformer(DefaultContentFormatter.defaultConfig(), true).transform([doc]);
    expect((doc.getContentFormatter() as DefaultContentFormatter).getTextTemplate()).toBe(DefaultContentFormatter.defaultConfig().getTextTemplate());
  });

  test('any other formatter replaces the document one', () => {
    const custom: ContentFormatter = { format: (d) => `custom ${d.getText()}` };
    const doc = document();
    new ContentFormatTransformer(custom).apply([doc]);
    expect(doc.getContentFormatter()).toBe(custom);
    const replaced = document();
    replaced.setContentFormatter(custom);
    const formatter = DefaultContentFormatter.defaultConfig();
    new ContentFormatTransformer(formatter).apply([replaced]);
    expect(replaced.getContentFormatter()).toBe(formatter);
  });

  test('without a formatter the documents are left as they are', () => {
    const doc = document();
    const before = doc.getContentFormatter();
    expect(new ContentFormatTransformer(null as never).apply([doc])).toEqual([doc]);
    expect(doc.getContentFormatter()).toBe(before);
  });

  test('is a DocumentTransformer', () => {
    expect(new ContentFormatTransformer(DefaultContentFormatter.defaultConfig())).toBeInstanceOf(DocumentTransformer);
  });
});
