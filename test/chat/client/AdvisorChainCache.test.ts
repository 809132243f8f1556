import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import { ChatModelCallAdvisor } from '../../../src/chat/client/advisor/ChatModelCallAdvisor.js';
import { ChatModelStreamAdvisor } from '../../../src/chat/client/advisor/ChatModelStreamAdvisor.js';
import type { Advisor } from '../../../src/chat/client/advisor/api/Advisor.js';
import type { CallAdvisor } from '../../../src/chat/client/advisor/api/CallAdvisor.js';
import type { StreamAdvisor } from '../../../src/chat/client/advisor/api/StreamAdvisor.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import { DefaultChatClientRequestSpec } from '../../../src/chat/client/DefaultChatClientRequestSpec.js';
import { mockChatModel, scriptResponses, type MockChatModel } from './chatClientTestSupport.js';

// Our own tests: the per-client AdvisorChainCache (model advisors made once, sorted chain lists
// reused for an unchanged advisor list) must never hand a request a stale chain.

type Recording = CallAdvisor & StreamAdvisor & { order: number };

function recording(name: string, order: number, log: string[]): Recording {
  return {
    order,
    getName: () => name,
    getOrder() {
      return this.order;
    },
    adviseCall: (request, chain) => {
      log.push(name);
      return chain.nextCall(request);
    },
    adviseStream: (request, chain) => {
      log.push(name);
      return chain.nextStream(request);
    },
  };
}

describe('AdvisorChainCache (spring-ai-ts)', () => {
  let chatModel: MockChatModel;
  let log: string[];

  beforeEach(() => {
    chatModel = mockChatModel();
    scriptResponses(chatModel);
    log = [];
  });

  test('requests of one client run the default advisors in order, call and stream, again and again', async () => {
    const client = ChatClient.builder(chatModel)
      .defaultAdvisors([recording('b', 2, log), recording('a', 1, log), recording('c', 3, log)])
      .build();

    for (let round = 0; round < 3; round++) {
      await client.prompt('hi').call().content();
      await client.prompt('hi').stream().content().collectList();
    }

    expect(log).toEqual(Array.from({ length: 6 }, () => ['a', 'b', 'c']).flat());
    expect(chatModel.call).toHaveBeenCalledTimes(3);
    expect(chatModel.stream).toHaveBeenCalledTimes(3);
  });

  test('a request that adds advisors runs them, and the next plain request runs only the defaults', async () => {
    const client = ChatClient.builder(chatModel).defaultAdvisors(recording('a', 1, log), recording('c', 3, log)).build();

    await client.prompt('hi').stream().content().collectList();
    await client.prompt('hi').advisors(recording('b', 2, log)).stream().content().collectList();
    await client.prompt('hi').advisors(recording('z', 0, log)).call().content();
    await client.prompt('hi').stream().content().collectList();
    await client.prompt('hi').call().content();

    expect(log).toEqual(['a', 'c', 'a', 'b', 'c', 'z', 'a', 'c', 'a', 'c', 'a', 'c']);
  });

  test('a client made through mutate() with other defaults runs its own advisors, the original keeps its own', async () => {
    const original = ChatClient.builder(chatModel).defaultAdvisors(recording('a', 1, log)).build();
    await original.prompt('hi').stream().content().collectList();

    const mutated = original.mutate().defaultAdvisors(recording('b', 0, log)).build();
    await mutated.prompt('hi').stream().content().collectList();
    await original.prompt('hi').stream().content().collectList();
    await mutated.prompt('hi').call().content();

    expect(log).toEqual(['a', 'b', 'a', 'a', 'b', 'a']);
  });

  test('an advisor whose order changed between requests is sorted anew', async () => {
    const first = recording('first', 1, log);
    const second = recording('second', 2, log);
    const client = ChatClient.builder(chatModel).defaultAdvisors(first, second).build();

    await client.prompt('hi').stream().content().collectList();
    first.order = 3;
    await client.prompt('hi').stream().content().collectList();
    await client.prompt('hi').call().content();

    expect(log).toEqual(['first', 'second', 'second', 'first', 'second', 'first']);
  });

  test('advisors pushed on the live getAdvisors() list of a request are run', async () => {
    const client = ChatClient.builder(chatModel).defaultAdvisors(recording('a', 1, log)).build();
    await client.prompt('hi').stream().content().collectList();

    const spec = client.prompt('hi') as DefaultChatClientRequestSpec;
    spec.getAdvisors().push(recording('live', 0, log));
    await spec.stream().content().collectList();
    spec.getAdvisors().splice(0, spec.getAdvisors().length);
    await client.prompt('hi').stream().content().collectList();

    expect(log).toEqual(['a', 'live', 'a', 'a']);
  });

  test('each request still appends the model advisors to its own list; the advisors end every chain', async () => {
    const client = ChatClient.builder(chatModel).defaultAdvisors(recording('a', 1, log)).build();
    const first = client.prompt('hi') as DefaultChatClientRequestSpec;
    const second = client.prompt('hi') as DefaultChatClientRequestSpec;

    await first.stream().content().collectList();
    await second.call().content();

    const tail = (spec: DefaultChatClientRequestSpec): Advisor[] => spec.getAdvisors().slice(1);
    expect(first.getAdvisors()).toHaveLength(3);
    expect(tail(first)[0]).toBeInstanceOf(ChatModelCallAdvisor);
    expect(tail(first)[1]).toBeInstanceOf(ChatModelStreamAdvisor);
    expect(tail(second)[0]).toBeInstanceOf(ChatModelCallAdvisor);
    expect(tail(second)[1]).toBeInstanceOf(ChatModelStreamAdvisor);
    // A new request starts from the defaults only.
    expect((client.prompt('hi') as DefaultChatClientRequestSpec).getAdvisors()).toHaveLength(1);
  });

  test('a copied spec starts from the same settings but its lists and maps are its own', async () => {
    const client = ChatClient.builder(chatModel)
      .defaultAdvisors((a) => a.advisors(recording('a', 1, log)).param('k', 'v'))
      .defaultSystem((s) => s.text('sys {x}').param('x', 1))
      .defaultToolNames('t1')
      .defaultOptions(ChatOptions.builder().model('m').build())
      .build();
    const spec = client.prompt('hi') as DefaultChatClientRequestSpec;
    spec.getAdvisorParams().set('k2', 'v2');
    spec.getSystemParams().set('y', 2);
    spec.getToolNames().push('t2');

    const next = client.prompt('hi') as DefaultChatClientRequestSpec;

    expect([...next.getAdvisorParams()]).toEqual([['k', 'v']]);
    expect([...next.getSystemParams()]).toEqual([['x', 1]]);
    expect(next.getToolNames()).toEqual(['t1']);
    expect(next.getSystemText()).toBe('sys {x}');
    expect(next.getAdvisors()).toHaveLength(1);
    expect(next.getChatOptions()?.getModel()).toBe('m');
    expect(next.getChatOptions()).not.toBe(spec.getChatOptions());
  });
});
