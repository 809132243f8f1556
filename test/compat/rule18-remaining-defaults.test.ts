import { ChatClientRequest } from '../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../src/chat/client/ChatClientResponse.js';
import { DefaultAroundAdvisorChain } from '../../src/chat/client/advisor/DefaultAroundAdvisorChain.js';
import { AdvisorChain } from '../../src/chat/client/advisor/api/AdvisorChain.js';
import { BaseAdvisorChain } from '../../src/chat/client/advisor/api/BaseAdvisorChain.js';
import { CallAdvisorChain } from '../../src/chat/client/advisor/api/CallAdvisorChain.js';
import { StreamAdvisorChain } from '../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import { AdvisorObservationContext } from '../../src/chat/client/advisor/observation/AdvisorObservationContext.js';
import { AdvisorObservationConvention } from '../../src/chat/client/advisor/observation/AdvisorObservationConvention.js';
import { DefaultAdvisorObservationConvention } from '../../src/chat/client/advisor/observation/DefaultAdvisorObservationConvention.js';
import { ChatClientObservationContext } from '../../src/chat/client/observation/ChatClientObservationContext.js';
import { ChatClientObservationConvention } from '../../src/chat/client/observation/ChatClientObservationConvention.js';
import { DefaultChatClientObservationConvention } from '../../src/chat/client/observation/DefaultChatClientObservationConvention.js';
import { AssistantMessage } from '../../src/chat/messages/AssistantMessage.js';
import { UserMessage } from '../../src/chat/messages/UserMessage.js';
import { PromptFilterMetadata } from '../../src/chat/metadata/PromptFilterMetadata.js';
import { PromptMetadata } from '../../src/chat/metadata/PromptMetadata.js';
import { ChatResponse } from '../../src/chat/model/ChatResponse.js';
import { Generation } from '../../src/chat/model/Generation.js';
import { ChatModelObservationContext } from '../../src/chat/observation/ChatModelObservationContext.js';
import { ChatModelObservationConvention } from '../../src/chat/observation/ChatModelObservationConvention.js';
import { DefaultChatModelObservationConvention } from '../../src/chat/observation/DefaultChatModelObservationConvention.js';
import { ChatOptions } from '../../src/chat/prompt/ChatOptions.js';
import { Prompt } from '../../src/chat/prompt/Prompt.js';
import { IllegalArgumentException } from '../../src/java/core/IllegalArgumentException.js';
import { EmbeddingRequest } from '../../src/embedding/EmbeddingRequest.js';
import { DefaultEmbeddingModelObservationConvention } from '../../src/embedding/observation/DefaultEmbeddingModelObservationConvention.js';
import { EmbeddingModelObservationContext } from '../../src/embedding/observation/EmbeddingModelObservationContext.js';
import { EmbeddingModelObservationConvention } from '../../src/embedding/observation/EmbeddingModelObservationConvention.js';
import { KeyValues } from '../../src/java/micrometer/common/KeyValues.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { DefaultToolExecutionEligibilityPredicate } from '../../src/model/tool/DefaultToolExecutionEligibilityPredicate.js';
import { ToolCallingChatOptions } from '../../src/model/tool/ToolCallingChatOptions.js';
import { ToolExecutionEligibilityChecker } from '../../src/model/tool/ToolExecutionEligibilityChecker.js';
import { ToolExecutionEligibilityPredicate } from '../../src/model/tool/ToolExecutionEligibilityPredicate.js';
import { DefaultToolDefinition } from '../../src/tool/definition/DefaultToolDefinition.js';
import { ToolMetadata } from '../../src/tool/metadata/ToolMetadata.js';
import { DefaultToolCallingObservationConvention } from '../../src/tool/observation/DefaultToolCallingObservationConvention.js';
import { ToolCallingObservationContext } from '../../src/tool/observation/ToolCallingObservationContext.js';
import { ToolCallingObservationConvention } from '../../src/tool/observation/ToolCallingObservationConvention.js';
import { DefaultVectorStoreObservationConvention } from '../../src/vectorstore/observation/DefaultVectorStoreObservationConvention.js';
import { VectorStoreObservationContext } from '../../src/vectorstore/observation/VectorStoreObservationContext.js';
import { VectorStoreObservationConvention } from '../../src/vectorstore/observation/VectorStoreObservationConvention.js';
import {
  AlwaysPredicate,
  advisorConventionSite,
  BothChain,
  chainCallSites,
  chatClientConventionSite,
  chatModelConventionSite,
  eligibilityCallSites,
  embeddingConventionSite,
  HasToolCallsChecker,
  ListPromptMetadata,
  NamedAdvisorConvention,
  NamedChatClientConvention,
  NamedChatModelConvention,
  NamedEmbeddingConvention,
  NamedToolCallingConvention,
  NamedVectorStoreConvention,
  promptMetadataCallSite,
  TailCallChain,
  TailStreamChain,
  toolCallingConventionSite,
  vectorStoreConventionSite,
} from './rule18-remaining-defaults.js';

const request = (): ChatClientRequest => ChatClientRequest.builder().prompt(new Prompt([new UserMessage('hi')])).build();
const toolCallResponse = (): ChatResponse =>
  new ChatResponse([
    new Generation(
      AssistantMessage.builder()
        .content('')
        .toolCalls([new AssistantMessage.ToolCall('1', 'function', 'tool', '{}')])
        .build(),
    ),
  ]);
const textResponse = (): ChatResponse => new ChatResponse([new Generation(new AssistantMessage('text'))]);

describe('Rule 18: advisor chains inherit getObservationRegistry()', () => {
  test('a chain that leaves it out gets ObservationRegistry.NOOP; DefaultAroundAdvisorChain returns its own', () => {
    const response = ChatClientResponse.builder().build();
    const tail = new TailCallChain(response);
    const registry = ObservationRegistry.create();
    const own = DefaultAroundAdvisorChain.builder(registry).build();
    expect(chainCallSites(tail, tail, new TailStreamChain(), new BothChain())).toEqual([
      ObservationRegistry.NOOP,
      ObservationRegistry.NOOP,
      ObservationRegistry.NOOP,
      ObservationRegistry.NOOP,
    ]);
    expect(chainCallSites(own, own, own, own)).toEqual([registry, registry, registry, registry]);
  });

  test('subclasses are instances of their Spring types; the duck-typed checks still accept plain objects', async () => {
    const tail = new TailCallChain(ChatClientResponse.builder().build());
    expect(tail).toBeInstanceOf(CallAdvisorChain);
    expect(tail).toBeInstanceOf(AdvisorChain);
    expect(new TailStreamChain()).toBeInstanceOf(StreamAdvisorChain);
    const both = new BothChain();
    expect(both).toBeInstanceOf(BaseAdvisorChain);
    expect(both).toBeInstanceOf(AdvisorChain);
    expect(CallAdvisorChain.isInstance(both) && StreamAdvisorChain.isInstance(both)).toBe(true);
    const own = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).build();
    expect(own).toBeInstanceOf(BaseAdvisorChain);
    expect(BaseAdvisorChain.isInstance(own)).toBe(true);
    expect(BaseAdvisorChain.isInstance(tail)).toBe(false);
    await expect(tail.nextCall(request())).resolves.toBeInstanceOf(ChatClientResponse);

    const plain = { nextCall: jest.fn(), getCallAdvisors: jest.fn(() => []), copy: jest.fn() };
    expect(CallAdvisorChain.isInstance(plain)).toBe(true);
    expect(AdvisorChain.getObservationRegistry(plain)).toBe(ObservationRegistry.NOOP);
  });
});

describe('Rule 18: PromptMetadata.findByPromptIndex', () => {
  const first = PromptFilterMetadata.from(0, 'zero');
  const second = PromptFilterMetadata.from(1, 'one');

  test('a subclass that only iterates inherits the default', () => {
    const metadata = new ListPromptMetadata([first, second]);
    expect(promptMetadataCallSite(metadata, 1)).toBe(second);
    expect(promptMetadataCallSite(metadata, 2)).toBeUndefined();
    expect(() => promptMetadataCallSite(metadata, -1)).toThrow(
      new IllegalArgumentException('Prompt index [-1] must be greater than equal to 0'),
    );
    expect(metadata).toBeInstanceOf(PromptMetadata);
  });

  test('of() and empty() are PromptMetadata instances; the static serves a plain iterable', () => {
    const list = [first];
    const live = PromptMetadata.of(list);
    expect(live).toBeInstanceOf(PromptMetadata);
    list.push(second);
    expect(live.findByPromptIndex(1)).toBe(second);
    expect([...PromptMetadata.empty()]).toEqual([]);
    expect(PromptMetadata.findByPromptIndex([first, second], 0)).toBe(first);
    expect(PromptMetadata.isInstance([first])).toBe(true);
    expect(PromptMetadata.isInstance({})).toBe(false);
  });
});

describe('Rule 18: the tool-execution eligibility defaults', () => {
  const enabled = ChatOptions.builder().build();
  const disabled = ToolCallingChatOptions.builder().internalToolExecutionEnabled(false).build();

  test('a predicate subclass inherits isToolExecutionRequired; a checker subclass inherits all three', () => {
    expect(eligibilityCallSites(new AlwaysPredicate(), new HasToolCallsChecker(), enabled, toolCallResponse())).toEqual({
      predicate: true,
      checker: true,
      toolCallResponse: true,
      internal: true,
    });
    expect(eligibilityCallSites(new AlwaysPredicate(), new HasToolCallsChecker(), disabled, textResponse())).toEqual({
      predicate: true,
      checker: false,
      toolCallResponse: false,
      internal: false,
    });
    expect(() => new AlwaysPredicate().isToolExecutionRequired(enabled, null as never)).toThrow(
      new IllegalArgumentException('chatResponse cannot be null'),
    );
    expect(() => new HasToolCallsChecker().isToolExecutionRequired(null as never, textResponse())).toThrow(
      new IllegalArgumentException('promptOptions cannot be null'),
    );
  });

  test('the checker default calls the subclass overrides, as Java dispatches', () => {
    const checker = new (class extends HasToolCallsChecker {
      override isInternalToolExecutionEnabled(): boolean {
        return false;
      }
    })();
    expect(checker.isToolExecutionRequired(enabled, toolCallResponse())).toBe(false);
  });

  test('DefaultToolExecutionEligibilityPredicate extends the abstract class; from() accepts lambdas and partial objects', () => {
    const predicate = new DefaultToolExecutionEligibilityPredicate();
    expect(predicate).toBeInstanceOf(ToolExecutionEligibilityPredicate);
    expect(predicate.isToolExecutionRequired(enabled, toolCallResponse())).toBe(true);
    expect(predicate.isToolExecutionRequired(disabled, toolCallResponse())).toBe(false);

    const lambda = ToolExecutionEligibilityChecker.from((response) => response.hasToolCalls());
    expect(lambda).toBeInstanceOf(ToolExecutionEligibilityChecker);
    expect(lambda.isToolExecutionRequired(enabled, toolCallResponse())).toBe(true);
    const partial = ToolExecutionEligibilityChecker.from({ apply: () => true, isInternalToolExecutionEnabled: () => false });
    expect(partial.isToolExecutionRequired(enabled, toolCallResponse())).toBe(false);
    const subclass = new HasToolCallsChecker();
    expect(ToolExecutionEligibilityChecker.from(subclass)).toBe(subclass);
    expect(ToolExecutionEligibilityChecker.isToolCallResponse({ apply: () => true }, textResponse())).toBe(true);
    expect(() => ToolExecutionEligibilityChecker.from(null as never)).toThrow(
      new IllegalArgumentException('toolExecutionEligibilityChecker cannot be null'),
    );
  });
});

describe('Rule 18: the observation conventions', () => {
  const chatModel = new ChatModelObservationContext(new Prompt('hi'), 'test');
  const client = new ChatClientObservationContext(request(), [], false);
  const advisor = new AdvisorObservationContext('advisor', request(), 0);
  const tool = new ToolCallingObservationContext(
    DefaultToolDefinition.builder().name('tool').description('d').inputSchema('{}').build(),
    ToolMetadata.builder().build(),
    '{}',
    undefined,
  );
  const embedding = new EmbeddingModelObservationContext(new EmbeddingRequest(['x'], undefined), 'test');
  const store = new VectorStoreObservationContext('db', 'add');

  test('a subclass that only names the observation inherits supportsContext and Micrometer\'s defaults', () => {
    const sites = [
      chatModelConventionSite(new NamedChatModelConvention(), chatModel, tool),
      chatClientConventionSite(new NamedChatClientConvention(), client, chatModel),
      advisorConventionSite(new NamedAdvisorConvention(), advisor, chatModel),
      toolCallingConventionSite(new NamedToolCallingConvention(), tool, chatModel),
      embeddingConventionSite(new NamedEmbeddingConvention(), embedding, chatModel),
      vectorStoreConventionSite(new NamedVectorStoreConvention(), store, chatModel),
    ];
    expect(sites.map((site) => site.name)).toEqual([
      'my.chat',
      'my.client',
      'my.advisor',
      'my.tool',
      'my.embedding',
      'my.vectorstore',
    ]);
    for (const site of sites) {
      expect(site).toMatchObject({ own: true, foreign: false, contextualName: undefined });
      expect([...site.low]).toEqual([]);
      expect([...site.high]).toEqual([]);
    }
  });

  test('the default conventions extend their Spring types', () => {
    expect(new DefaultChatModelObservationConvention()).toBeInstanceOf(ChatModelObservationConvention);
    expect(new DefaultChatClientObservationConvention()).toBeInstanceOf(ChatClientObservationConvention);
    expect(new DefaultAdvisorObservationConvention()).toBeInstanceOf(AdvisorObservationConvention);
    expect(new DefaultToolCallingObservationConvention()).toBeInstanceOf(ToolCallingObservationConvention);
    expect(new DefaultEmbeddingModelObservationConvention()).toBeInstanceOf(EmbeddingModelObservationConvention);
    expect(new DefaultVectorStoreObservationConvention()).toBeInstanceOf(VectorStoreObservationConvention);
    expect(new DefaultVectorStoreObservationConvention().getName()).toBe('db.vector.client.operation');
    expect(chatModelConventionSite(new DefaultChatModelObservationConvention(), chatModel, tool).own).toBe(true);
  });

  test('the statics apply supportsContext\'s default to a plain object and defer to its own method', () => {
    const plain = { getName: () => 'plain', getLowCardinalityKeyValues: () => KeyValues.empty() };
    expect(ChatModelObservationConvention.supportsContext(plain, chatModel)).toBe(true);
    expect(ChatModelObservationConvention.supportsContext(plain, tool)).toBe(false);
    expect(ChatClientObservationConvention.supportsContext(plain, client)).toBe(true);
    expect(AdvisorObservationConvention.supportsContext(plain, advisor)).toBe(true);
    expect(ToolCallingObservationConvention.supportsContext(plain, undefined)).toBe(false);
    expect(EmbeddingModelObservationConvention.supportsContext(plain, embedding)).toBe(true);
    expect(VectorStoreObservationConvention.supportsContext(plain, chatModel)).toBe(false);
    expect(VectorStoreObservationConvention.supportsContext({ supportsContext: () => true }, chatModel)).toBe(true);
  });
});
