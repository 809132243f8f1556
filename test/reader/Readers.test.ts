import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  ByteArrayResource,
  FileSystemResource,
  IOException,
  IllegalArgumentException,
  JsonReader,
  NullPointerException,
  RuntimeException,
  TextReader,
  TokenTextSplitter,
} from '../../src/index.js';

const dir = mkdtempSync(path.join(tmpdir(), 'readers-'));
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('TextReaderTests', () => {
  // Spring's classpath fixture text_source.txt is not copied (this test writes its own file), so Spring's exact chunk count (54) is not asserted.
  test('loadText', () => {
    const file = path.join(dir, 'text_source.txt');
    writeFileSync(file, Array.from({ length: 400 }, (_, i) => `Sentence number ${i} talks about retrieval and vectors.`).join(' '));
    const resource = new FileSystemResource(file);
    expect(resource).toBeDefined();
    const textReader = new TextReader(resource);
    textReader.getCustomMetadata().set('customKey', 'Value');
    const documents0 = textReader.get();
    const documents = new TokenTextSplitter().apply(documents0);
    expect(documents.length).toBeGreaterThan(1);
    for (const document of documents) {
      expect(document.getMetadata().get('customKey')).toBe('Value');
      expect(document.getMetadata().get(TextReader.SOURCE_METADATA)).toBe('text_source.txt');
      expect(document.getMetadata().get(TextReader.CHARSET_METADATA)).toBe('UTF-8');
      expect(document.getText()!.length).toBeGreaterThan(0);
    }
  });

  test('loadTextFromByteArrayResource', () => {
    const defaultTextReader = new TextReader(new ByteArrayResource(bytes('Test content')));
    defaultTextReader.getCustomMetadata().set('customKey', 'DefaultValue');
    const defaultDocuments = defaultTextReader.get();
    expect(defaultDocuments).toHaveLength(1);
    const defaultDocument = defaultDocuments[0]!;
    expect(defaultDocument.getMetadata().get('customKey')).toBe('DefaultValue');
    expect(defaultDocument.getMetadata().get(TextReader.CHARSET_METADATA)).toBe('UTF-8');
    expect(defaultDocument.getMetadata().get(TextReader.SOURCE_METADATA)).toBe('Byte array resource [resource loaded from byte array]');
    expect(defaultDocument.getText()).toBe('Test content');

    const customDescription = 'Custom byte array resource';
    const customTextReader = new TextReader(new ByteArrayResource(bytes('Another test content'), customDescription));
    customTextReader.getCustomMetadata().set('customKey', 'CustomValue');
    const customDocuments = customTextReader.get();
    expect(customDocuments).toHaveLength(1);
    const customDocument = customDocuments[0]!;
    expect(customDocument.getMetadata().get('customKey')).toBe('CustomValue');
    expect(customDocument.getMetadata().get(TextReader.CHARSET_METADATA)).toBe('UTF-8');
    expect(customDocument.getMetadata().get(TextReader.SOURCE_METADATA)).toBe('Byte array resource [Custom byte array resource]');
    expect(customDocument.getText()).toBe('Another test content');
  });

  test('loadEmptyText', () => {
    const documents = new TextReader(new ByteArrayResource(bytes(''))).get();
    expect(documents).toHaveLength(1);
    expect(documents[0]!.getText()).toBe('');
    expect(documents[0]!.getMetadata().get(TextReader.CHARSET_METADATA)).toBe('UTF-8');
  });

  test('loadTextWithOnlyWhitespace', () => {
    const documents = new TextReader(new ByteArrayResource(bytes('   \n\t\r\n   '))).get();
    expect(documents).toHaveLength(1);
    expect(documents[0]!.getText()).toBe('   \n\t\r\n   ');
  });

  test('loadTextWithMultipleNewlines', () => {
    const content = 'Line 1\n\n\nLine 4\r\nLine 5\r\n\r\nLine 7';
    const documents = new TextReader(new ByteArrayResource(bytes(content))).get();
    expect(documents).toHaveLength(1);
    expect(documents[0]!.getText()).toBe(content);
  });

  test('customMetadataIsPreserved', () => {
    const textReader = new TextReader(new ByteArrayResource(bytes('Test')));
    textReader.getCustomMetadata().set('author', 'Author');
    textReader.getCustomMetadata().set('version', '1.0');
    textReader.getCustomMetadata().set('category', 'test');
    const documents = textReader.get();
    expect(documents).toHaveLength(1);
    const metadata = documents[0]!.getMetadata();
    expect([metadata.get('author'), metadata.get('version'), metadata.get('category')]).toEqual(['Author', '1.0', 'test']);
  });

  test('resourceDescriptionHandling', () => {
    const tempDir = mkdtempSync(path.join(tmpdir(), 'text-reader-'));
    const testFile = path.join(tempDir, 'test-file.txt');
    writeFileSync(testFile, 'File content', 'utf8');
    const documents = new TextReader(new FileSystemResource(testFile)).get();
    expect(documents).toHaveLength(1);
    expect(documents[0]!.getMetadata().get(TextReader.SOURCE_METADATA)).toBe('test-file.txt');
  });

  test('multipleCallsToGetReturnSameResult', () => {
    const textReader = new TextReader(new ByteArrayResource(bytes('Consistent content')));
    textReader.getCustomMetadata().set('test', 'value');
    const firstCall = textReader.get();
    const secondCall = textReader.get();
    expect(firstCall).toHaveLength(1);
    expect(secondCall).toHaveLength(1);
    expect(firstCall[0]!.getText()).toBe(secondCall[0]!.getText());
    expect(firstCall[0]!.getMetadata()).toEqual(secondCall[0]!.getMetadata());
  });

  test('resourceWithoutExtension', () => {
    const tempDir = mkdtempSync(path.join(tmpdir(), 'text-reader-'));
    const noExtFile = path.join(tempDir, 'no-extension-file');
    writeFileSync(noExtFile, 'Content without extension', 'utf8');
    const documents = new TextReader(new FileSystemResource(noExtFile)).get();
    expect(documents).toHaveLength(1);
    expect(documents[0]!.getText()).toBe('Content without extension');
    expect(documents[0]!.getMetadata().get(TextReader.SOURCE_METADATA)).toBe('no-extension-file');
  });

  test('a path string and a missing file (own)', () => {
    const file = path.join(dir, 'plain.txt');
    writeFileSync(file, 'hello');
    expect(new TextReader(file).read()[0]!.getText()).toBe('hello');
    expect(new TextReader(`file://${file}`).read()[0]!.getText()).toBe('hello');
    try {
      new TextReader(path.join(dir, 'missing.txt')).get();
      throw new Error('expected a failure');
    } catch (error) {
      expect(error).toBeInstanceOf(RuntimeException);
      expect((error as RuntimeException).getCause()).toBeInstanceOf(IOException);
    }
    expect(() => new TextReader(null as never)).toThrow(new NullPointerException('The Spring Resource must not be null'));
  });
});

describe('JsonReaderTests', () => {
  const bikes = new ByteArrayResource(
    bytes(JSON.stringify([{ name: 'E-Adrenaline', price: 2999, description: 'A light e-bike' }, { name: 'City', price: 999, description: 'For the city' }])),
  );
  const person = new ByteArrayResource(bytes(JSON.stringify({ name: 'Ada', description: 'Engineer', store: { name: 'Bike Shop' } })));
  const events = new ByteArrayResource(bytes(JSON.stringify([{ sessions: [{ description: 'Session one' }, { description: 'Session two' }] }])));

  test('loadJsonArray', () => {
    const documents = new JsonReader(bikes, 'description').get();
    expect(documents.map((d) => d.getText())).toEqual(['description: A light e-bike\n', 'description: For the city\n']);
  });

  test('loadJsonObject', () => {
    expect(new JsonReader(person, 'description').get().map((d) => d.getText())).toEqual(['description: Engineer\n']);
  });

  test('loadJsonArrayFromPointer', () => {
    const documents = new JsonReader(events, 'description').get('/0/sessions');
    expect(documents).toHaveLength(2);
    for (const document of documents) expect(document.getText()).toContain('Session');
  });

  test('loadJsonObjectFromPointer', () => {
    const documents = new JsonReader(person, 'name').get('/store');
    expect(documents).toHaveLength(1);
    expect(documents[0]!.getText()).toContain('name: Bike Shop');
  });

  test('metadata generator, whole-object text and a bad pointer (own)', () => {
    const reader = new JsonReader(bikes, (item) => ({ price: item.get('price') as number }), 'missing');
    const [first] = reader.get();
    expect(first!.getText()).toBe('{name=E-Adrenaline, price=2999, description=A light e-bike}');
    expect(first!.getMetadata().get('price')).toBe(2999);
    expect(() => new JsonReader(person).get('/nope')).toThrow(new IllegalArgumentException('Invalid JSON Pointer: /nope'));
    expect(() => new JsonReader(new ByteArrayResource(bytes('{'))).get()).toThrow(RuntimeException);
  });
});
