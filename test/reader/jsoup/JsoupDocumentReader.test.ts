// Ported from Spring AI JsoupDocumentReaderTests (v1.1.8). The fixtures under test/resources/readers/jsoup are this
// project's own pages, with the same elements, meta tags and sections as the pages Spring's test reads.
import * as path from 'node:path';
import {
  ByteArrayResource,
  ClassPathResource,
  DefaultResourceLoader,
  FileNotFoundException,
  IllegalStateException,
  JsoupDocumentReader,
  JsoupDocumentReaderConfig,
  RuntimeException,
} from '../../../src/index.js';

beforeAll(() => ClassPathResource.setResourceRoots([path.resolve(__dirname, '../../resources/readers/jsoup')]));
afterAll(() => ClassPathResource.setResourceRoots(undefined));

describe('JsoupDocumentReaderTests', () => {
  test('testSimpleRead', async () => {
    const reader = new JsoupDocumentReader('classpath:/test.html');
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    const document = documents[0]!;
    expect(document.getText()).toContain('Welcome to the harbour.');
    expect(document.getText()).toContain('The ferry leaves at nine.');
    expect(document.getMetadata().get('title')).toBe('Harbour Notes');
    expect(document.getMetadata().get('description')).toBe('Notes for visitors to a small harbour town');
    expect(document.getMetadata().get('keywords')).toBe('harbour,tides,ferry');
    // Only the title, description and keywords are read by default: no custom meta tag, no links.
    expect(Object.fromEntries(document.getMetadata())).toEqual({
      title: 'Harbour Notes',
      description: 'Notes for visitors to a small harbour town',
      keywords: 'harbour,tides,ferry',
    });
    expect(document.getText()).toBe('Welcome to the harbour. The ferry leaves at nine. Timetable');
  });

  test('testSimpleReadWithAdditionalMetadata', async () => {
    const reader = new JsoupDocumentReader('classpath:/test.html', JsoupDocumentReaderConfig.builder().additionalMetadata('key', 'value').build());
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    expect(documents[0]!.getMetadata().get('key')).toBe('value');
    expect(documents[0]!.getMetadata().get('title')).toBe('Harbour Notes');
  });

  test('testSelector', async () => {
    const reader = new JsoupDocumentReader('classpath:/test.html', JsoupDocumentReaderConfig.builder().selector('p').build());
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    expect(documents[0]!.getText()).toBe('The ferry leaves at nine.');
  });

  test('testAllElements', async () => {
    const reader = new JsoupDocumentReader(
      new DefaultResourceLoader().getResource('classpath:/test.html'),
      JsoupDocumentReaderConfig.builder().allElements(true).build(),
    );
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    const document = documents[0]!;
    expect(document.getText()).toContain('Welcome to the harbour.');
    expect(document.getText()).toContain('The ferry leaves at nine.');
    expect(document.getText()).toBe('Welcome to the harbour. The ferry leaves at nine. Timetable');
  });

  test('testWithLinkUrls', async () => {
    const reader = new JsoupDocumentReader(
      new DefaultResourceLoader().getResource('classpath:/test.html'),
      JsoupDocumentReaderConfig.builder().includeLinkUrls(true).build(),
    );
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    const document = documents[0]!;
    expect(document.getMetadata().has('linkUrls')).toBe(true);
    const linkUrls = document.getMetadata().get('linkUrls') as string[];
    expect(linkUrls).toContain('https://example.org/harbour/');
    expect(linkUrls).toEqual(['https://example.org/harbour/']);
  });

  test('testWithMetadataTags', async () => {
    const reader = new JsoupDocumentReader(
      new DefaultResourceLoader().getResource('classpath:/test.html'),
      JsoupDocumentReaderConfig.builder().metadataTags(['region', 'season']).build(),
    );
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    const document = documents[0]!;
    expect(document.getMetadata().get('region')).toBe('north coast');
    expect(document.getMetadata().get('season')).toBe('summer');
    // The listed tags replace the default description and keywords.
    expect(Object.fromEntries(document.getMetadata())).toEqual({ title: 'Harbour Notes', region: 'north coast', season: 'summer' });
  });

  test('testWithGroupByElement', async () => {
    const reader = new JsoupDocumentReader(
      new DefaultResourceLoader().getResource('classpath:/test-group-by.html'),
      JsoupDocumentReaderConfig.builder().groupByElement(true).selector('section').build(),
    );
    const documents = await reader.get();
    expect(documents).toHaveLength(2);
    expect(documents[0]!.getText()).toBe('Tides and moorings');
    expect(documents[1]!.getText()).toBe('Walks along the cliffs');
    expect(documents[1]!.getMetadata().get('title')).toBe('Sections of the guide');
  });

  // Spring's testWikipediaHeadlines is @Disabled (it needs the internet) and is not ported.

  test('testParseFromString', async () => {
    const html = '<html><head><title>First parse</title></head>' + '<body><p>Parsed HTML into a doc.</p></body></html>';
    const byteArrayResource = new ByteArrayResource(new TextEncoder().encode(html));
    const reader = new JsoupDocumentReader(byteArrayResource, JsoupDocumentReaderConfig.builder().build());
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    const doc = documents[0]!;
    expect(doc.getText()).toBe('Parsed HTML into a doc.');
    expect(doc.getMetadata().get('title')).toBe('First parse');
  });

  test('testParseBodyFragment', async () => {
    const html = '<div><p>Lorem ipsum.</p></div>';
    const byteArrayResource = new ByteArrayResource(new TextEncoder().encode(html));
    const reader = new JsoupDocumentReader(byteArrayResource, JsoupDocumentReaderConfig.builder().selector('div').build());
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    expect(documents[0]!.getText()).toBe('Lorem ipsum.');
  });

  test('testNonExistingHtmlResource', async () => {
    const reader = new JsoupDocumentReader('classpath:/non-existing.html', JsoupDocumentReaderConfig.builder().build());
    await expect(reader.get()).rejects.toBeInstanceOf(RuntimeException);
  });
});

describe('JsoupDocumentReader (beyond Spring)', () => {
  const read = async (html: string, config = JsoupDocumentReaderConfig.defaultConfig()) => new JsoupDocumentReader(new ByteArrayResource(html), config).get();

  test('computes text as jsoup does: whitespace, blocks, br, pre, script', async () => {
    const html =
      '<body>  Hello <b>bold</b>\n\n  world<div>block</div>after<br>line<pre>  keep\n  this </pre><script>var x = 1;</script><ul><li>one</li><li>two</li></ul>\u00a0nbsp\u200b end </body>';
    const [document] = await read(html);
    // The expected texts are what jsoup 1.21 gives for the same HTML.
    expect(document!.getText()).toBe('Hello bold world block after line   keep\n  this one two nbsp end');
    const [mixed] = await read('<p>a<span>b</span><div>c</div><span>d</span>e<h1> f </h1><table><tr><td>x</td><td>y</td></tr></table>z<img alt=q>w<button>btn</button>k<textarea> t  a </textarea></p>');
    expect(mixed!.getText()).toBe('ab c de f x y zw btn k t  a');
  });

  test('the metadata: title whitespace, meta names ignoring case, absolute and relative links', async () => {
    const html =
      '<html><head><title>  A\n  title </title><meta name="Description" content="d"><meta name="keywords"><base href="https://example.com/docs/"></head>' +
      '<body><a href="guide.html">g</a><a href="HTTPS://spring.io">s</a><a href="mailto:a@b.c">m</a><a>none</a></body></html>';
    const [document] = await read(html, JsoupDocumentReaderConfig.builder().includeLinkUrls(true).build());
    expect(Object.fromEntries(document!.getMetadata())).toEqual({
      title: 'A title',
      description: 'd',
      linkUrls: ['https://example.com/docs/guide.html', 'https://spring.io', 'mailto:a@b.c'],
    });
  });

  test('without a base, relative links are empty and absolute ones are kept as written', async () => {
    const [document] = await read('<a href="/x">x</a><a href="https://Spring.io">s</a>', JsoupDocumentReaderConfig.builder().includeLinkUrls(true).build());
    expect(document!.getMetadata().get('linkUrls')).toEqual(['', 'https://Spring.io']);
    expect(document!.getMetadata().get('title')).toBe('');
  });

  test('allElements reads the whole body and ignores the selector and the grouping', async () => {
    const config = JsoupDocumentReaderConfig.builder().allElements(true).selector('p').groupByElement(true).build();
    const documents = await new JsoupDocumentReader('classpath:/test.html', config).get();
    expect(documents).toHaveLength(1);
    expect(documents[0]!.getText()).toBe('Welcome to the harbour. The ferry leaves at nine. Timetable');
  });

  test('joins the selected elements with the separator', async () => {
    const [document] = await read('<p>a</p><p> b </p><p></p>', JsoupDocumentReaderConfig.builder().selector('p').separator(' | ').build());
    expect(document!.getText()).toBe('a | b | ');
  });

  test('decodes with the configured charset', async () => {
    const latin1 = new Uint8Array([0x3c, 0x70, 0x3e, 0x63, 0x61, 0x66, 0xe9, 0x3c, 0x2f, 0x70, 0x3e]);
    const documents = await new JsoupDocumentReader(new ByteArrayResource(latin1), JsoupDocumentReaderConfig.builder().charset('ISO-8859-1').build()).get();
    expect(documents[0]!.getText()).toBe('café');
  });

  test('a missing resource and a bad selector fail with typed errors', async () => {
    const missing = await new JsoupDocumentReader('classpath:/non-existing.html').get().catch((e: unknown) => e);
    expect((missing as Error).message).toBe('Failed to read HTML resource: class path resource [non-existing.html]');
    expect((missing as RuntimeException).getCause()).toBeInstanceOf(FileNotFoundException);
    await expect(read('<p>x</p>', JsoupDocumentReaderConfig.builder().selector('p[').build())).rejects.toBeInstanceOf(IllegalStateException);
  });
});
