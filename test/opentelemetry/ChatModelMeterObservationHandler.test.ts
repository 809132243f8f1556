// Ported from Spring AI's ChatModelMeterObservationHandlerTests (v1.1.8), run against our
// OpenTelemetryMeterObservationHandler: Spring's Micrometer MeterRegistry becomes an OpenTelemetry
// MeterProvider with an in-memory reader, `meterRegistry.get(name).tag(...).meters()` the
// collected data points of that metric with those attributes.
import { AssistantMessage } from '../../src/chat/messages/AssistantMessage.js';
import { ChatResponseMetadata } from '../../src/chat/metadata/ChatResponseMetadata.js';
import { Usage } from '../../src/chat/metadata/Usage.js';
import { ChatResponse } from '../../src/chat/model/ChatResponse.js';
import { Generation } from '../../src/chat/model/Generation.js';
import { ChatModelObservationContext } from '../../src/chat/observation/ChatModelObservationContext.js';
import { ChatModelLowCardinalityKeyNames as LowCardinalityKeyNames } from '../../src/chat/observation/ChatModelLowCardinalityKeyNames.js';
import { DefaultChatModelObservationConvention } from '../../src/chat/observation/DefaultChatModelObservationConvention.js';
import { ChatOptions } from '../../src/chat/prompt/ChatOptions.js';
import { Prompt } from '../../src/chat/prompt/Prompt.js';
import { Observation } from '../../src/java/micrometer/observation/Observation.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
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
    return 500;
  }
  getNativeUsage(): Map<string, number> {
    return new Map([
      ['promptTokens', 1000],
      ['completionTokens', 500],
      ['totalTokens', 1500],
    ]);
  }
}

describe('ChatModelMeterObservationHandlerTests', () => {
  let otel: OtelHarness;
  let observationRegistry: ObservationRegistry;

  beforeEach(() => {
    otel = otelHarness();
    observationRegistry = ObservationRegistry.create();
    observationRegistry.observationConfig().observationHandler(new OpenTelemetryMeterObservationHandler(otel.meterProvider.getMeter('test')));
  });
  afterEach(() => otel.shutdown());

  const generateObservationContext = () =>
    ChatModelObservationContext.builder()
      .prompt(new Prompt('hello', ChatOptions.builder().model('mistral').build()))
      .provider('superprovider')
      .build();
  const tokenUsage = async () => metricPoints((await otel.reader.collect()).resourceMetrics, AiObservationMetricNames.TOKEN_USAGE.value());
  const withTags = <P extends { attributes: Record<string, unknown> }>(points: P[], tags: Record<string, string>): P[] =>
    points.filter((point) => Object.entries(tags).every(([key, value]) => point.attributes[key] === value));

  const observeWith = (response: ChatResponse | undefined) => {
    const observationContext = generateObservationContext();
    const observation = Observation.createNotStarted(new DefaultChatModelObservationConvention(), () => observationContext, observationRegistry).start();
    if (response !== undefined) observationContext.setResponse(response);
    observation.stop();
  };

  test('shouldCreateAllMetersDuringAnObservation', async () => {
    observeWith(new ChatResponse([new Generation(new AssistantMessage('test'))], ChatResponseMetadata.builder().model('mistral-42').usage(new TestUsage()).build()));

    const points = await tokenUsage();
    expect(points).toHaveLength(3);
    expect(
      withTags(points, {
        [LowCardinalityKeyNames.AI_OPERATION_TYPE.asString()]: AiOperationType.CHAT.value(),
        [LowCardinalityKeyNames.AI_PROVIDER.asString()]: 'superprovider',
        [LowCardinalityKeyNames.REQUEST_MODEL.asString()]: 'mistral',
        [LowCardinalityKeyNames.RESPONSE_MODEL.asString()]: 'mistral-42',
      }),
    ).toHaveLength(3);
    const tokenType = AiObservationMetricAttributes.TOKEN_TYPE.value();
    expect(withTags(points, { [tokenType]: AiTokenType.INPUT.value() }).map((point) => point.value)).toEqual([1000]);
    expect(withTags(points, { [tokenType]: AiTokenType.OUTPUT.value() }).map((point) => point.value)).toEqual([500]);
    expect(withTags(points, { [tokenType]: AiTokenType.TOTAL.value() }).map((point) => point.value)).toEqual([1500]);
  });

  test('shouldHandleNullUsageGracefully', async () => {
    observeWith(new ChatResponse([new Generation(new AssistantMessage('test'))], ChatResponseMetadata.builder().model('model').usage(undefined as unknown as Usage).build()));

    expect(await tokenUsage()).toHaveLength(0);
  });

  test('shouldHandleNullResponseMetadata', async () => {
    observeWith(new ChatResponse([new Generation(new AssistantMessage('test'))], undefined));

    expect(await tokenUsage()).toHaveLength(0);
  });

  test('shouldHandleEmptyGenerations', async () => {
    observeWith(new ChatResponse([], ChatResponseMetadata.builder().model('model').usage(new TestUsage()).build()));

    expect(await tokenUsage()).toHaveLength(3);
  });

  test('shouldHandleMultipleGenerations', async () => {
    const generations = ['response1', 'response2', 'response3'].map((text) => new Generation(new AssistantMessage(text)));
    observeWith(new ChatResponse(generations, ChatResponseMetadata.builder().model('model').usage(new TestUsage()).build()));

    expect(await tokenUsage()).toHaveLength(3);
  });

  test('shouldHandleObservationWithoutResponse', async () => {
    observeWith(undefined);

    expect(await tokenUsage()).toHaveLength(0);
  });
});
