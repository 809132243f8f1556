import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Document, DocumentWriter, FileDocumentWriter, IOException, IllegalArgumentException, MetadataMode, RuntimeException } from '../../src/index.js';

/** Java's `Files.readAllLines`: lines split at \n, \r\n or \r, no empty line after a final break. */
const readAllLines = (file: string): string[] => {
  const lines = readFileSync(file, 'utf8').split(/\r\n|\n|\r/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
};

describe('FileDocumentWriterTest', () => {
  let testFileName: string;
  let testDocuments: Document[];

  beforeEach(() => {
    const tempDir = mkdtempSync(path.join(tmpdir(), 'file-document-writer-'));
    testFileName = path.join(tempDir, 'file-document-test-output.txt');
    testDocuments = [
      Document.builder()
        .text('Document one introduces the core functionality of Spring AI.')
        .metadata('page_number', '1')
        .metadata('end_page_number', '2')
        .metadata('source', 'intro.pdf')
        .metadata('title', 'Spring AI Overview')
        .metadata('author', 'QA Team')
        .build(),
      Document.builder()
        .text('Document two illustrates multi-line handling and line breaks.\nEnsure preservation of formatting.')
        .metadata('page_number', '3')
        .metadata('end_page_number', '4')
        .metadata('source', 'formatting.pdf')
        .build(),
      Document.builder()
        .text('Document three checks metadata inclusion and output formatting behavior.')
        .metadata('page_number', '5')
        .metadata('end_page_number', '6')
        .metadata('version', 'v1.2')
        .build(),
    ];
  });

  test('testBasicWrite', async () => {
    const writer = new FileDocumentWriter(testFileName);
    await writer.accept(testDocuments);
    const lines = readAllLines(testFileName);
    expect(lines[0]).toBe('');
    expect(lines[1]).toBe('');
    expect(lines[2]).toBe('Document one introduces the core functionality of Spring AI.');
    expect(lines[3]).toBe('');
    expect(lines[4]).toBe('Document two illustrates multi-line handling and line breaks.');
    expect(lines[5]).toBe('Ensure preservation of formatting.');
    expect(lines[6]).toBe('');
    expect(lines[7]).toBe('Document three checks metadata inclusion and output formatting behavior.');
  });

  test('testWriteWithDocumentMarkers', async () => {
    const writer = new FileDocumentWriter(testFileName, true, MetadataMode.NONE, false);
    await writer.accept(testDocuments);
    const lines = readAllLines(testFileName);
    expect(lines[0]).toBe('');
    expect(lines[1]).toBe('### Doc: 0, pages:[1,2]');
    expect(lines[2]).toBe('');
    expect(lines[3]).toBe('');
    expect(lines[4]).toBe('Document one introduces the core functionality of Spring AI.');
    expect(lines[5]).toBe('### Doc: 1, pages:[3,4]');
    expect(lines[6]).toBe('');
    expect(lines[7]).toBe('');
    expect(lines[8]).toBe('Document two illustrates multi-line handling and line breaks.');
    expect(lines[9]).toBe('Ensure preservation of formatting.');
    expect(lines[10]).toBe('### Doc: 2, pages:[5,6]');
    expect(lines[11]).toBe('');
    expect(lines[12]).toBe('');
    expect(lines[13]).toBe('Document three checks metadata inclusion and output formatting behavior.');
  });

  test('testMetadataModeAllWithDocumentMarkers', async () => {
    const writer = new FileDocumentWriter(testFileName, true, MetadataMode.ALL, false);
    await writer.accept(testDocuments);
    const lines = readAllLines(testFileName);
    expect(lines[0]).toBe('');
    expect(lines[1]).toBe('### Doc: 0, pages:[1,2]');
    let subListToString = `[${lines.slice(2, 7).join(', ')}]`;
    for (const entry of ['page_number: 1', 'end_page_number: 2', 'source: intro.pdf', 'title: Spring AI Overview', 'author: QA Team']) {
      expect(subListToString).toContain(entry);
    }
    expect(lines[7]).toBe('');
    expect(lines[8]).toBe('Document one introduces the core functionality of Spring AI.');

    expect(lines[9]).toBe('### Doc: 1, pages:[3,4]');
    subListToString = `[${lines.slice(10, 13).join(', ')}]`;
    for (const entry of ['page_number: 3', 'source: formatting.pdf', 'end_page_number: 4']) expect(subListToString).toContain(entry);
    expect(lines[13]).toBe('');
    expect(lines[14]).toBe('Document two illustrates multi-line handling and line breaks.');
    expect(lines[15]).toBe('Ensure preservation of formatting.');

    expect(lines[16]).toBe('### Doc: 2, pages:[5,6]');
    subListToString = `[${lines.slice(17, 20).join(', ')}]`;
    for (const entry of ['page_number: 5', 'end_page_number: 6', 'version: v1.2']) expect(subListToString).toContain(entry);
    expect(lines[20]).toBe('');
    expect(lines[21]).toBe('Document three checks metadata inclusion and output formatting behavior.');
  });

  test('testAppendWrite', async () => {
    writeFileSync(testFileName, 'Test String\n');
    const writer = new FileDocumentWriter(testFileName, false, MetadataMode.NONE, true);
    await writer.accept(testDocuments.slice(0, 2));
    const lines = readAllLines(testFileName);
    expect(lines[0]).toBe('Test String');
    expect(lines[1]).toBe('');
    expect(lines[2]).toBe('');
    expect(lines[3]).toBe('Document one introduces the core functionality of Spring AI.');
    expect(lines[4]).toBe('');
    expect(lines[5]).toBe('Document two illustrates multi-line handling and line breaks.');
    expect(lines[6]).toBe('Ensure preservation of formatting.');
    expect(lines).toHaveLength(7);
  });
});

describe('FileDocumentWriter beyond Spring (own)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'file-document-writer-own-'));

  test('overwrites by default, prints null for missing page numbers, is a DocumentWriter', async () => {
    const file = path.join(dir, 'out.txt');
    writeFileSync(file, 'old content that must go');
    const writer = new FileDocumentWriter(file, true);
    expect(writer).toBeInstanceOf(DocumentWriter);
    await writer.write([new Document('only text')]);
    expect(readFileSync(file, 'utf8')).toBe('\n### Doc: 0, pages:[null,null]\n\n\nonly text');
  });

  test('checks its arguments with Spring messages', () => {
    expect(() => new FileDocumentWriter('')).toThrow(new IllegalArgumentException('File name must have a text.'));
    expect(() => new FileDocumentWriter('x', false, null as never, false)).toThrow(new IllegalArgumentException('MetadataMode must not be null.'));
  });

  test('a failed write rejects with a RuntimeException caused by an IOException', async () => {
    const writer = new FileDocumentWriter(path.join(dir, 'missing-dir', 'out.txt'));
    const failure = await writer.accept([new Document('x')]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RuntimeException);
    expect((failure as RuntimeException).getCause()).toBeInstanceOf(IOException);
    expect((failure as RuntimeException).getMessage()).toContain('ENOENT');
  });
});
