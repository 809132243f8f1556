// spring-ai-ts: what the twins share. ResponseSpecBase (the call and the stream response specs):
// argument checks and the chat-client observation; ChatModelAdvisorBase (the call and the stream
// model advisors): the model check, the order and the builders.
import { ChatModelCallAdvisor } from '../../../../src/chat/client/advisor/ChatModelCallAdvisor.js';
import { ChatModelStreamAdvisor } from '../../../../src/chat/client/advisor/ChatModelStreamAdvisor.js';
import { DefaultAroundAdvisorChain } from '../../../../src/chat/client/advisor/DefaultAroundAdvisorChain.js';
import type { BaseAdvisorChain } from '../../../../src/chat/client/advisor/api/BaseAdvisorChain.js';
import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import { ResponseSpecBase, type ChatClientObservation } from '../../../../src/chat/client/internal/ResponseSpecBase.js';
import { DefaultChatClientObservationConvention } from '../../../../src/chat/client/observation/DefaultChatClientObservationConvention.js';
import { ChatClientObservationContext } from '../../../../src/chat/client/observation/ChatClientObservationContext.js';
import type { ChatClientObservationConvention } from '../../../../src/chat/client/observation/ChatClientObservationConvention.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { Ordered } from '../../../../src/java/core/Ordered.js';
import type { ObservationContext } from '../../../../src/java/micrometer/observation/ObservationContext.js';
import { ObservationRegistry } from '../../../../src/java/micrometer/observation/ObservationRegistry.js';
import { mockChatModel } from '../chatClientTestSupport.js';

class Spec extends ResponseSpecBase {
  constructor(request: ChatClientRequest, chain: BaseAdvisorChain, registry: ObservationRegistry, convention: ChatClientObservationConvention) {
    super(request, chain, registry, convention, undefined);
  }

  observe(stream: boolean, format?: string): ChatClientObservation {
    return this.chatClientObservation(this.request, stream, format);
  }
}

const request = (): ChatClientRequest => ChatClientRequest.builder().prompt(new Prompt('hi')).build();
const convention = new DefaultChatClientObservationConvention();

describe('ResponseSpecBase (spring-ai-ts)', () => {
  test('checks its arguments as both response specs do', () => {
    const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).build();
    const none = null as never;
    expect(() => new Spec(none, chain, ObservationRegistry.NOOP, convention)).toThrow('chatClientRequest cannot be null');
    expect(() => new Spec(request(), none, ObservationRegistry.NOOP, convention)).toThrow('advisorChain cannot be null');
    expect(() => new Spec(request(), chain, none, convention)).toThrow('observationRegistry cannot be null');
    expect(() => new Spec(request(), chain, ObservationRegistry.NOOP, none)).toThrow('observationConvention cannot be null');
  });

  test('a no-op registry gives the no-op observation and nothing to record', () => {
    const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).build();
    const { observation, record } = new Spec(request(), chain, ObservationRegistry.NOOP, convention).observe(true);
    expect(observation.isNoop()).toBe(true);
    expect(record).toBeUndefined();
  });

  test('a registry with a handler: the context names the call or the stream advisors, the format, and receives the response', () => {
    const contexts: ObservationContext[] = [];
    const registry = ObservationRegistry.create();
    registry.observationConfig().observationHandler({ supportsContext: () => true, onStop: (context) => void contexts.push(context) });
    const callAdvisor = ChatModelCallAdvisor.builder().chatModel(mockChatModel()).build();
    const streamAdvisor = ChatModelStreamAdvisor.builder().chatModel(mockChatModel()).build();
    const chain = DefaultAroundAdvisorChain.builder(registry).pushAll([callAdvisor, streamAdvisor]).build();
    const spec = new Spec(request(), chain, registry, convention);

    const call = spec.observe(false, 'the format');
    call.observation.start();
    const response = new ChatClientResponse(undefined, new Map());
    call.record?.(response);
    call.observation.stop();
    const stream = spec.observe(true);
    stream.observation.start();
    stream.observation.stop();

    const [callContext, streamContext] = contexts as ChatClientObservationContext[];
    expect(callContext?.isStream()).toBe(false);
    expect(callContext?.getAdvisors()).toEqual([callAdvisor]);
    expect(callContext?.getFormat()).toBe('the format');
    expect(callContext?.getResponse()).toBe(response);
    expect(streamContext?.isStream()).toBe(true);
    expect(streamContext?.getAdvisors()).toEqual([streamAdvisor]);
  });
});

describe('ChatModelAdvisorBase (spring-ai-ts)', () => {
  test.each([
    ['call', () => ChatModelCallAdvisor.builder()],
    ['stream', () => ChatModelStreamAdvisor.builder()],
  ] as const)('the %s advisor: built with a model, last in the chain, and never without a model', (name, builder) => {
    const advisor = builder().chatModel(mockChatModel()).build();
    expect(advisor.getName()).toBe(name);
    expect(advisor.getOrder()).toBe(Ordered.LOWEST_PRECEDENCE);
    expect(() => builder().build()).toThrow('chatModel cannot be null');
  });
});
