/* Ported from Spring AI JdkSha256HexIdGenerator (v1.1.8). spring-ai-ts, Apache-2.0. */
import { createHash, getHashes, type Hash } from 'node:crypto';
import { Assert } from '../../java/core/Assert.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { NullPointerException } from '../../java/core/NullPointerException.js';
import type { IdGenerator } from './IdGenerator.js';
import { canonicalBytes } from './internal/canonicalBytes.js';

const SHA_256 = 'SHA-256';

// The hex digest is ASCII, so these charsets all give the same bytes for it.
const ASCII_COMPATIBLE = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii', 'iso-8859-1', 'latin1']);

/** A JCA algorithm name (`SHA-256`, `SHA-1`, `MD5`, `SHA3-256`) as Node's hash name, if Node has it. */
function nodeHashName(algorithm: string): string | undefined {
  const lower = algorithm.toLowerCase();
  const name = /^sha-\d+$/.test(lower) ? lower.replace('-', '') : lower.replace(/^sha-(\d+)\/(\d+)$/, 'sha$1-$2');
  return getHashes().includes(name) ? name : undefined;
}

/** Java's `UUID.nameUUIDFromBytes`: the MD5 of the bytes with the version (3) and variant bits set. */
function nameUuidFromBytes(bytes: Uint8Array): string {
  const md5 = createHash('md5').update(bytes).digest();
  md5[6] = ((md5[6] as number) & 0x0f) | 0x30;
  md5[8] = ((md5[8] as number) & 0x3f) | 0x80;
  const hex = md5.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * An {@link IdGenerator} that hashes the contents (SHA-256 by default) and returns the hash as a
 * name-based UUID, so the same text and metadata always get the same id.
 *
 * @remarks
 * Java hashes the contents' Java serialization; JavaScript has none, so the contents are written
 * in a canonical form of their own (values tagged by kind, map, set and object entries sorted).
 * The ids are therefore stable and content-dependent as in Spring, but not the ids a Java
 * application computes for the same document. The algorithm is a JCA name (`SHA-256`, `SHA-512`,
 * `SHA-1`, `MD5`, `SHA3-256`, …) that Node's `crypto` supports; the charset is a label of an
 * ASCII-compatible charset (`UTF-8` by default), since it only encodes the hex digest. An
 * unknown algorithm fails with `IllegalArgumentException` `"<name> MessageDigest not available"`,
 * the message of the `NoSuchAlgorithmException` Java wraps (without its class name).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/id/JdkSha256HexIdGenerator.html
 * @category Documents
 */
export class JdkSha256HexIdGenerator implements IdGenerator {
  private readonly algorithm: string;

  /** SHA-256 and UTF-8. */
  constructor();
  /** The digest algorithm (a JCA name) and the charset of the hex digest. */
  constructor(algorithm: string, charset: string);
  /**
   * @throws NullPointerException `"null algorithm name"` (the JDK's `MessageDigest.getInstance`)
   *   for an algorithm passed as `null` or `undefined`
   * @throws IllegalArgumentException an unknown algorithm, or a charset that is not an
   *   ASCII-compatible label (an explicit `undefined` included)
   */
  constructor(algorithmArg?: string, charsetArg?: string) {
    // Java's no-argument constructor supplies SHA-256 and UTF-8; an explicit undefined is Java's null.
    const algorithm = arguments.length >= 1 ? algorithmArg : SHA_256;
    const charset = arguments.length >= 2 ? charsetArg : 'UTF-8';
    if (algorithm === undefined || algorithm === null) throw new NullPointerException('null algorithm name');
    const name = typeof algorithm === 'string' ? nodeHashName(algorithm) : undefined;
    if (name === undefined) throw new IllegalArgumentException(`${String(algorithm)} MessageDigest not available`);
    if (typeof charset !== 'string' || !ASCII_COMPATIBLE.has(charset.toLowerCase())) {
      throw new IllegalArgumentException(`Unsupported charset: ${String(charset)}`);
    }
    this.algorithm = name;
  }

  /** The name-based UUID of the hash of the contents (usually the text and the metadata). */
  generateId(...contents: unknown[]): string {
    Assert.notNull(contents, 'Contents must not be null');
    const digest = this.getMessageDigest().update(canonicalBytes(contents)).digest('hex');
    return nameUuidFromBytes(Buffer.from(digest, 'ascii'));
  }

  /**
   * A fresh digest of the configured algorithm (Java clones its prototype `MessageDigest`), so
   * concurrent ids never share state.
   *
   * @internal
   */
  getMessageDigest(): Hash {
    return createHash(this.algorithm);
  }
}
