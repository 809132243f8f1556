/* spring-ai-ts, Apache-2.0. Ours: the error a document reader raises when its parser is not installed. */
import { IllegalStateException } from '../java/core/IllegalStateException.js';

/**
 * A document reader's parser, an optional peer dependency, is not installed: the message names
 * the package to install (`npm install commonmark`).
 *
 * @remarks
 * Ours, not Spring's (Maven brings a reader's parser with the reader). The Markdown, HTML and PDF
 * readers load their parsers (`commonmark`, `cheerio`, `pdfjs-dist`) the first time they read, so
 * an application that does not use a reader does not need its parser. The reader's `get()`
 * rejects with this exception; the original module-resolution error is its cause.
 *
 * @category Documents
 */
export class MissingPeerDependencyException extends IllegalStateException {
  /** The npm package to install. */
  readonly packageName: string;

  /**
   * @param packageName - the npm package to install
   * @param usedBy - the class that needs it
   * @param cause - the module-resolution error
   */
  constructor(packageName: string, usedBy: string, cause?: unknown) {
    super(`${usedBy} needs the optional peer dependency '${packageName}', which is not installed: run \`npm install ${packageName}\``, cause);
    this.packageName = packageName;
  }

  /** The npm package to install. */
  getPackageName(): string {
    return this.packageName;
  }
}
