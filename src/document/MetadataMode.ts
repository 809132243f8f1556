/* Ported from Spring AI MetadataMode (v1.1.8). spring-ai-ts, Apache-2.0. */
import { stringHash } from '../java/core/lang/JavaObjects.js';
import { JavaEnumConstant } from '../java/core/lang/JavaEnumConstant.js';

/**
 * Which metadata a {@link ContentFormatter} includes: `ALL`, `EMBED` (for embedding),
 * `INFERENCE` (for the prompt) or `NONE`.
 *
 * @remarks
 * A Java enum, ported as a class with one static instance per constant: `name()`, `ordinal()`,
 * `toString()`, static `values()` and `valueOf(name)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/MetadataMode.html
 * @category Documents
 */
export class MetadataMode extends JavaEnumConstant {
  /** Every metadata entry. */
  static readonly ALL = new MetadataMode('ALL', 0);
  /** The entries not excluded for embedding. */
  static readonly EMBED = new MetadataMode('EMBED', 1);
  /** The entries not excluded for inference (the prompt). */
  static readonly INFERENCE = new MetadataMode('INFERENCE', 2);
  /** No metadata. */
  static readonly NONE = new MetadataMode('NONE', 3);

  private constructor(name: string, ordinal: number) {
    super(name, ordinal);
  }

  /** The constant with this name; `IllegalArgumentException` when there is none. */
  static override valueOf(name: string): MetadataMode {
    return MetadataMode.constantNamed('org.springframework.ai.document.MetadataMode', name);
  }

  /** Identity, as for Java enums. */
  equals(other: unknown): boolean {
    return this === other;
  }

  /** The hash of the name. */
  hashCode(): number {
    return stringHash(this.name());
  }
}
