import * as path from 'node:path';
import { ClassPathResource } from '../../src/index.js';
import { KnowledgeService } from './rule43-readers.js';

describe('rule 43: translated resource and reader code runs as in Java', () => {
  beforeAll(() => ClassPathResource.setResourceRoots([path.resolve(__dirname, '../spring/java/src/main/resources')]));
  afterAll(() => ClassPathResource.setResourceRoots(undefined));

  test('reads a class path resource through its input stream', async () => {
    expect(await new KnowledgeService().systemPrompt()).toMatch(/^# Retrieval Overview\n/);
  });

  test('loads Markdown, PDF and HTML documents', async () => {
    const documents = await new KnowledgeService().load();
    const markdown = documents.filter((document) => document.getMetadata().get('source') === 'rag-overview.md');
    expect(markdown.length).toBeGreaterThan(3);
    expect(markdown[0]!.getMetadata().get('title')).toBe('Retrieval Overview');
    const pdf = documents.filter((document) => document.getMetadata().get('file_name') === 'guide.pdf');
    expect(pdf.map((document) => [document.getMetadata().get('page_number'), document.getMetadata().get('end_page_number')])).toEqual([[1, 3]]);
    const html = documents.filter((document) => document.getMetadata().get('title') === 'Spring AI Catalog');
    expect(html.map((document) => document.getText())).toEqual([
      'Vector store Stores embeddings and finds similar ones. Fast and simple. Details',
      'Splitter Cuts documents into chunks. By tokens By paragraphs Spring AI Mail',
    ]);
  });

  test('a PDF without an outline fails with Spring\'s IllegalArgumentException; a missing resource with FileNotFoundException', async () => {
    expect(await new KnowledgeService().outline()).toMatch(/^Document outline \(e\.g\. TOC\) is null\./);
    expect(new KnowledgeService().missing()).toBe(true);
  });
});
