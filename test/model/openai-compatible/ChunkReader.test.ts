// spring-ai-ts own tests: the stream reader parses the bytes it reads one event at a time.
import { ChunkReader } from '../../../src/model/openai-compatible/ChunkReader.js';
import { TestAssembler, type TestChunk, testProvider } from './testProvider.js';

const encoder = new TextEncoder();

const event = (content: string, finish?: string): string =>
  `data: ${JSON.stringify({
    id: 'c1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'M',
    choices: [{ index: 0, delta: { role: 'assistant', content }, ...(finish ? { finish_reason: finish } : {}) }],
  })}`;

/** A reader of a response whose body is read in these pieces, one per read. */
function readerOf(pieces: Uint8Array[]): ChunkReader<TestChunk> {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < pieces.length) controller.enqueue(pieces[index++] as Uint8Array);
      else controller.close();
    },
  });
  return new ChunkReader(
    { send: () => Promise.resolve(new Response(body)), mapError: (error: unknown) => error, release: () => undefined },
    new AbortController(),
    undefined,
    { firstTokenTimeout: undefined, idleTimeout: undefined },
    new TestAssembler(),
    testProvider,
  );
}

/** The text of the chunks a reader yields for a body read in these pieces. */
async function read(pieces: Uint8Array[]): Promise<string> {
  const reader = readerOf(pieces);
  let text = '';
  for (;;) {
    const result: IteratorResult<TestChunk> = await reader.next();
    if (result.done === true) return text;
    text += result.value.text ?? '';
  }
}

const TEXTS = ['héllo ', '世界 ', '🎉 done'];

describe('ChunkReader (spring-ai-ts)', () => {
  test('events split between two reads at any byte, inside a multi-byte character too', async () => {
    const bytes = encoder.encode(`${event(TEXTS[0]!)}\n\n${event(TEXTS[1]!)}\n\n${event(TEXTS[2]!, 'stop')}\n\ndata: [DONE]\n\n`);
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(await read([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(TEXTS.join(''));
    }
  });

  test('CRLF, CR and mixed line ends, and a blank line split between reads', async () => {
    for (const separator of ['\r\n\r\n', '\r\r', '\n\r\n', '\r\n\n']) {
      const text = `${event(TEXTS[0]!)}${separator}${event(TEXTS[1]!)}${separator}${event(TEXTS[2]!, 'stop')}${separator}`;
      const bytes = encoder.encode(text);
      expect(await read([bytes])).toBe(TEXTS.join(''));
      const blank = text.indexOf(separator) + 1;
      const at = encoder.encode(text.slice(0, blank)).length;
      expect(await read([bytes.subarray(0, at), bytes.subarray(at)])).toBe(TEXTS.join(''));
    }
  });

  test('a read of many events is decoded one event at a time, as the consumer pulls', async () => {
    const events = Array.from({ length: 50 }, (_, i) => event(`part ${i} `, i === 49 ? 'stop' : undefined));
    const bytes = encoder.encode(events.map((e) => `${e}\n\n`).join(''));
    const decoded: number[] = [];
    const decode = TextDecoder.prototype.decode;
    const spy = jest.spyOn(TextDecoder.prototype, 'decode').mockImplementation(function (this: InstanceType<typeof TextDecoder>, input, options) {
      decoded.push(input === undefined ? 0 : (input as Uint8Array).byteLength);
      return decode.call(this, input, options);
    });
    try {
      const reader = readerOf([bytes]);
      const first = await reader.next();
      expect(first.done).toBe(false);
      // Only the first event's bytes were decoded; the other 49 wait as bytes.
      expect(decoded.reduce((a, b) => a + b, 0)).toBe(encoder.encode(`${events[0]}\n\n`).length);
      let count = 1;
      while (!(await reader.next()).done) count++;
      expect(count).toBeGreaterThanOrEqual(50);
      expect(decoded.reduce((a, b) => a + b, 0)).toBe(bytes.length);
    } finally {
      spy.mockRestore();
    }
  });
});
