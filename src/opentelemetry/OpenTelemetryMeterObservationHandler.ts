/* spring-ai-ts, Apache-2.0. No Spring counterpart: Micrometer's meter handlers and Spring AI's token counter on an OpenTelemetry meter. */
import type { Attributes, Counter, Histogram, Meter } from '@opentelemetry/api';
import { ChatModelObservationContext } from '../chat/observation/ChatModelObservationContext.js';
import { EmptyUsage } from '../chat/metadata/EmptyUsage.js';
import { EmbeddingModelObservationContext } from '../embedding/observation/EmbeddingModelObservationContext.js';
import { Usage } from '../chat/metadata/Usage.js';
import type { ObservationContext } from '../java/micrometer/observation/ObservationContext.js';
import type { ObservationHandler } from '../java/micrometer/observation/ObservationHandler.js';
import { KeyValue } from '../java/micrometer/common/KeyValue.js';
import { genAiAttributes, KeyKind, keyKind } from './internal/attributes.js';
import { embeddingInputTokens } from './internal/storeAttributes.js';
import type { OpenTelemetryObservationOptions } from './OpenTelemetryObservationOptions.js';
import type { OpenTelemetrySemanticConventions } from './OpenTelemetrySemanticConventions.js';

const START_KEY = Symbol.for('spring-ai-ts.opentelemetry.meter.start');
const TOKEN_USAGE = 'gen_ai.client.token.usage';
const OPERATION_DURATION = 'gen_ai.client.operation.duration';
const TOKEN_USAGE_DESCRIPTION = 'Measures number of input and output tokens used';
// Bucket boundaries the GenAI semantic conventions recommend for the two client metrics.
const DURATION_BUCKETS = [0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92];
const TOKEN_BUCKETS = [1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304, 16777216, 67108864];
const GEN_AI_METRIC_KEYS = ['gen_ai.operation.name', 'gen_ai.provider.name', 'gen_ai.request.model', 'gen_ai.response.model'];

/**
 * Records metrics for observations through an OpenTelemetry `Meter`.
 *
 * - **Timers** (both conventions): every observation is timed into a histogram named after the
 *   observation (`spring.ai.chat.client`, `spring.ai.advisor`, `gen_ai.client.operation`,
 *   `spring.ai.tool`), in seconds, tagged with its low cardinality key values and `error` (the
 *   error's name, or `none`), like Micrometer's `DefaultMeterObservationHandler`.
 * - **`gen_ai.client.operation.duration`**: the duration of chat model and embedding model calls, in seconds.
 * - **`gen_ai.client.token.usage`**: in the `'spring'` conventions a counter per token type
 *   (`input`, `output`, `total`) tagged with the model call's low cardinality key values, like
 *   Spring AI's `ChatModelMeterObservationHandler` and `EmbeddingModelMeterObservationHandler`; in
 *   `'gen_ai'` a histogram (unit `{token}`, types `input` and `output`, embeddings `input` only)
 *   with the conventions' attributes (`gen_ai.operation.name` `chat` / `embeddings`, …).
 *
 * @remarks
 * A response whose usage is `EmptyUsage` (the model reported none, or the response has no
 * metadata) records no token usage: Spring AI skips a `null` metadata or usage, which this port
 * represents with `EmptyUsage`. Micrometer's long task timers (`<name>.active`) and event counters are not recorded.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/observation/ChatModelMeterObservationHandler.html
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/observation/EmbeddingModelMeterObservationHandler.html
 * @category OpenTelemetry
 */
export class OpenTelemetryMeterObservationHandler implements ObservationHandler {
  private readonly conventions: OpenTelemetrySemanticConventions;
  private readonly timers = new Map<string, Histogram>();
  private readonly operationDuration: Histogram;
  private readonly tokenUsageCounter: Counter | undefined;
  private readonly tokenUsageHistogram: Histogram | undefined;

  /** A handler recording on `meter`. */
  constructor(
    private readonly meter: Meter,
    options: OpenTelemetryObservationOptions = {},
  ) {
    this.conventions = options.semanticConventions ?? 'spring';
    this.operationDuration = meter.createHistogram(OPERATION_DURATION, {
      description: 'GenAI operation duration',
      unit: 's',
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    });
    if (this.conventions === 'gen_ai') {
      this.tokenUsageHistogram = meter.createHistogram(TOKEN_USAGE, {
        description: TOKEN_USAGE_DESCRIPTION,
        unit: '{token}',
        advice: { explicitBucketBoundaries: TOKEN_BUCKETS },
      });
    } else {
      this.tokenUsageCounter = meter.createCounter(TOKEN_USAGE, { description: TOKEN_USAGE_DESCRIPTION });
    }
  }

  /** Every observation is timed. */
  supportsContext(context: ObservationContext): boolean {
    return context !== undefined && context !== null;
  }

  /** Notes the start time. */
  onStart(context: ObservationContext): void {
    context.put(START_KEY, performance.now());
  }

  /** Records the timer, and for chat and embedding model calls the operation duration and token usage. */
  onStop(context: ObservationContext): void {
    const start = context.remove<number>(START_KEY);
    if (start === undefined) return;
    const seconds = (performance.now() - start) / 1000;
    const name = context.getName();
    const error = context.getError();
    if (name !== undefined) {
      const tags = this.lowCardinality(context);
      tags['error'] = error === undefined ? KeyValue.NONE_VALUE : error.name || 'Error';
      this.timer(name).record(seconds, tags);
    }
    const chat = context instanceof ChatModelObservationContext;
    if (!chat && !(context instanceof EmbeddingModelObservationContext)) return;
    const attributes = this.conventions === 'gen_ai' ? this.genAiMetricAttributes(context) : this.lowCardinality(context);
    const durationAttributes = error === undefined ? attributes : { ...attributes, 'error.type': error.name || 'Error' };
    this.operationDuration.record(seconds, durationAttributes);
    this.recordTokenUsage(context.getResponse()?.getMetadata()?.getUsage(), attributes, chat);
  }

  private recordTokenUsage(usage: Usage | undefined, attributes: Attributes, chat: boolean): void {
    // EmptyUsage is what a response without (usage) metadata carries here; Spring has `null` then.
    if (usage === undefined || usage === null || usage instanceof EmptyUsage) return;
    const input = usage.getPromptTokens();
    const output = usage.getCompletionTokens();
    if (this.tokenUsageHistogram !== undefined) {
      // An embeddings call has input tokens only (the total when the provider reports no prompt tokens).
      const inputTokens = chat ? input : embeddingInputTokens(usage);
      if (inputTokens !== undefined && inputTokens !== null) this.tokenUsageHistogram.record(inputTokens, { ...attributes, 'gen_ai.token.type': 'input' });
      if (chat && output !== undefined && output !== null) this.tokenUsageHistogram.record(output, { ...attributes, 'gen_ai.token.type': 'output' });
      return;
    }
    const counter = this.tokenUsageCounter as Counter;
    const total = Usage.getTotalTokens(usage);
    if (input !== undefined && input !== null) counter.add(input, { ...attributes, 'gen_ai.token.type': 'input' });
    if (output !== undefined && output !== null) counter.add(output, { ...attributes, 'gen_ai.token.type': 'output' });
    if (total !== undefined && total !== null) counter.add(total, { ...attributes, 'gen_ai.token.type': 'total' });
  }

  private timer(name: string): Histogram {
    let timer = this.timers.get(name);
    if (timer === undefined) {
      timer = this.meter.createHistogram(name, { unit: 's' });
      this.timers.set(name, timer);
    }
    return timer;
  }

  private lowCardinality(context: ObservationContext): Attributes {
    const attributes: Attributes = {};
    for (const keyValue of context.getLowCardinalityKeyValues()) {
      const key = keyValue.getKey();
      if (keyKind(key) !== KeyKind.CREDENTIAL) attributes[key] = keyValue.getValue();
    }
    return attributes;
  }

  private genAiMetricAttributes(context: ObservationContext): Attributes {
    const all = genAiAttributes(context, false);
    const attributes: Attributes = {};
    for (const key of GEN_AI_METRIC_KEYS) if (all[key] !== undefined) attributes[key] = all[key];
    return attributes;
  }
}
