/* Ported from Spring AI TokenCountBatchingStrategy (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import { IllegalArgumentException } from '../java/core/IllegalArgumentException.js';
import type { ContentFormatter } from '../document/ContentFormatter.js';
import { Document } from '../document/Document.js';
import { MetadataMode } from '../document/MetadataMode.js';
import { JTokkitTokenCountEstimator } from '../tokenizer/JTokkitTokenCountEstimator.js';
import type { TokenCountEstimator } from '../tokenizer/TokenCountEstimator.js';
import type { BatchingStrategy } from './BatchingStrategy.js';

const MAX_INPUT_TOKEN_COUNT = 8191;
const DEFAULT_TOKEN_COUNT_RESERVE_PERCENTAGE = 0.1;

/**
 * Batches documents so that each batch's `cl100k_base` token count stays under the limit
 * (8191 tokens less a 10 % reserve by default).
 *
 * @remarks
 * Java's first argument is a jtokkit `EncodingType` or a {@link TokenCountEstimator}; here it is
 * the string `'CL100K_BASE'` (the only encoding offered) or an estimator.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/TokenCountBatchingStrategy.html
 * @category Embedding
 */
export class TokenCountBatchingStrategy implements BatchingStrategy {
  private readonly tokenCountEstimator: TokenCountEstimator;
  private readonly maxInputTokenCount: number;
  private readonly contentFormatter: ContentFormatter;
  private readonly metadataMode: MetadataMode;

  /** 8191 tokens, 10 % reserve, default formatter, no metadata. */
  constructor();
  /** The encoding or estimator, the limit and the reserve, plus formatter and metadata mode. */
  constructor(
    encodingOrEstimator: 'CL100K_BASE' | TokenCountEstimator,
    maxInputTokenCount: number,
    reservePercentage: number,
    contentFormatter?: ContentFormatter,
    metadataMode?: MetadataMode,
  );
  constructor(
    encodingOrEstimatorArg?: 'CL100K_BASE' | TokenCountEstimator,
    maxInputTokenCountArg?: number,
    reservePercentageArg?: number,
    contentFormatterArg?: ContentFormatter,
    metadataModeArg?: MetadataMode,
  ) {
    // Java's overloads supply the defaults for the arguments left out; an explicit undefined is
    // Java's null and fails its check.
    const n = arguments.length;
    const encodingOrEstimator = n >= 1 ? encodingOrEstimatorArg : 'CL100K_BASE';
    const maxInputTokenCount = n >= 2 ? (maxInputTokenCountArg as number) : MAX_INPUT_TOKEN_COUNT;
    const reservePercentage = n >= 3 ? (reservePercentageArg as number) : DEFAULT_TOKEN_COUNT_RESERVE_PERCENTAGE;
    const contentFormatter = n >= 4 ? contentFormatterArg : Document.DEFAULT_CONTENT_FORMATTER;
    const metadataMode = n >= 5 ? metadataModeArg : MetadataMode.NONE;
    if (typeof encodingOrEstimator === 'string' || encodingOrEstimator === null || encodingOrEstimator === undefined) {
      Assert.notNull(encodingOrEstimator, 'EncodingType must not be null');
    } else {
      Assert.notNull(encodingOrEstimator, 'TokenCountEstimator must not be null');
    }
    Assert.isTrue(maxInputTokenCount > 0, 'MaxInputTokenCount must be greater than 0');
    Assert.isTrue(reservePercentage >= 0 && reservePercentage < 1, 'ReservePercentage must be in range [0, 1)');
    Assert.notNull(contentFormatter, 'ContentFormatter must not be null');
    Assert.notNull(metadataMode, 'MetadataMode must not be null');
    this.tokenCountEstimator = typeof encodingOrEstimator === 'string' ? new JTokkitTokenCountEstimator() : encodingOrEstimator;
    this.maxInputTokenCount = Math.round(maxInputTokenCount * (1 - reservePercentage));
    this.contentFormatter = contentFormatter;
    this.metadataMode = metadataMode;
  }

  /** The batches; `IllegalArgumentException` when one document alone exceeds the limit. */
  batch(documents: Document[]): Document[][] {
    const counts = documents.map((document) => {
      const tokens = this.tokenCountEstimator.estimate(document.getFormattedContent(this.contentFormatter, this.metadataMode));
      if (tokens > this.maxInputTokenCount) {
        throw new IllegalArgumentException('Tokens in a single document exceeds the maximum number of allowed input tokens');
      }
      return tokens;
    });
    const batches: Document[][] = [];
    let current: Document[] = [];
    let currentSize = 0;
    documents.forEach((document, i) => {
      currentSize += counts[i] as number;
      if (currentSize > this.maxInputTokenCount) {
        batches.push(current);
        current = [];
        currentSize = counts[i] as number;
      }
      current.push(document);
    });
    if (current.length > 0) batches.push(current);
    return batches;
  }
}
