import { Document, IllegalArgumentException, JdkSha256HexIdGenerator, RuntimeException } from '../../../src/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Java's `UUID.fromString` accepts it. */
const isUuid = (id: string): boolean => UUID.test(id);

describe('JdkSha256HexIdGeneratorTest', () => {
  const testee = new JdkSha256HexIdGenerator();

  // Node's Hash has no getAlgorithm/getDigestLength/getProvider: the two digests' lengths are compared instead.
  test('messageDigestReturnsDistinctInstances', () => {
    const md1 = testee.getMessageDigest();
    const md2 = testee.getMessageDigest();
    expect(md1 !== md2).toBe(true);
    expect(md1.digest().length).toBe(md2.digest().length);
  });

  test('messageDigestReturnsInstancesWithIndependentAndReproducibleDigests', () => {
    const updateString1 = 'md1_update';
    const updateString2 = 'md2_update';
    const md1BytesFirstTry = testee.getMessageDigest().update(Buffer.from(updateString1, 'utf8')).digest();
    const md2BytesFirstTry = testee.getMessageDigest().update(Buffer.from(updateString2, 'utf8')).digest();
    const md1BytesSecondTry = testee.getMessageDigest().update(Buffer.from(updateString1, 'utf8')).digest();
    const md2BytesSecondTry = testee.getMessageDigest().update(Buffer.from(updateString2, 'utf8')).digest();
    expect(md1BytesFirstTry).not.toEqual(md2BytesFirstTry);
    expect(md1BytesFirstTry).toEqual(md1BytesSecondTry);
    expect(md2BytesFirstTry).toEqual(md2BytesSecondTry);
  });
});

describe('IdGeneratorProviderTest', () => {
  test('hashGeneratorGenerateSimilarIdsForSimilarContent', () => {
    const idGenerator1 = new JdkSha256HexIdGenerator();
    const idGenerator2 = new JdkSha256HexIdGenerator();
    const content = 'Content';
    const metadata = new Map<string, unknown>([['metadata', new Set(['META_DATA'])]]);
    const actualHashes1 = idGenerator1.generateId(content, metadata);
    const actualHashes2 = idGenerator2.generateId(content, metadata);
    expect(actualHashes1).toBe(actualHashes2);
    expect(isUuid(actualHashes1)).toBe(true);
    expect(isUuid(actualHashes2)).toBe(true);
  });

  test('hashGeneratorGenerateDifferentIdsForDifferentContent', () => {
    const idGenerator1 = new JdkSha256HexIdGenerator();
    const idGenerator2 = new JdkSha256HexIdGenerator();
    const content1 = 'Content';
    const metadata1 = new Map<string, unknown>([['metadata', new Set(['META_DATA'])]]);
    const content2 = content1 + ' ';
    const metadata2 = metadata1;
    const actualHashes1 = idGenerator1.generateId(content1, metadata1);
    const actualHashes2 = idGenerator2.generateId(content2, metadata2);
    expect(actualHashes1).not.toBe(actualHashes2);
    expect(isUuid(actualHashes1)).toBe(true);
    expect(isUuid(actualHashes2)).toBe(true);
  });

  test('hashGeneratorGeneratesDifferentIdsForDifferentMetadata', () => {
    const idGenerator = new JdkSha256HexIdGenerator();
    const hash1 = idGenerator.generateId('Same content', new Map([['key', 'value1']]));
    const hash2 = idGenerator.generateId('Same content', new Map([['key', 'value2']]));
    expect(hash1).not.toBe(hash2);
  });

  test('hashGeneratorProducesValidSha256BasedUuid', () => {
    const idGenerator = new JdkSha256HexIdGenerator();
    const generatedId = idGenerator.generateId('Test content', new Map([['key', 'value']]));
    expect(isUuid(generatedId)).toBe(true);
    expect(generatedId).toHaveLength(36);
    expect(generatedId.charAt(8)).toBe('-');
    expect(generatedId.charAt(13)).toBe('-');
    expect(generatedId.charAt(18)).toBe('-');
    expect(generatedId.charAt(23)).toBe('-');
  });

  test('hashGeneratorConsistencyAcrossMultipleCalls', () => {
    const idGenerator = new JdkSha256HexIdGenerator();
    const metadata = new Map([['test', 'consistency']]);
    const id1 = idGenerator.generateId('Consistency test', metadata);
    const id2 = idGenerator.generateId('Consistency test', metadata);
    const id3 = idGenerator.generateId('Consistency test', metadata);
    expect(id1).toBe(id2);
    expect(id2).toBe(id3);
  });

  test('hashGeneratorMetadataOrderIndependence', () => {
    const idGenerator = new JdkSha256HexIdGenerator();
    const metadata1 = new Map<string, unknown>();
    metadata1.set('a', 'value1');
    metadata1.set('b', 'value2');
    metadata1.set('c', 'value3');
    const metadata2 = new Map<string, unknown>();
    metadata2.set('c', 'value3');
    metadata2.set('a', 'value1');
    metadata2.set('b', 'value2');
    expect(idGenerator.generateId('Order test', metadata1)).toBe(idGenerator.generateId('Order test', metadata2));
  });

  test('hashGeneratorSensitiveToMinorChanges', () => {
    const idGenerator = new JdkSha256HexIdGenerator();
    const metadata = new Map([['key', 'value']]);
    const ids = ['content', 'Content', 'content ', 'content\n'].map((content) => idGenerator.generateId(content, metadata));
    expect(new Set(ids).size).toBe(4);
  });

  test('multipleGeneratorInstancesProduceSameResults', () => {
    const metadata = new Map([['instance', 'test']]);
    const id1 = new JdkSha256HexIdGenerator().generateId('Multi-instance test', metadata);
    const id2 = new JdkSha256HexIdGenerator().generateId('Multi-instance test', metadata);
    const id3 = new JdkSha256HexIdGenerator().generateId('Multi-instance test', metadata);
    expect(id1).toBe(id2);
    expect(id2).toBe(id3);
  });
});

describe('JdkSha256HexIdGenerator beyond Spring (own)', () => {
  const generator = new JdkSha256HexIdGenerator();

  test('a name-based (version 3, IETF variant) UUID of the hex SHA-256 digest', () => {
    const id = generator.generateId('x');
    expect(id.charAt(14)).toBe('3');
    expect(['8', '9', 'a', 'b']).toContain(id.charAt(19));
  });

  test('a plain object, a Map and nested values: equal values give equal ids, types and nesting count', () => {
    expect(generator.generateId('t', { a: 1, b: [1, 2] })).toBe(generator.generateId('t', { b: [1, 2], a: 1 }));
    expect(generator.generateId('t', new Map([['a', 1]]))).not.toBe(generator.generateId('t', { a: 1 }));
    expect(generator.generateId('t', { a: 1 })).not.toBe(generator.generateId('t', { a: '1' }));
    expect(generator.generateId('ab', 'c')).not.toBe(generator.generateId('a', 'bc'));
    expect(generator.generateId([1, [2]])).not.toBe(generator.generateId([[1], 2]));
    expect(generator.generateId(new Date(5))).toBe(generator.generateId(new Date(5)));
    expect(generator.generateId(new Set([1, 2]))).toBe(generator.generateId(new Set([2, 1])));
  });

  test('the document builder gives equal documents equal ids', () => {
    const build = () => Document.builder().idGenerator(generator).text('hello').metadata({ source: 'a.txt' }).build();
    expect(build().getId()).toBe(build().getId());
    expect(isUuid(build().getId())).toBe(true);
  });

  test('other algorithms by their JCA names; unknown ones and non-ASCII charsets are rejected', () => {
    const sha512 = new JdkSha256HexIdGenerator('SHA-512', 'UTF-8');
    expect(sha512.getMessageDigest().digest()).toHaveLength(64);
    expect(sha512.generateId('x')).not.toBe(generator.generateId('x'));
    expect(new JdkSha256HexIdGenerator('MD5', 'US-ASCII').getMessageDigest().digest()).toHaveLength(16);
    expect(() => new JdkSha256HexIdGenerator('NOPE-1', 'UTF-8')).toThrow(new IllegalArgumentException('NOPE-1 MessageDigest not available'));
    expect(() => new JdkSha256HexIdGenerator('SHA-256', 'UTF-16')).toThrow(new IllegalArgumentException('Unsupported charset: UTF-16'));
  });

  test('functions and cycles cannot be serialized', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    for (const bad of [() => 1, cyclic, Symbol('s')]) {
      try {
        generator.generateId('t', bad);
        throw new Error('expected a failure');
      } catch (error) {
        expect(error).toBeInstanceOf(RuntimeException);
        expect((error as RuntimeException).getMessage()).toBe('Failed to serialize');
        expect((error as RuntimeException).getCause()).toBeInstanceOf(TypeError);
      }
    }
  });
  test('ids of ordinary contents are stable across versions', () => {
    const metadata = { source: 'a.txt', page: 3, tags: ['x', 'y'], when: new Date(0), nested: new Map([['k', new Set([1, 2])]]) };
    expect(generator.generateId('Hello, world', metadata)).toBe('f811a1e2-d151-3522-b576-1a5cf4844403');
    expect(generator.generateId('émoji 😀', new Float32Array([1, 2]))).toBe('af8b01b6-b5e0-36ad-af02-a4c92795ba11');
  });

  test('objects that differ only in state JSON or a regular expression shows, and lone surrogates, get different ids', () => {
    const id = (value: unknown): string => generator.generateId('t', new Map([['v', value]]));
    expect(id(new URL('http://a.example'))).not.toBe(id(new URL('http://b.example')));
    expect(id(new URL('http://a.example'))).toBe(id(new URL('http://a.example')));
    expect(id(/a/)).not.toBe(id(/b/));
    expect(id(/a/g)).not.toBe(id(/a/));
    expect(generator.generateId('\ud800')).not.toBe(generator.generateId('\udc00'));
    expect(generator.generateId('\ud800')).not.toBe(generator.generateId('\ufffd'));
    expect(id(new Float32Array(0))).toBe(id(new Float32Array(0)));
  });

  test('an instance whose state is not visible (private fields) cannot be serialized, instead of colliding', () => {
    class Secretive {
      readonly #value: string;
      constructor(value: string) {
        this.#value = value;
      }
      value(): string {
        return this.#value;
      }
    }
    try {
      generator.generateId('t', { v: new Secretive('a') });
      throw new Error('expected a failure');
    } catch (error) {
      expect(error).toBeInstanceOf(RuntimeException);
      expect((error as RuntimeException).getMessage()).toBe('Failed to serialize');
      expect(String((error as RuntimeException).getCause())).toContain('Secretive has no enumerable state');
    }
  });
});
