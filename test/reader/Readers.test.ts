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

// Spring's classpath fixtures are not copied; these tests write their own files.
describe('TextReaderTests', () => {
  test('loadText', () => {
    const file = path.join(dir, 'text_source.txt');
    writeFileSync(file, Array.from({ length: 400 }, (_, i) => `Sentence number ${i} talks about retrieval and vectors.`).join(' '));
    const reader = new TextReader(new FileSystemResource(file));
    reader.getCustomMetadata().set('customKey', 'Value');
    const documents = new TokenTextSplitter().apply(reader.get());
    expect(documents.length).toBeGreaterThan(1);
    for (const document of documents) {
      expect(document.getMetadata().get('customKey')).toBe('Value');
      expect(document.getMetadata().get(TextReader.SOURCE_METADATA)).toBe('text_source.txt');
      expect(document.getMetadata().get(TextReader.CHARSET_METADATA)).toBe('UTF-8');
      expect(document.getText()!.length).toBeGreaterThan(0);
    }
  });

  test('loadTextFromByteArrayResource', () => {
    const reader = new TextReader(new ByteArrayResource(bytes('Test content')));
    reader.getCustomMetadata().set('customKey', 'DefaultValue');
    const [document] = reader.get();
    expect(document!.getText()).toBe('Test content');
    expect(document!.getMetadata().get('customKey')).toBe('DefaultValue');
    expect(document!.getMetadata().get(TextReader.SOURCE_METADATA)).toBe(new ByteArrayResource(bytes('x')).getDescription());
  });

  test('loadEmptyText', () => {
    const documents = new TextReader(new ByteArrayResource(bytes(''))).get();
    expect(documents).toHaveLength(1);
    expect(documents[0]!.getText()).toBe('');
    expect(documents[0]!.getMetadata().get(TextReader.CHARSET_METADATA)).toBe('UTF-8');
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
