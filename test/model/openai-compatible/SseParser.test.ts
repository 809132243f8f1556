// spring-ai-ts own tests: the internal SSE parser of the MiniMax stream.
import { SseParser } from '../../../src/model/openai-compatible/SseParser.js';

function parse(pieces: string[], end = true): string[] {
  const out: string[] = [];
  const parser = new SseParser((data) => out.push(data));
  for (const piece of pieces) parser.feed(piece);
  if (end) parser.end();
  return out;
}

describe('SseParser (spring-ai-ts)', () => {
  test('one event per blank line, split anywhere', () => {
    const text = 'data: {"a":1}\n\ndata: {"b":2}\n\ndata: [DONE]\n\n';
    for (let cut = 0; cut <= text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual(['{"a":1}', '{"b":2}', '[DONE]']);
    }
  });

  test('CRLF and CR line ends, a CRLF split between two reads', () => {
    expect(parse(['data: x\r\n\r\ndata: y\r', '\n\r\n'])).toEqual(['x', 'y']);
    expect(parse(['data: x\r\rdata: y\r\r'])).toEqual(['x', 'y']);
  });

  test('LF, CRLF and CR line ends mixed in one piece, LF lines first (the CR position is searched once and kept)', () => {
    const text = 'data: a\n\ndata: b\n\ndata: c\r\n\r\ndata: d\n\ndata: e\r\rdata: f\n\n';
    expect(parse([text])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    for (let cut = 0; cut <= text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    }
  });

  test('comments and other fields are ignored; several data lines are joined', () => {
    expect(parse([': ping\n\nevent: message\nid: 7\ndata: one\ndata: two\n\n'])).toEqual(['one\ntwo']);
    expect(parse([': ping\n\n: ping\n\n'])).toEqual([]);
  });

  test('without a space after the colon, and a last event without its blank line', () => {
    expect(parse(['data:compact\n\ndata: last'])).toEqual(['compact', 'last']);
    expect(parse(['data: last'], false)).toEqual([]);
  });
});
