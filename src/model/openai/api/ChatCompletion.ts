/* Ported from Spring AI OpenAiApi.ChatCompletion (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { Choice } from './Choice.js';
import type { Usage } from './Usage.js';

/**
 * A chat completion response.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletion.html
 * @category Models/OpenAI
 */
export class ChatCompletion {
  /** Java's nested record `ChatCompletion.Choice`. */
  static readonly Choice = Choice;

  private readonly id_: string | undefined;
  private readonly choices_: Choice[] | undefined;
  private readonly created_: number | undefined;
  private readonly model_: string | undefined;
  private readonly serviceTier_: string | undefined;
  private readonly systemFingerprint_: string | undefined;
  private readonly object_: string | undefined;
  private readonly usage_: Usage | undefined;

  /**
   * @param id - the response id
   * @param choices - the choices
   * @param created - the creation time, seconds since the epoch
   * @param model - the model that answered
   * @param serviceTier - the service tier used
   * @param systemFingerprint - the backend fingerprint
   * @param object - the object type (`chat.completion`)
   * @param usage - the token usage
   */
  constructor(id?: string, choices?: Choice[], created?: number, model?: string, serviceTier?: string, systemFingerprint?: string, object?: string, usage?: Usage) {
    this.id_ = id ?? undefined;
    this.choices_ = choices ?? undefined;
    this.created_ = created ?? undefined;
    this.model_ = model ?? undefined;
    this.serviceTier_ = serviceTier ?? undefined;
    this.systemFingerprint_ = systemFingerprint ?? undefined;
    this.object_ = object ?? undefined;
    this.usage_ = usage ?? undefined;
  }

  /** The response id (`id`). */
  id(): string | undefined {
    return this.id_;
  }

  /** The choices (`choices`). */
  choices(): Choice[] | undefined {
    return this.choices_;
  }

  /** The creation time, seconds since the epoch (`created`). */
  created(): number | undefined {
    return this.created_;
  }

  /** The model that answered (`model`). */
  model(): string | undefined {
    return this.model_;
  }

  /** The service tier used (`service_tier`). */
  serviceTier(): string | undefined {
    return this.serviceTier_;
  }

  /** The backend fingerprint (`system_fingerprint`). */
  systemFingerprint(): string | undefined {
    return this.systemFingerprint_;
  }

  /** The object type (`chat.completion`) (`object`). */
  object(): string | undefined {
    return this.object_;
  }

  /** The token usage (`usage`). */
  usage(): Usage | undefined {
    return this.usage_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof ChatCompletion)) return false;
    return objectsEquals(this.id_, other.id_) && objectsEquals(this.choices_, other.choices_) && objectsEquals(this.created_, other.created_) && objectsEquals(this.model_, other.model_) && objectsEquals(this.serviceTier_, other.serviceTier_) && objectsEquals(this.systemFingerprint_, other.systemFingerprint_) && objectsEquals(this.object_, other.object_) && objectsEquals(this.usage_, other.usage_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.id_, this.choices_, this.created_, this.model_, this.serviceTier_, this.systemFingerprint_, this.object_, this.usage_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { id: this.id_, choices: this.choices_, created: this.created_, model: this.model_, service_tier: this.serviceTier_, system_fingerprint: this.systemFingerprint_, object: this.object_, usage: this.usage_ };
  }
}
