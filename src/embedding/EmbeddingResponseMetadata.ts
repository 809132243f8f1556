/* Ported from Spring AI EmbeddingResponseMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { EmptyUsage } from '../chat/metadata/EmptyUsage.js';
import type { Usage } from '../chat/metadata/Usage.js';
import { AbstractResponseMetadata } from '../model/AbstractResponseMetadata.js';
import type { ResponseMetadata } from '../model/ResponseMetadata.js';

/**
 * The model and usage of an embedding response, plus free-form entries.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/EmbeddingResponseMetadata.html
 * @category Embedding
 */
export class EmbeddingResponseMetadata extends AbstractResponseMetadata implements ResponseMetadata {
  private model: string | undefined;
  private usage: Usage | undefined;

  /** Empty metadata, or the model, usage and extra entries (a `Map` or an object). */
  constructor(model?: string, usage?: Usage, metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> = {}) {
    super();
    this.model = model;
    this.usage = usage;
    const entries = metadata instanceof Map ? [...metadata] : Object.entries(metadata as Record<string, unknown>);
    for (const [key, value] of entries) this.map.set(key, value);
  }

  /** The model, or `''`. */
  getModel(): string {
    return this.model ?? '';
  }

  /** Sets the model. */
  setModel(model: string): void {
    this.model = model;
  }

  /** The usage, or an empty usage. */
  getUsage(): Usage {
    return this.usage ?? new EmptyUsage();
  }

  /** Sets the usage. */
  setUsage(usage: Usage): void {
    this.usage = usage;
  }
}
