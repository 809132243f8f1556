// Ported from Spring AI's EmbeddingModelMeterObservationHandlerTests (v1.1.8), run against our
// OpenTelemetryMeterObservationHandler, which records what Spring's EmbeddingModelMeterObservationHandler
// records: Spring's Micrometer MeterRegistry becomes an OpenTelemetry MeterProvider with an in-memory
// reader, `meterRegistry.get(name).tag(...).meters()` the collected data points of that metric with
// those attributes. Spring's nested LowCardinalityKeyNames enum is not ported: its keys are the
// AiObservationAttributes values.
import { Usage } from '../../src/chat/metadata/Usage.js';
import { EmbeddingOptions } from '../../src/embedding/EmbeddingOptions.js';
import { EmbeddingRequest } from '../../src/embedding/EmbeddingRequest.js';
import { EmbeddingResponse } from '../../src/embedding/EmbeddingResponse.js';
import { EmbeddingResponseMetadata } from '../../src/embedding/EmbeddingResponseMetadata.js';
import { DefaultEmbeddingModelObservationConvention } from '../../src/embedding/observation/DefaultEmbeddingModelObservationConvention.js';
import { EmbeddingModelObservationContext } from '../../src/embedding/observation/EmbeddingModelObservationContext.js';
import { Observation } from '../../src/java/micrometer/observation/Observation.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { AiObservationAttributes as LowCardinalityKeyNames } from '../../src/observation/conventions/AiObservationAttributes.js';
import { AiObservationMetricAttributes } from '../../src/observation/conventions/AiObservationMetricAttributes.js';
import { AiObservationMetricNames } from '../../src/observation/conventions/AiObservationMetricNames.js';
import { AiOperationType } from '../../src/observation/conventions/AiOperationType.js';
import { AiTokenType } from '../../src/observation/conventions/AiTokenType.js';
import { OpenTelemetryMeterObservationHandler } from '../../src/opentelemetry/index.js';
import { metricPoints, type OtelHarness, otelHarness } from './otelTestSupport.js';

class TestUsage extends Usage {
  getPromptTokens(): number {
    return 1000;
  }
  getCompletionTokens(): number {
    return 0;
  }
  override getTotalTokens(): number {
    return 1000;
  }
  getNativeUsage(): Map<string, number> {
    return new Map([
      ['promptTokens', this.getPromptTokens()],
      ['completionTokens', this.getCompletionTokens()],
      ['totalTokens', this.getTotalTokens()],
    ]);
  }
}

describe('EmbeddingModelMeterObservationHandlerTests', () => {
  let otel: OtelHarness;
  let observationRegistry: ObservationRegistry;

  beforeEach(() => {
    otel = otelHarness();
    observationRegistry = ObservationRegistry.create();
    observationRegistry.observationConfig().observationHandler(new OpenTelemetryMeterObservationHandler(otel.meterProvider.getMeter('test')));
  });
  afterEach(() => otel.shutdown());

  const generateEmbeddingRequest = (embeddingOptions: EmbeddingOptions) => new EmbeddingRequest([], embeddingOptions);
  const generateObservationContext = () =>
    EmbeddingModelObservationContext.builder()
      .embeddingRequest(generateEmbeddingRequest(EmbeddingOptions.builder().model('mistral').build()))
      .provider('superprovider')
      .build();
  const tokenUsage = async () => metricPoints((await otel.reader.collect()).resourceMetrics, AiObservationMetricNames.TOKEN_USAGE.value());
  const withTags = <P extends { attributes: Record<string, unknown> }>(points: P[], tags: Record<string, string>): P[] =>
    points.filter((point) => Object.entries(tags).every(([key, value]) => point.attributes[key] === value));

  test('shouldCreateAllMetersDuringAnObservation', async () => {
    const observationContext = generateObservationContext();
    const observation = Observation.createNotStarted(new DefaultEmbeddingModelObservationConvention(), () => observationContext, observationRegistry).start();

    observationContext.setResponse(new EmbeddingResponse([], new EmbeddingResponseMetadata('mistral-42', new TestUsage(), new Map())));

    observation.stop();

    const points = await tokenUsage();
    expect(points).toHaveLength(3);
    expect(
      withTags(points, {
        [LowCardinalityKeyNames.AI_OPERATION_TYPE.value()]: AiOperationType.EMBEDDING.value(),
        [LowCardinalityKeyNames.AI_PROVIDER.value()]: 'superprovider',
        [LowCardinalityKeyNames.REQUEST_MODEL.value()]: 'mistral',
        [LowCardinalityKeyNames.RESPONSE_MODEL.value()]: 'mistral-42',
      }),
    ).toHaveLength(3);
    const tokenType = AiObservationMetricAttributes.TOKEN_TYPE.value();
    expect(withTags(points, { [tokenType]: AiTokenType.INPUT.value() })).toHaveLength(1);
    expect(withTags(points, { [tokenType]: AiTokenType.OUTPUT.value() })).toHaveLength(1);
    expect(withTags(points, { [tokenType]: AiTokenType.TOTAL.value() })).toHaveLength(1);
  });

  // Our own: the counters' values, and no token usage without a response (Spring skips a null response).
  test('the counters hold the usage, and an observation without response records none', async () => {
    const observationContext = generateObservationContext();
    const observation = Observation.createNotStarted(new DefaultEmbeddingModelObservationConvention(), () => observationContext, observationRegistry).start();
    observationContext.setResponse(new EmbeddingResponse([], new EmbeddingResponseMetadata('mistral-42', new TestUsage(), new Map())));
    observation.stop();
    const tokenType = AiObservationMetricAttributes.TOKEN_TYPE.value();
    const values = Object.fromEntries((await tokenUsage()).map((point) => [point.attributes[tokenType], point.value]));
    expect(values).toEqual({ input: 1000, output: 0, total: 1000 });

    const withoutResponse = generateObservationContext();
    Observation.createNotStarted(new DefaultEmbeddingModelObservationConvention(), () => withoutResponse, observationRegistry).start().stop();
    expect(await tokenUsage()).toHaveLength(3);
  });
});
