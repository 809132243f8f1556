/* Ported from Spring AI TokenTextSplitter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { cl100k } from '../../tokenizer/encoding/cl100k.js';
import { TextSplitter } from './TextSplitter.js';

const DEFAULT_CHUNK_SIZE = 800;
const MIN_CHUNK_SIZE_CHARS = 350;
const MIN_CHUNK_LENGTH_TO_EMBED = 5;
const MAX_NUM_CHUNKS = 10000;
const KEEP_SEPARATOR = true;
const DEFAULT_PUNCTUATION_MARKS: readonly string[] = ['.', '?', '!', '\n'];

/**
 * Splits text into chunks of about `chunkSize` `cl100k_base` tokens, cutting each chunk after
 * its last punctuation mark when that lies past `minChunkSizeChars`; chunks of
 * `minChunkLengthToEmbed` characters or fewer are dropped.
 *
 * @remarks
 * Tokens come from `js-tiktoken`'s bundled `cl100k_base` ranks, the encoding jtokkit uses, so
 * chunk boundaries match Spring's. Punctuation marks (Java `Character`s) are one-character
 * strings.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/transformer/splitter/TokenTextSplitter.html
 * @category Documents
 */
export class TokenTextSplitter extends TextSplitter {
  private readonly chunkSize: number;
  private readonly minChunkSizeChars: number;
  private readonly minChunkLengthToEmbed: number;
  private readonly maxNumChunks: number;
  private readonly keepSeparator: boolean;
  private readonly punctuationMarks: readonly string[];

  /** The defaults: 800 tokens, 350 characters, 5 characters, 10,000 chunks, keep separators. */
  constructor();
  /** The defaults with `keepSeparator`. */
  constructor(keepSeparator: boolean);
  /** Every setting. */
  constructor(
    chunkSize: number,
    minChunkSizeChars: number,
    minChunkLengthToEmbed: number,
    maxNumChunks: number,
    keepSeparator: boolean,
    punctuationMarks: readonly string[],
  );
  constructor(...args: unknown[]) {
    super();
    if (args.length <= 1) {
      args = [
        DEFAULT_CHUNK_SIZE,
        MIN_CHUNK_SIZE_CHARS,
        MIN_CHUNK_LENGTH_TO_EMBED,
        MAX_NUM_CHUNKS,
        args.length === 1 ? args[0] : KEEP_SEPARATOR,
        DEFAULT_PUNCTUATION_MARKS,
      ];
    }
    this.chunkSize = args[0] as number;
    this.minChunkSizeChars = args[1] as number;
    this.minChunkLengthToEmbed = args[2] as number;
    this.maxNumChunks = args[3] as number;
    this.keepSeparator = args[4] as boolean;
    Assert.notEmpty(args[5], 'punctuationMarks must not be empty');
    this.punctuationMarks = [...(args[5] as string[])];
  }

  /** A new builder with the defaults. */
  static builder(): TokenTextSplitter.Builder {
    return new TokenTextSplitter.Builder();
  }

  /** Splits with the configured chunk size. */
  protected splitText(text: string): string[] {
    return this.doSplit(text, this.chunkSize);
  }

  /** Splits `text` into chunks of about `chunkSize` tokens. */
  protected doSplit(text: string | undefined, chunkSize: number): string[] {
    if (text === undefined || text === null || text.trim().length === 0) return [];
    const encoding = cl100k();
    let tokens = encoding.encode(text);
    const chunks: string[] = [];
    let numChunks = 0;
    while (tokens.length > 0 && numChunks < this.maxNumChunks) {
      const chunk = tokens.slice(0, Math.min(chunkSize, tokens.length));
      let chunkText = encoding.decode(chunk);
      if (chunkText.trim().length === 0) {
        tokens = tokens.slice(chunk.length);
        continue;
      }
      if (tokens.length > chunkSize) {
        const lastPunctuation = this.getLastPunctuationIndex(chunkText);
        if (lastPunctuation !== -1 && lastPunctuation > this.minChunkSizeChars) {
          chunkText = chunkText.substring(0, lastPunctuation + 1);
        }
      }
      const toAppend = this.keepSeparator ? chunkText.trim() : chunkText.replaceAll('\n', ' ').trim();
      if (toAppend.length > this.minChunkLengthToEmbed) chunks.push(toAppend);
      tokens = tokens.slice(encoding.encode(chunkText).length);
      numChunks++;
    }
    if (tokens.length > 0) {
      const remaining = encoding.decode(tokens).replaceAll('\n', ' ').trim();
      if (remaining.length > this.minChunkLengthToEmbed) chunks.push(remaining);
    }
    return chunks;
  }

  /** The largest index of any punctuation mark in `chunkText`, or -1. */
  protected getLastPunctuationIndex(chunkText: string): number {
    let max = -1;
    for (const mark of this.punctuationMarks) max = Math.max(max, chunkText.lastIndexOf(mark));
    return max;
  }
}

/**
 * Nested types of {@link TokenTextSplitter}.
 *
 * @category Documents
 */
export namespace TokenTextSplitter {
  /**
   * Java's `TokenTextSplitter.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/transformer/splitter/TokenTextSplitter.Builder.html
   */
  export class Builder {
    private chunkSize = DEFAULT_CHUNK_SIZE;
    private minChunkSizeChars = MIN_CHUNK_SIZE_CHARS;
    private minChunkLengthToEmbed = MIN_CHUNK_LENGTH_TO_EMBED;
    private maxNumChunks = MAX_NUM_CHUNKS;
    private keepSeparator = KEEP_SEPARATOR;
    private punctuationMarks: readonly string[] = DEFAULT_PUNCTUATION_MARKS;

    /** Target chunk size in tokens. */
    withChunkSize(chunkSize: number): this {
      this.chunkSize = chunkSize;
      return this;
    }

    /** Minimum characters before a punctuation cut. */
    withMinChunkSizeChars(minChunkSizeChars: number): this {
      this.minChunkSizeChars = minChunkSizeChars;
      return this;
    }

    /** Chunks this long or shorter are dropped. */
    withMinChunkLengthToEmbed(minChunkLengthToEmbed: number): this {
      this.minChunkLengthToEmbed = minChunkLengthToEmbed;
      return this;
    }

    /** The most chunks one text gives. */
    withMaxNumChunks(maxNumChunks: number): this {
      this.maxNumChunks = maxNumChunks;
      return this;
    }

    /** Keep line separators (false replaces them with spaces). */
    withKeepSeparator(keepSeparator: boolean): this {
      this.keepSeparator = keepSeparator;
      return this;
    }

    /** The punctuation marks (one-character strings). */
    withPunctuationMarks(punctuationMarks: readonly string[]): this {
      this.punctuationMarks = punctuationMarks;
      return this;
    }

    /** The splitter. */
    build(): TokenTextSplitter {
      return new TokenTextSplitter(
        this.chunkSize,
        this.minChunkSizeChars,
        this.minChunkLengthToEmbed,
        this.maxNumChunks,
        this.keepSeparator,
        this.punctuationMarks,
      );
    }
  }
}
