/* Ported from Spring AI ExtractedTextFormatter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { StringUtils } from '../java/core/StringUtils.js';

// Java's `^` and `$` in MULTILINE mode, which JavaScript's `m` flag does not quite match: `\r\n`
// is one line break (no line starts between `\r` and `\n`), U+0085 also ends a line, and no line
// starts at the very end of the text.
const BOL = String.raw`(?:(?<![\s\S])|(?<=[\n\r\u0085\u2028\u2029]))(?!(?<=\r)\n)(?=[\s\S])`;
const EOL = String.raw`(?:(?![\s\S])|(?=[\r\u0085\u2028\u2029])|(?<!\r)(?=\n))`;

const BLANK_LINE = new RegExp(String.raw`(${BOL} *\n)`, 'g');
const ADJACENT_BLANK_LINES = new RegExp(String.raw`${BOL}${EOL}([\r\n]+?)(${BOL}${EOL}[\r\n]+?${BOL})+`, 'g');
const LEADING_AND_REPEATED_SPACES = new RegExp(String.raw`(${BOL} *| +(?= |${EOL}))`, 'g');
const ADJACENT_EMPTY_LINES = new RegExp(String.raw`${BOL}${EOL}(\t?)(${BOL}${EOL}[\r\n]+?${BOL})+`, 'g');

/**
 * Tidies text extracted from a page before it becomes a document: collapses runs of blank lines,
 * optionally aligns every line to the left, and deletes a number of header and footer lines from
 * pages after the first few.
 *
 * @remarks
 * The line separator defaults to `"\n"` (Java's `System.lineSeparator()` on Linux and macOS).
 * The regular expressions are Spring's, with Java's multi-line anchors reproduced.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/ExtractedTextFormatter.html
 * @category Documents
 */
export class ExtractedTextFormatter {
  private readonly leftAlignment: boolean;
  private readonly numberOfTopPagesToSkipBeforeDelete: number;
  private readonly numberOfTopTextLinesToDelete: number;
  private readonly numberOfBottomTextLinesToDelete: number;
  private readonly lineSeparator: string;

  private constructor(builder: ExtractedTextFormatter.Builder) {
    const settings = builder.settings();
    this.leftAlignment = settings.leftAlignment;
    this.numberOfTopPagesToSkipBeforeDelete = settings.numberOfTopPagesToSkipBeforeDelete;
    this.numberOfTopTextLinesToDelete = settings.numberOfTopTextLinesToDelete;
    this.numberOfBottomTextLinesToDelete = settings.numberOfBottomTextLinesToDelete;
    this.lineSeparator = settings.lineSeparator;
  }

  /** A new builder. */
  static builder(): ExtractedTextFormatter.Builder {
    return new ExtractedTextFormatter.Builder();
  }

  /** A formatter with the defaults: no alignment, nothing deleted. */
  static defaults(): ExtractedTextFormatter {
    return new ExtractedTextFormatter.Builder().build();
  }

  /** The text with lines of spaces emptied and each run of blank lines reduced to one. */
  static trimAdjacentBlankLines(pageText: string): string {
    return pageText.replace(BLANK_LINE, '\n').replace(ADJACENT_BLANK_LINES, '$1');
  }

  /** The text with leading spaces removed, runs of spaces reduced to one and trailing spaces removed. */
  static alignToLeft(pageText: string): string {
    return pageText.replace(LEADING_AND_REPEATED_SPACES, '').replace(ADJACENT_EMPTY_LINES, '$1');
  }

  /** The text without its last `numberOfLines` lines (separated by `lineSeparator`). */
  static deleteBottomTextLines(pageText: string, numberOfLines: number, lineSeparator: string): string {
    if (!StringUtils.hasText(pageText)) return pageText;
    let lineCount = 0;
    let truncateIndex = pageText.length;
    let nextTruncateIndex = truncateIndex;
    while (lineCount < numberOfLines && nextTruncateIndex >= 0) {
      // Java's lastIndexOf finds nothing from a negative index; JavaScript's would clamp it to 0.
      nextTruncateIndex = truncateIndex - 1 < 0 ? -1 : pageText.lastIndexOf(lineSeparator, truncateIndex - 1);
      truncateIndex = nextTruncateIndex < 0 ? truncateIndex : nextTruncateIndex;
      lineCount++;
    }
    return pageText.substring(0, truncateIndex);
  }

  /** The text without its first `numberOfLines` lines (the last separator removed stays). */
  static deleteTopTextLines(pageText: string, numberOfLines: number, lineSeparator: string): string {
    if (!StringUtils.hasText(pageText)) return pageText;
    let lineCount = 0;
    let truncateIndex = 0;
    let nextTruncateIndex = truncateIndex;
    while (lineCount < numberOfLines && nextTruncateIndex >= 0) {
      nextTruncateIndex = pageText.indexOf(lineSeparator, truncateIndex + 1);
      truncateIndex = nextTruncateIndex < 0 ? truncateIndex : nextTruncateIndex;
      lineCount++;
    }
    return pageText.substring(truncateIndex);
  }

  /** The formatted text of a page (page 0 unless given). */
  format(pageText: string, pageNumber = 0): string {
    let text = ExtractedTextFormatter.trimAdjacentBlankLines(pageText);
    if (pageNumber >= this.numberOfTopPagesToSkipBeforeDelete) {
      text = ExtractedTextFormatter.deleteTopTextLines(text, this.numberOfTopTextLinesToDelete, this.lineSeparator);
      text = ExtractedTextFormatter.deleteBottomTextLines(text, this.numberOfBottomTextLinesToDelete, this.lineSeparator);
    }
    if (this.leftAlignment) text = ExtractedTextFormatter.alignToLeft(text);
    return text;
  }
}

/**
 * Nested types of {@link ExtractedTextFormatter}.
 *
 * @category Documents
 */
export namespace ExtractedTextFormatter {
  /**
   * Java's `ExtractedTextFormatter.Builder`: no alignment, nothing skipped or deleted, `"\n"`
   * as the line separator unless set.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/ExtractedTextFormatter.Builder.html
   */
  export class Builder {
    private leftAlignment = false;
    private numberOfTopPagesToSkipBeforeDelete = 0;
    private numberOfTopTextLinesToDelete = 0;
    private numberOfBottomTextLinesToDelete = 0;
    private lineSeparator = '\n';

    /** Align every line to the left (default false). */
    withLeftAlignment(leftAlignment: boolean): this {
      this.leftAlignment = leftAlignment;
      return this;
    }

    /** Leave the first N pages out of the line deletion (default 0). */
    withNumberOfTopPagesToSkipBeforeDelete(numberOfTopPagesToSkipBeforeDelete: number): this {
      this.numberOfTopPagesToSkipBeforeDelete = numberOfTopPagesToSkipBeforeDelete;
      return this;
    }

    /** Delete the first N lines of a page (default 0). */
    withNumberOfTopTextLinesToDelete(numberOfTopTextLinesToDelete: number): this {
      this.numberOfTopTextLinesToDelete = numberOfTopTextLinesToDelete;
      return this;
    }

    /** Delete the last N lines of a page (default 0). */
    withNumberOfBottomTextLinesToDelete(numberOfBottomTextLinesToDelete: number): this {
      this.numberOfBottomTextLinesToDelete = numberOfBottomTextLinesToDelete;
      return this;
    }

    /** The line separator that line deletion counts (default `"\n"`). */
    overrideLineSeparator(lineSeparator: string): this {
      this.lineSeparator = lineSeparator;
      return this;
    }

    /** The formatter. */
    build(): ExtractedTextFormatter {
      return new (ExtractedTextFormatter as unknown as new (builder: Builder) => ExtractedTextFormatter)(this);
    }

    /** The settings, for the formatter's constructor. @internal */
    settings(): {
      leftAlignment: boolean;
      numberOfTopPagesToSkipBeforeDelete: number;
      numberOfTopTextLinesToDelete: number;
      numberOfBottomTextLinesToDelete: number;
      lineSeparator: string;
    } {
      return {
        leftAlignment: this.leftAlignment,
        numberOfTopPagesToSkipBeforeDelete: this.numberOfTopPagesToSkipBeforeDelete,
        numberOfTopTextLinesToDelete: this.numberOfTopTextLinesToDelete,
        numberOfBottomTextLinesToDelete: this.numberOfBottomTextLinesToDelete,
        lineSeparator: this.lineSeparator,
      };
    }
  }
}
