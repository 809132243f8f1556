import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { MessageAggregator } from '../../../src/chat/model/MessageAggregator.js';
import { Flux } from '../../../src/java/reactor/index.js';

// A streamed chat keeps its aggregate (the text so far), never the chunks it has passed on: with
// hundreds of concurrent long streams, holding every chunk until the end costs hundreds of MB.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('MessageAggregator streaming retention', () => {
  test('chunks already passed downstream are collectable while the stream is still open', async () => {
    const park: { release?: () => void } = {};
    const chunks = Flux.from<ChatResponse>({
      async *[Symbol.asyncIterator]() {
        for (let i = 0; i < 50; i++) {
          await macrotask();
          yield new ChatResponse([new Generation(new AssistantMessage(`delta ${i} `))]);
        }
        await new Promise<void>((resolve) => {
          park.release = resolve;
        });
      },
    });
    let aggregated: ChatResponse | undefined;
    const it = new MessageAggregator()
      .aggregate(chunks, (response) => {
        aggregated = response;
      })
      [Symbol.asyncIterator]();
    const refs: WeakRef<ChatResponse>[] = [];
    for (let i = 0; i < 50; i++) {
      refs.push(new WeakRef((await it.next()).value as ChatResponse));
    }
    const parked = it.next();
    await macrotask();
    gc();
    await macrotask();
    gc();
    expect(refs.filter((ref) => ref.deref() !== undefined).length).toBeLessThanOrEqual(2);
    park.release?.();
    expect(await parked).toEqual({ done: true, value: undefined });
    expect(aggregated?.getResult()?.getOutput().getText()).toBe(Array.from({ length: 50 }, (_, i) => `delta ${i} `).join(''));
  });
});
