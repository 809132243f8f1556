// spring-ai-ts: ObservedStream, the one step per chunk that the chat client's stream and every
// advisor hop share: the observation it opens, what it records and when it stops.
import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import {
  chatClientResponses,
  contents,
  ObservedStream,
  type OpenedStream,
} from '../../../../src/chat/client/internal/ObservedStream.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { ObservationThreadLocalAccessor } from '../../../../src/java/micrometer/observation/contextpropagation/ObservationThreadLocalAccessor.js';
import { Observation } from '../../../../src/java/micrometer/observation/Observation.js';
import type { ObservationView } from '../../../../src/java/micrometer/observation/ObservationView.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';
import { capturedLogs } from '../../../harness/logs.js';

const chat = (text: string): ChatResponse => new ChatResponse([new Generation(new AssistantMessage(text))]);

/** An observation stand-in that lists what happens to it. */
function recordingObservation(events: string[]): Observation {
  const observation = {
    isNoop: () => false,
    start: () => (events.push('start'), observation),
    stop: () => void events.push('stop'),
    error: (error: unknown) => (events.push(`error ${(error as Error).message}`), observation),
    parentObservation: () => observation,
  };
  return observation as unknown as Observation;
}

function opener(stream: Flux<ChatClientResponse>, events: string[], record?: (aggregated: ChatClientResponse) => void) {
  const parents: (ObservationView | undefined)[] = [];
  const seen: unknown[] = [];
  const open = (parent: ObservationView | undefined): OpenedStream => {
    parents.push(parent);
    const observation = recordingObservation(events);
    observation.start();
    return {
      observation,
      // What the observed stream sees in its reactive context.
      stream: Flux.deferContextual((view) => {
        seen.push(view.getOrDefault(ObservationThreadLocalAccessor.KEY, undefined));
        return stream;
      }),
      ...(record === undefined ? {} : { record }),
    };
  };
  return { open, parents, seen };
}

describe('ObservedStream (spring-ai-ts)', () => {
  test('gathers the context, drops chunks without a chat response, and hands each chunk a copy of the context so far', async () => {
    const events: string[] = [];
    const source = Flux.just(
      new ChatClientResponse(undefined, new Map<string, unknown>([['a', 1]])),
      new ChatClientResponse(chat('x'), new Map<string, unknown>([['b', 2]])),
      new ChatClientResponse(chat('y'), new Map<string, unknown>()),
    );
    const { open } = opener(source, events);
    const out = await ObservedStream.flux(open, chatClientResponses, false).collectList();
    expect(out.map((r) => r.chatResponse()?.getResult()?.getOutput().getText())).toEqual(['x', 'y']);
    expect(out.map((r) => Object.fromEntries(r.context()))).toEqual([{ a: 1, b: 2 }, { a: 1, b: 2 }]);
    expect(out[0]?.context()).not.toBe(out[1]?.context());
    expect(events).toEqual(['start', 'stop']);
  });

  test('opens under the observation of the reactive context and puts its own there for the stream it observes', async () => {
    const events: string[] = [];
    const parent = Observation.NOOP;
    const { open, parents, seen } = opener(Flux.just(new ChatClientResponse(chat('x'), new Map())), events);
    await ObservedStream.flux(open, contents, false)
      .contextWrite((context) => context.put(ObservationThreadLocalAccessor.KEY, parent))
      .collectList();
    expect(parents).toEqual([parent]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe(parent);
  });

  test('with a record: the aggregate of the chunks and the gathered context is recorded before the observation stops', async () => {
    const events: string[] = [];
    const source = Flux.just(
      new ChatClientResponse(chat('Hello, '), new Map<string, unknown>([['k', 'v']])),
      new ChatClientResponse(chat('world'), new Map<string, unknown>()),
    );
    const { open } = opener(source, events, (aggregated) => {
      events.push(`record ${aggregated.chatResponse()?.getResult()?.getOutput().getText()} ${String(aggregated.context().get('k'))}`);
    });
    expect(await ObservedStream.flux(open, contents, false).collectList()).toEqual(['Hello, ', 'world']);
    expect(events).toEqual(['start', 'record Hello, world v', 'stop']);
  });

  test('an error is recorded on the observation, stops it, reaches the consumer, and is logged only when asked', async () => {
    const failure = new Error('broke');
    const source = Flux.concat(Flux.just(new ChatClientResponse(chat('a'), new Map())), Flux.error<ChatClientResponse>(failure));
    const quiet: string[] = [];
    await expect(ObservedStream.flux(opener(source, quiet).open, contents, false).collectList()).rejects.toBe(failure);
    expect(quiet).toEqual(['start', 'error broke', 'stop']);
    expect(capturedLogs.take('Aggregation Error')).toHaveLength(0);

    const logged: string[] = [];
    await expect(ObservedStream.flux(opener(source, logged).open, contents, true).collectList()).rejects.toBe(failure);
    expect(logged).toEqual(['start', 'error broke', 'stop']);
    expect(capturedLogs.take('Aggregation Error')).toHaveLength(1);
  });

  test('a failing open rejects the first pull', async () => {
    const failure = new Error('no advisor');
    const open = (): OpenedStream => {
      throw failure;
    };
    await expect(ObservedStream.flux(open, contents, false).collectList()).rejects.toBe(failure);
  });

  test('leaving early stops the observation once and cancels the stream', async () => {
    const events: string[] = [];
    const source = Flux.just(new ChatClientResponse(chat('a'), new Map()), new ChatClientResponse(chat('b'), new Map())).doOnCancel(() =>
      events.push('cancel'),
    );
    const { open } = opener(source, events, () => events.push('record'));
    for await (const text of ObservedStream.flux(open, contents, false)) {
      expect(text).toBe('a');
      break;
    }
    expect(events).toEqual(['start', 'stop', 'cancel']);
  });
});

describe('ObservedStream layers (spring-ai-ts)', () => {
  /** An outer ObservedStream whose stream is an inner ObservedStream flux, as a pass-through advisor hands it back. */
  function nested(source: Flux<ChatClientResponse>, events: string[]) {
    const layer = (name: string, stream: () => Flux<ChatClientResponse>) => (parent: ObservationView | undefined): OpenedStream => {
      events.push(`open ${name} under ${parent === undefined ? 'none' : (parent as unknown as { name: string }).name}`);
      const tagged = {
        name,
        isNoop: () => false,
        start: () => tagged,
        stop: () => void events.push(`stop ${name}`),
        error: (error: unknown) => (events.push(`error ${name} ${(error as Error).message}`), tagged),
        parentObservation: () => tagged,
      } as unknown as Observation;
      return { observation: tagged, stream: stream(), record: (aggregated) => events.push(`record ${name} ${aggregated.chatResponse()?.getResult()?.getOutput().getText()}`) };
    };
    const seen: unknown[] = [];
    const innermost = Flux.deferContextual((view) => {
      seen.push((view.getOrDefault(ObservationThreadLocalAccessor.KEY, undefined) as { name?: string } | undefined)?.name);
      return source;
    });
    const inner = ObservedStream.flux(layer('inner', () => innermost), chatClientResponses, false);
    return { flux: ObservedStream.flux(layer('outer', () => inner), contents, false), seen };
  }

  test('an inner layer opens under the outer observation; the innermost is in the stream context; records and stops go innermost first', async () => {
    const events: string[] = [];
    const { flux, seen } = nested(Flux.just(new ChatClientResponse(chat('a'), new Map()), new ChatClientResponse(chat('b'), new Map())), events);
    expect(await flux.collectList()).toEqual(['a', 'b']);
    expect(seen).toEqual(['inner']);
    expect(events).toEqual(['open outer under none', 'open inner under outer', 'record inner ab', 'stop inner', 'record outer ab', 'stop outer']);
  });

  test('an error is recorded innermost first; a cancel stops outermost first', async () => {
    const failure = new Error('broke');
    const failing: string[] = [];
    await expect(nested(Flux.error<ChatClientResponse>(failure), failing).flux.collectList()).rejects.toBe(failure);
    expect(failing.slice(2)).toEqual(['error inner broke', 'stop inner', 'error outer broke', 'stop outer']);

    const cancelled: string[] = [];
    for await (const text of nested(Flux.just(new ChatClientResponse(chat('a'), new Map()), new ChatClientResponse(chat('b'), new Map())), cancelled).flux) {
      expect(text).toBe('a');
      break;
    }
    expect(cancelled.slice(2)).toEqual(['stop outer', 'stop inner']);
  });
});
