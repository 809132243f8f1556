// Ported from Spring AI PagePdfDocumentReaderTests and ParagraphPdfDocumentReaderTests (v1.1.8). Spring's
// tests read its own sample PDFs; these read PDFs this project generates (test/resources/readers/pdf,
// MakePdfs.java) with the same structure: a 64-page file, a file with an outline, one without, and one
// whose second outline entry has no destination.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import {
  ByteArrayResource,
  ClassPathResource,
  type Document,
  ExtractedTextFormatter,
  FileSystemResource,
  IllegalArgumentException,
  IOException,
  PagePdfDocumentReader,
  ParagraphPdfDocumentReader,
  PdfDocumentReaderConfig,
  RuntimeException,
} from '../../../src/index.js';

const fixtures = path.resolve(__dirname, '../../resources/readers/pdf');
beforeAll(() => ClassPathResource.setResourceRoots([fixtures]));
afterAll(() => ClassPathResource.setResourceRoots(undefined));

describe('PagePdfDocumentReaderTests', () => {
  test('classpathRead', async () => {
    const pdfReader = new PagePdfDocumentReader(
      'classpath:/guide.pdf',
      PdfDocumentReaderConfig.builder()
        .withPageTopMargin(0)
        .withPageBottomMargin(0)
        .withPageExtractedTextFormatter(
          ExtractedTextFormatter.builder()
            .withNumberOfTopTextLinesToDelete(0)
            .withNumberOfBottomTextLinesToDelete(2)
            .withNumberOfTopPagesToSkipBeforeDelete(0)
            .overrideLineSeparator('\n')
            .build(),
        )
        .withPagesPerDocument(1)
        .build(),
    );
    const docs = await pdfReader.get();
    expect(docs).toHaveLength(3);
    const allText = docs.map((doc) => doc.getText()).join('\n');
    for (const footer of ['Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3']) expect(allText).not.toContain(footer);
    expect(allText).toContain('Chapter       2:  Splitting');
  });

  test('testIndexOutOfBound', async () => {
    const documents = await new PagePdfDocumentReader(
      'classpath:/many-pages.pdf',
      PdfDocumentReaderConfig.builder().withPageExtractedTextFormatter(ExtractedTextFormatter.builder().build()).withPagesPerDocument(1).build(),
    ).get();
    expect(documents).toHaveLength(64);
  });

  test('testPagesPerDocument', async () => {
    const documents = await new PagePdfDocumentReader(
      'classpath:/many-pages.pdf',
      PdfDocumentReaderConfig.builder().withPageExtractedTextFormatter(ExtractedTextFormatter.builder().build()).withPagesPerDocument(32).build(),
    ).get();
    expect(documents).toHaveLength(2);
    expect(Object.fromEntries(documents[1]!.getMetadata())).toEqual({ page_number: 33, end_page_number: 64, file_name: 'many-pages.pdf' });
  });

  test('testPagesPerDocumentNotDivisible', async () => {
    const documents = await new PagePdfDocumentReader(
      'classpath:/many-pages.pdf',
      PdfDocumentReaderConfig.builder().withPageExtractedTextFormatter(ExtractedTextFormatter.builder().build()).withPagesPerDocument(3).build(),
    ).get();
    expect(documents).toHaveLength(22);
    expect(Object.fromEntries(documents[21]!.getMetadata())).toEqual({ page_number: 64, file_name: 'many-pages.pdf' });
  });

  test('testAllPagesPerDocument', async () => {
    const documents = await new PagePdfDocumentReader(
      'classpath:/many-pages.pdf',
      PdfDocumentReaderConfig.builder()
        .withPageExtractedTextFormatter(ExtractedTextFormatter.builder().build())
        .withPagesPerDocument(0)
        .build(),
    ).get();
    expect(documents).toHaveLength(1);
    expect(documents[0]!.getText()).toMatch(/This +is +page +64 +of +64\./);
  });
});

describe('ParagraphPdfDocumentReaderTests', () => {
  test('testPdfWithoutToc', async () => {
    const reader = new ParagraphPdfDocumentReader(
      'classpath:/guide-no-outline.pdf',
      PdfDocumentReaderConfig.builder()
        .withPageTopMargin(0)
        .withPageBottomMargin(0)
        .withPageExtractedTextFormatter(
          ExtractedTextFormatter.builder().withNumberOfTopTextLinesToDelete(0).withNumberOfBottomTextLinesToDelete(3).withNumberOfTopPagesToSkipBeforeDelete(0).build(),
        )
        .withPagesPerDocument(1)
        .build(),
    );
    const error = await reader.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IllegalArgumentException);
    expect((error as Error).message).toContain(
      'Document outline (e.g. TOC) is null. Make sure the PDF document has a table of contents (TOC). If not, consider the PagePdfDocumentReader or the TikaDocumentReader instead.',
    );
  });

  test('shouldSkipInvalidOutline', async () => {
    const corruptedPdfResource = new ByteArrayResource(readFileSync(path.join(fixtures, 'guide-invalid-outline.pdf')));
    const reader = new ParagraphPdfDocumentReader(corruptedPdfResource, PdfDocumentReaderConfig.defaultConfig());
    const documents = await reader.get();
    expect(documents.map((document) => document.getMetadata().get('title'))).toEqual(['Chapter 1', 'Section 2.1', 'Chapter 3']);
  });
});

describe('PDF readers against Spring 1.1.8 on the same files', () => {
  // The expected file is what Spring AI 1.1.8's readers (PDFBox 3.0) return for these PDFs.
  const sortedMetadata = (document: Document): string =>
    `{${[...document.getMetadata().keys()]
      .sort()
      .map((key) => `${key}=${String(document.getMetadata().get(key) ?? 'null')}`)
      .join(', ')}}`;

  test('text, metadata and order are Spring’s', async () => {
    let out = '';
    for (const file of ['guide.pdf', 'guide-invalid-outline.pdf', 'guide-no-outline.pdf']) {
      const resource = new FileSystemResource(path.join(fixtures, file));
      for (const d of await new PagePdfDocumentReader(resource).get()) out += `PAGE ${sortedMetadata(d)}\n${d.getText()}\n<<END>>\n`;
      try {
        for (const d of await new ParagraphPdfDocumentReader(resource).get()) out += `PARA ${sortedMetadata(d)}\n${d.getText()}\n<<END>>\n`;
      } catch (e) {
        out += `PARA-ERROR ${(e as Error).name}: ${(e as Error).message}\n`;
      }
    }
    expect(out).toBe(readFileSync(path.join(fixtures, 'spring-readers-1.1.8.txt'), 'utf8'));
  });
});

describe('PDF readers (beyond Spring)', () => {
  test('a missing file and a file that is not a PDF reject with a RuntimeException', async () => {
    const missing = await new PagePdfDocumentReader('classpath:/missing.pdf').get().catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(RuntimeException);
    expect((missing as RuntimeException).getCause()).toBeInstanceOf(IOException);
    const notPdf = await new ParagraphPdfDocumentReader(new ByteArrayResource('not a pdf')).get().catch((e: unknown) => e);
    expect(notPdf).toBeInstanceOf(RuntimeException);
    expect((notPdf as Error).message).toContain('Invalid PDF');
  });

  test('margins leave the top and bottom of each page out', async () => {
    const top = PdfDocumentReaderConfig.builder().withPageTopMargin(100).build();
    const [withoutTitle] = await new PagePdfDocumentReader('classpath:guide.pdf', top).get();
    expect(withoutTitle!.getText()).not.toContain('Spring');
    expect(withoutTitle!.getText()).toContain('Page 1 of 3');
    const bottom = PdfDocumentReaderConfig.builder().withPageBottomMargin(100).build();
    const [withoutFooter] = await new PagePdfDocumentReader('classpath:guide.pdf', bottom).get();
    expect(withoutFooter!.getText()).toContain('Spring');
    expect(withoutFooter!.getText()).not.toContain('Page 1 of 3');
  });

  test('the builder checks its arguments', () => {
    expect(() => PdfDocumentReaderConfig.builder().withPagesPerDocument(-1)).toThrow('Page count must be a positive value.');
    expect(() => PdfDocumentReaderConfig.builder().withPageTopMargin(-1)).toThrow('Page margins must be a positive value.');
    expect(() => PdfDocumentReaderConfig.builder().withPageExtractedTextFormatter(undefined as never)).toThrow('PageExtractedTextFormatter must not be null.');
  });
});
