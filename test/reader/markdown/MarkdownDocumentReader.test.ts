// Ported from Spring AI MarkdownDocumentReaderTest (v1.1.8); the fixtures are Spring's test resources.
import * as path from 'node:path';
import { ByteArrayResource, ClassPathResource, type Document, MarkdownDocumentReader, MarkdownDocumentReaderConfig, RuntimeException, IOException } from '../../../src/index.js';

const tuples = (documents: Document[]): [Record<string, unknown>, string | undefined][] =>
  documents.map((document) => [Object.fromEntries(document.getMetadata()), document.getText()]);

const LOREM_1A =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Curabitur diam eros, laoreet sit amet cursus vitae, varius sed nisi. Cras sit amet quam quis velit commodo porta consectetur id nisi. Phasellus tincidunt pulvinar augue.';
const BLOCKQUOTE =
  'Proin vel laoreet leo, sed luctus augue. Sed et ligula commodo, commodo lacus at, consequat turpis. Maecenas eget sapien odio. Maecenas urna lectus, pellentesque in accumsan aliquam, congue eu libero. Ut rhoncus nec justo a porttitor. Pellentesque auctor pharetra eros, viverra sodales lorem aliquet id. Curabitur semper nisi vel sem interdum suscipit.';
const FANCY =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Donec tincidunt velit non bibendum gravida. Cras accumsan tincidunt ornare. Donec hendrerit consequat tellus blandit accumsan. Aenean aliquam metus at arcu elementum dignissim.';
const HEADER_3 = 'Aenean eu leo eu nibh tristique posuere quis quis massa.';
const HEADER_1B =
  'Vestibulum ante ipsum primis in faucibus orci luctus et ultrices posuere cubilia curae; Etiam lobortis risus libero, sed sollicitudin risus cursus in. Morbi enim metus, ornare vel lacinia eget, venenatis vel nibh.';
const HEADER_2B =
  'Proin vel laoreet leo, sed luctus augue. Sed et ligula commodo, commodo lacus at, consequat turpis. Maecenas eget sapien odio. Maecenas urna lectus, pellentesque in accumsan aliquam, congue eu libero.';
const HEADER_2C = 'Ut rhoncus nec justo a porttitor. Pellentesque auctor pharetra eros, viverra sodales lorem aliquet id. Curabitur semper nisi vel sem interdum suscipit.';

beforeAll(() => ClassPathResource.setResourceRoots([path.resolve(__dirname, '../../resources/readers/markdown')]));
afterAll(() => ClassPathResource.setResourceRoots(undefined));

describe('MarkdownDocumentReaderTest', () => {
  test('testDirPathSingle', async () => {
    const reader = new MarkdownDocumentReader('classpath:/dir-test-1/*.md');
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [{}, LOREM_1A],
      [{ category: 'blockquote' }, BLOCKQUOTE],
    ]);
  });

  test('testDirPathMultiple', async () => {
    const reader = new MarkdownDocumentReader('classpath:/dir-test-2/*.md');
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [{ category: 'header_1', title: 'Header 1a' }, LOREM_1A],
      [{ category: 'header_1', title: 'Header 1b' }, HEADER_1B],
      [{ category: 'header_2', title: 'Header 2b' }, HEADER_2B],
      [{ category: 'header_2', title: 'Header 2c' }, HEADER_2C],
      [{ category: 'header_1', title: 'This is a fancy header name' }, FANCY],
      [{ category: 'header_3', title: 'Header 3' }, HEADER_3],
    ]);
  });

  test('testOnlyHeadersWithParagraphs', async () => {
    const reader = new MarkdownDocumentReader('classpath:/only-headers.md');
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [{ category: 'header_1', title: 'Header 1a' }, LOREM_1A],
      [{ category: 'header_1', title: 'Header 1b' }, HEADER_1B],
      [{ category: 'header_2', title: 'Header 2b' }, HEADER_2B],
      [{ category: 'header_2', title: 'Header 2c' }, HEADER_2C],
    ]);
  });

  test('testWithFormatting', async () => {
    const reader = new MarkdownDocumentReader('classpath:/with-formatting.md');
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [{ category: 'header_1', title: 'This is a fancy header name' }, FANCY],
      [{ category: 'header_3', title: 'Header 3' }, HEADER_3],
    ]);
  });

  test('testDocumentDividedViaHorizontalRules', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withHorizontalRuleCreateDocument(true).build();
    const reader = new MarkdownDocumentReader('classpath:/horizontal-rules.md', config);
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [{}, 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Donec tincidunt velit non bibendum gravida.'],
      [{}, 'Cras accumsan tincidunt ornare. Donec hendrerit consequat tellus blandit accumsan. Aenean aliquam metus at arcu elementum dignissim.'],
      [{}, 'Nullam nisi dui, egestas nec sem nec, interdum lobortis enim. Pellentesque odio orci, faucibus eu luctus nec, venenatis et magna.'],
      [{}, 'Vestibulum nec eros non felis fermentum posuere eget ac risus. Curabitur et fringilla massa. Cras facilisis nec nisl sit amet sagittis.'],
      [{}, 'Aenean eu leo eu nibh tristique posuere quis quis massa. Nullam lacinia luctus sem ut vehicula.'],
      [{}, 'Aenean quis vulputate mi. Vestibulum ante ipsum primis in faucibus orci luctus et ultrices posuere cubilia curae; Nam tincidunt nunc a tortor tincidunt, nec lobortis diam rhoncus.'],
      [{}, 'Nulla facilisi. Phasellus eget tellus sed nibh ornare interdum eu eu mi.'],
    ]);
  });

  test('testDocumentNotDividedViaHorizontalRulesWhenIsDisabled', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withHorizontalRuleCreateDocument(false).build();
    const reader = new MarkdownDocumentReader('classpath:/horizontal-rules.md', config);
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    const documentsFirst = documents[0]!;
    expect(documentsFirst.getMetadata().size).toBe(0);
    expect(documentsFirst.getText()!.startsWith('Lorem ipsum dolor sit amet, consectetur adipiscing elit')).toBe(true);
    expect(documentsFirst.getText()!.endsWith('Phasellus eget tellus sed nibh ornare interdum eu eu mi.')).toBe(true);
  });

  test('testSimpleMarkdownDocumentWithHardAndSoftLineBreaks', async () => {
    const reader = new MarkdownDocumentReader('classpath:/simple.md');
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    const documentsFirst = documents[0]!;
    expect(documentsFirst.getMetadata().size).toBe(0);
    expect(documentsFirst.getText()).toBe(
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Donec tincidunt velit non bibendum gravida. Cras accumsan tincidunt ornare. Donec hendrerit consequat tellus blandit accumsan. Aenean aliquam metus at arcu elementum dignissim.Nullam nisi dui, egestas nec sem nec, interdum lobortis enim. Pellentesque odio orci, faucibus eu luctus nec, venenatis et magna. Vestibulum nec eros non felis fermentum posuere eget ac risus.Aenean eu leo eu nibh tristique posuere quis quis massa. Nullam lacinia luctus sem ut vehicula.',
    );
  });

  test('testCode', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withHorizontalRuleCreateDocument(true).build();
    const reader = new MarkdownDocumentReader('classpath:/code.md', config);
    const documents = await reader.get();
    expect(documents).toHaveLength(5);
    expect(tuples([documents[0]!])).toEqual([[{}, 'This is a Java sample application:']]);
    expect(Object.fromEntries(documents[1]!.getMetadata())).toEqual({ lang: 'java', category: 'code_block' });
    expect(documents[1]!.getText()!.startsWith('package com.example.demo;')).toBe(true);
    expect(documents[1]!.getText()).toContain('SpringApplication.run(DemoApplication.class, args);');
    expect(tuples(documents.slice(2))).toEqual([
      [{ category: 'code_inline' }, 'Markdown also provides the possibility to use inline code formatting throughout the entire sentence.'],
      [{}, 'Another possibility is to set block code without specific highlighting:'],
      [{ lang: '', category: 'code_block' }, './mvnw spring-javaformat:apply\n'],
    ]);
  });

  test('testCodeWhenCodeBlockShouldNotBeSeparatedDocument', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withHorizontalRuleCreateDocument(true).withIncludeCodeBlock(true).build();
    const reader = new MarkdownDocumentReader('classpath:/code.md', config);
    const documents = await reader.get();
    expect(documents).toHaveLength(3);
    expect(Object.fromEntries(documents[0]!.getMetadata())).toEqual({ lang: 'java', category: 'code_block' });
    expect(documents[0]!.getText()!.startsWith('This is a Java sample application: package com.example.demo')).toBe(true);
    expect(documents[0]!.getText()).toContain('SpringApplication.run(DemoApplication.class, args);');
    expect(tuples(documents.slice(1))).toEqual([
      [{ category: 'code_inline' }, 'Markdown also provides the possibility to use inline code formatting throughout the entire sentence.'],
      [{ lang: '', category: 'code_block' }, 'Another possibility is to set block code without specific highlighting: ./mvnw spring-javaformat:apply\n'],
    ]);
  });

  test('testBlockquote', async () => {
    const reader = new MarkdownDocumentReader('classpath:/blockquote.md');
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [{}, LOREM_1A],
      [{ category: 'blockquote' }, BLOCKQUOTE],
    ]);
  });

  test('testBlockquoteWhenBlockquoteShouldNotBeSeparatedDocument', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withIncludeBlockquote(true).build();
    const reader = new MarkdownDocumentReader('classpath:/blockquote.md', config);
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([[{ category: 'blockquote' }, `${LOREM_1A} ${BLOCKQUOTE}`]]);
  });

  test('testLists', async () => {
    const reader = new MarkdownDocumentReader('classpath:/lists.md');
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [
        { category: 'header_2', title: 'Ordered list' },
        'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Curabitur diam eros, laoreet sit amet cursus vitae, varius sed nisi. Cras sit amet quam quis velit commodo porta consectetur id nisi. Phasellus tincidunt pulvinar augue. Proin vel laoreet leo, sed luctus augue. Sed et ligula commodo, commodo lacus at, consequat turpis. Maecenas eget sapien odio. Pellentesque auctor pharetra eros, viverra sodales lorem aliquet id. Curabitur semper nisi vel sem interdum suscipit. Maecenas urna lectus, pellentesque in accumsan aliquam, congue eu libero. Ut rhoncus nec justo a porttitor.',
      ],
      [
        { category: 'header_2', title: 'Unordered list' },
        'Aenean eu leo eu nibh tristique posuere quis quis massa. Aenean imperdiet libero dui, nec malesuada dui maximus vel. Vestibulum sed dui condimentum, cursus libero in, dapibus tortor. Etiam facilisis enim in egestas dictum.',
      ],
    ]);
  });

  test('testWithAdditionalMetadata', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withAdditionalMetadata('service', 'some-service-name').withAdditionalMetadata('env', 'prod').build();
    const reader = new MarkdownDocumentReader('classpath:/simple.md', config);
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    const documentsFirst = documents[0]!;
    expect(Object.fromEntries(documentsFirst.getMetadata())).toEqual({ service: 'some-service-name', env: 'prod' });
    expect(documentsFirst.getText()!.startsWith('Lorem ipsum dolor sit amet, consectetur adipiscing elit.')).toBe(true);
  });
});

describe('MarkdownDocumentReader (beyond Spring)', () => {
  test('merges the text runs commonmark splits, so a heading title is whole', async () => {
    const markdown = '# Hello, world! [not a link\n\nSee &amp; read [the guide](https://example.com) ![logo](x.png).\n\n    indented code is skipped\n';
    const documents = await new MarkdownDocumentReader(new ByteArrayResource(markdown), MarkdownDocumentReaderConfig.defaultConfig()).get();
    expect(tuples(documents)).toEqual([[{ category: 'header_1', title: 'Hello, world! [not a link' }, 'See & read the guide logo.']]);
  });

  test('reads a list of resources in order and takes the additional metadata as an object', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withAdditionalMetadata({ source: 'inline' }).build();
    const documents = await new MarkdownDocumentReader([new ByteArrayResource('one'), new ByteArrayResource('two')], config).get();
    expect(tuples(documents)).toEqual([
      [{ source: 'inline' }, 'one'],
      [{ source: 'inline' }, 'two'],
    ]);
  });

  test('a missing resource rejects with a RuntimeException caused by an IOException', async () => {
    const error = await new MarkdownDocumentReader('classpath:missing.md').get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeException);
    expect((error as RuntimeException).getCause()).toBeInstanceOf(IOException);
    expect((error as Error).message).toBe('class path resource [missing.md] cannot be opened because it does not exist');
  });

  test('a pattern that matches nothing gives no documents', async () => {
    expect(await new MarkdownDocumentReader('classpath:nothing/*.md').get()).toEqual([]);
  });

  test('the builder checks its arguments', () => {
    expect(() => MarkdownDocumentReaderConfig.builder().withAdditionalMetadata('k', null)).toThrow('value must not be null');
    expect(() => MarkdownDocumentReaderConfig.builder().withAdditionalMetadata(undefined as never)).toThrow('additionalMetadata must not be null');
  });
});
