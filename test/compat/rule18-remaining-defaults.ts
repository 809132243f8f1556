// Translated Java for the Spring interfaces whose default methods used to be optional members
// (docs/PORTING.md rule 18): advisor chains, PromptMetadata, the tool-execution eligibility types
// and the observation conventions. `npm run typecheck` includes this folder, so a default that
// turns optional again fails the type gate; test/compat/rule18-remaining-defaults.test.ts runs it.
import type { ChatClientRequest } from '../../src/chat/client/ChatClientRequest.js';
import type { ChatClientResponse } from '../../src/chat/client/ChatClientResponse.js';
import { AdvisorChain } from '../../src/chat/client/advisor/api/AdvisorChain.js';
import { BaseAdvisorChain } from '../../src/chat/client/advisor/api/BaseAdvisorChain.js';
import type { CallAdvisor } from '../../src/chat/client/advisor/api/CallAdvisor.js';
import { CallAdvisorChain } from '../../src/chat/client/advisor/api/CallAdvisorChain.js';
import type { StreamAdvisor } from '../../src/chat/client/advisor/api/StreamAdvisor.js';
import { StreamAdvisorChain } from '../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import type { AdvisorObservationContext } from '../../src/chat/client/advisor/observation/AdvisorObservationContext.js';
import { AdvisorObservationConvention } from '../../src/chat/client/advisor/observation/AdvisorObservationConvention.js';
import type { ChatClientObservationContext } from '../../src/chat/client/observation/ChatClientObservationContext.js';
import { ChatClientObservationConvention } from '../../src/chat/client/observation/ChatClientObservationConvention.js';
import type { PromptFilterMetadata } from '../../src/chat/metadata/PromptFilterMetadata.js';
import { PromptMetadata } from '../../src/chat/metadata/PromptMetadata.js';
import type { ChatResponse } from '../../src/chat/model/ChatResponse.js';
import type { ChatModelObservationContext } from '../../src/chat/observation/ChatModelObservationContext.js';
import { ChatModelObservationConvention } from '../../src/chat/observation/ChatModelObservationConvention.js';
import type { ChatOptions } from '../../src/chat/prompt/ChatOptions.js';
import type { EmbeddingModelObservationContext } from '../../src/embedding/observation/EmbeddingModelObservationContext.js';
import { EmbeddingModelObservationConvention } from '../../src/embedding/observation/EmbeddingModelObservationConvention.js';
import type { KeyValues } from '../../src/java/micrometer/common/KeyValues.js';
import type { ObservationContext } from '../../src/java/micrometer/observation/ObservationContext.js';
import type { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { ToolExecutionEligibilityChecker } from '../../src/model/tool/ToolExecutionEligibilityChecker.js';
import { ToolExecutionEligibilityPredicate } from '../../src/model/tool/ToolExecutionEligibilityPredicate.js';
import { Flux } from '../../src/java/reactor/index.js';
import type { ToolCallingObservationContext } from '../../src/tool/observation/ToolCallingObservationContext.js';
import { ToolCallingObservationConvention } from '../../src/tool/observation/ToolCallingObservationConvention.js';
import type { VectorStoreObservationContext } from '../../src/vectorstore/observation/VectorStoreObservationContext.js';
import { VectorStoreObservationConvention } from '../../src/vectorstore/observation/VectorStoreObservationConvention.js';

/** Java: `class Tail implements CallAdvisorChain` that relies on the default `getObservationRegistry()`. */
export class TailCallChain extends CallAdvisorChain {
  constructor(private readonly response: ChatClientResponse) {
    super();
  }
  async nextCall(_request: ChatClientRequest): Promise<ChatClientResponse> {
    return this.response;
  }
  getCallAdvisors(): CallAdvisor[] {
    return [];
  }
  copy(_after: CallAdvisor): CallAdvisorChain {
    return this;
  }
}

/** Java: `class Tail implements StreamAdvisorChain` without `getObservationRegistry()`. */
export class TailStreamChain extends StreamAdvisorChain {
  nextStream(_request: ChatClientRequest): Flux<ChatClientResponse> {
    return Flux.empty();
  }
  getStreamAdvisors(): StreamAdvisor[] {
    return [];
  }
  copy(_after: StreamAdvisor): StreamAdvisorChain {
    return this;
  }
}

/** Java: `class Both implements BaseAdvisorChain` without `getObservationRegistry()`. */
export class BothChain extends BaseAdvisorChain {
  async nextCall(_request: ChatClientRequest): Promise<ChatClientResponse> {
    throw new Error('not called');
  }
  getCallAdvisors(): CallAdvisor[] {
    return [];
  }
  nextStream(_request: ChatClientRequest): Flux<ChatClientResponse> {
    return Flux.empty();
  }
  getStreamAdvisors(): StreamAdvisor[] {
    return [];
  }
  copy(_after: CallAdvisor | StreamAdvisor): BaseAdvisorChain {
    return this;
  }
}

/** Java: `PromptMetadata metadata = () -> filters.iterator();` (the interface is Iterable). */
export class ListPromptMetadata extends PromptMetadata {
  constructor(private readonly filters: PromptFilterMetadata[]) {
    super();
  }
  [Symbol.iterator](): Iterator<PromptFilterMetadata> {
    return this.filters[Symbol.iterator]();
  }
}

/** Java: `class Always implements ToolExecutionEligibilityPredicate { boolean test(…) }`. */
export class AlwaysPredicate extends ToolExecutionEligibilityPredicate {
  test(_promptOptions: ChatOptions, _chatResponse: ChatResponse | undefined): boolean {
    return true;
  }
}

/** Java: `class HasToolCalls implements ToolExecutionEligibilityChecker { Boolean apply(ChatResponse) }`. */
export class HasToolCallsChecker extends ToolExecutionEligibilityChecker {
  apply(chatResponse: ChatResponse): boolean {
    return chatResponse.hasToolCalls();
  }
}

/** Java: a custom convention that only names the observation and relies on `supportsContext`'s default. */
export class NamedChatModelConvention extends ChatModelObservationConvention {
  override getName(): string {
    return 'my.chat';
  }
}

/** Java: `class Named implements ChatClientObservationConvention { String getName() }`. */
export class NamedChatClientConvention extends ChatClientObservationConvention {
  override getName(): string {
    return 'my.client';
  }
}

/** Java: `class Named implements AdvisorObservationConvention { String getName() }`. */
export class NamedAdvisorConvention extends AdvisorObservationConvention {
  override getName(): string {
    return 'my.advisor';
  }
}

/** Java: `class Named implements ToolCallingObservationConvention { String getName() }`. */
export class NamedToolCallingConvention extends ToolCallingObservationConvention {
  override getName(): string {
    return 'my.tool';
  }
}

/** Java: `class Named implements EmbeddingModelObservationConvention { String getName() }`. */
export class NamedEmbeddingConvention extends EmbeddingModelObservationConvention {
  override getName(): string {
    return 'my.embedding';
  }
}

/** Java: `class Named implements VectorStoreObservationConvention { String getName() }`. */
export class NamedVectorStoreConvention extends VectorStoreObservationConvention {
  override getName(): string {
    return 'my.vectorstore';
  }
}

/** The Java call sites of the defaults, unchanged. */
export function chainCallSites(
  chain: AdvisorChain,
  callChain: CallAdvisorChain,
  streamChain: StreamAdvisorChain,
  baseChain: BaseAdvisorChain,
): ObservationRegistry[] {
  return [
    chain.getObservationRegistry(),
    callChain.getObservationRegistry(),
    streamChain.getObservationRegistry(),
    baseChain.getObservationRegistry(),
  ];
}

/** `promptMetadata.findByPromptIndex(i)` (Java returns an `Optional`; here `undefined` when absent). */
export function promptMetadataCallSite(metadata: PromptMetadata, index: number): PromptFilterMetadata | undefined {
  return metadata.findByPromptIndex(index);
}

/** The eligibility defaults, called as Java calls them. */
export function eligibilityCallSites(
  predicate: ToolExecutionEligibilityPredicate,
  checker: ToolExecutionEligibilityChecker,
  options: ChatOptions,
  response: ChatResponse,
): { predicate: boolean; checker: boolean; toolCallResponse: boolean; internal: boolean } {
  return {
    predicate: predicate.isToolExecutionRequired(options, response),
    checker: checker.isToolExecutionRequired(options, response),
    toolCallResponse: checker.isToolCallResponse(response),
    internal: checker.isInternalToolExecutionEnabled(options),
  };
}

/** What each convention call site returns. */
export interface ConventionSite {
  name: string | undefined;
  contextualName: string | undefined;
  own: boolean;
  foreign: boolean;
  low: KeyValues;
  high: KeyValues;
}

/** `ChatModelObservationConvention`: its `supportsContext` default and Micrometer's defaults, called as Java calls them. */
export function chatModelConventionSite(convention: ChatModelObservationConvention, own: ChatModelObservationContext, foreign: ObservationContext): ConventionSite {
  return {
    name: convention.getName(),
    contextualName: convention.getContextualName(own),
    own: convention.supportsContext(own),
    foreign: convention.supportsContext(foreign),
    low: convention.getLowCardinalityKeyValues(own),
    high: convention.getHighCardinalityKeyValues(own),
  };
}

/** `ChatClientObservationConvention`: its `supportsContext` default and Micrometer's defaults, called as Java calls them. */
export function chatClientConventionSite(convention: ChatClientObservationConvention, own: ChatClientObservationContext, foreign: ObservationContext): ConventionSite {
  return {
    name: convention.getName(),
    contextualName: convention.getContextualName(own),
    own: convention.supportsContext(own),
    foreign: convention.supportsContext(foreign),
    low: convention.getLowCardinalityKeyValues(own),
    high: convention.getHighCardinalityKeyValues(own),
  };
}

/** `AdvisorObservationConvention`: its `supportsContext` default and Micrometer's defaults, called as Java calls them. */
export function advisorConventionSite(convention: AdvisorObservationConvention, own: AdvisorObservationContext, foreign: ObservationContext): ConventionSite {
  return {
    name: convention.getName(),
    contextualName: convention.getContextualName(own),
    own: convention.supportsContext(own),
    foreign: convention.supportsContext(foreign),
    low: convention.getLowCardinalityKeyValues(own),
    high: convention.getHighCardinalityKeyValues(own),
  };
}

/** `ToolCallingObservationConvention`: its `supportsContext` default and Micrometer's defaults, called as Java calls them. */
export function toolCallingConventionSite(convention: ToolCallingObservationConvention, own: ToolCallingObservationContext, foreign: ObservationContext): ConventionSite {
  return {
    name: convention.getName(),
    contextualName: convention.getContextualName(own),
    own: convention.supportsContext(own),
    foreign: convention.supportsContext(foreign),
    low: convention.getLowCardinalityKeyValues(own),
    high: convention.getHighCardinalityKeyValues(own),
  };
}

/** `EmbeddingModelObservationConvention`: its `supportsContext` default and Micrometer's defaults, called as Java calls them. */
export function embeddingConventionSite(convention: EmbeddingModelObservationConvention, own: EmbeddingModelObservationContext, foreign: ObservationContext): ConventionSite {
  return {
    name: convention.getName(),
    contextualName: convention.getContextualName(own),
    own: convention.supportsContext(own),
    foreign: convention.supportsContext(foreign),
    low: convention.getLowCardinalityKeyValues(own),
    high: convention.getHighCardinalityKeyValues(own),
  };
}

/** `VectorStoreObservationConvention`: its `supportsContext` default and Micrometer's defaults, called as Java calls them. */
export function vectorStoreConventionSite(convention: VectorStoreObservationConvention, own: VectorStoreObservationContext, foreign: ObservationContext): ConventionSite {
  return {
    name: convention.getName(),
    contextualName: convention.getContextualName(own),
    own: convention.supportsContext(own),
    foreign: convention.supportsContext(foreign),
    low: convention.getLowCardinalityKeyValues(own),
    high: convention.getHighCardinalityKeyValues(own),
  };
}

