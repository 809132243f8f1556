/* spring-ai-ts, Apache-2.0. The TypeScript of docs/guide/observability.md: each region is shown verbatim there. */
import { metrics, trace } from '@opentelemetry/api';
import { ChatClient, ObservationRegistry, type ChatModel } from 'spring-ai-ts';
import { OpenTelemetryObservations } from 'spring-ai-ts/opentelemetry';

export function observabilityGuide(chatModel: ChatModel): ChatClient {
  // #region registry
  const observationRegistry = OpenTelemetryObservations.register(ObservationRegistry.create(), {
    tracer: trace.getTracer('my-service'),
    meter: metrics.getMeter('my-service'),
  });
  const chatClient = ChatClient.builder(chatModel, observationRegistry).build();
  // #endregion registry
  return chatClient;
}
