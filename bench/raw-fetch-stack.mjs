// The floor of the stream benchmark: `fetch`, a line split and `JSON.parse`, nothing else (the same
// workloads as the other stacks of minimax-stream.bench.mjs, which imports it).
/** The floor: `fetch`, a line split and `JSON.parse`, nothing else. */
export function rawStack({ openAiBaseUrl, key: KEY, model: MODEL, tools: openaiTools, weather }) {
  const post = (body) =>
    fetch(`${openAiBaseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ model: MODEL, ...body }),
    });
  async function* events(body) {
    const response = await post({ ...body, stream: true, stream_options: { include_usage: true } });
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const bytes of response.body) {
      buffer += decoder.decode(bytes, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        if (line.startsWith('data: ') && line !== 'data: [DONE]') yield JSON.parse(line.slice(6));
      }
    }
  }
  const toolLoop = async (send) => {
    const messages = [{ role: 'user', content: 'TOOL weather in Paris' }];
    const calls = await send(messages, true);
    messages.push({ role: 'assistant', content: '', tool_calls: calls });
    for (const call of calls) messages.push({ role: 'tool', tool_call_id: call.id, content: weather(JSON.parse(call.function.arguments)) });
    return send(messages, false);
  };
  return {
    async *stream(text) {
      for await (const event of events({ messages: [{ role: 'user', content: text }] })) {
        const delta = event.choices?.[0]?.delta?.content;
        if (delta) yield delta;
      }
    },
    toolTrip: () =>
      toolLoop(async (messages, first) => {
        const calls = [];
        let answer = '';
        for await (const event of events({ messages, tools: openaiTools })) {
          answer += event.choices?.[0]?.delta?.content ?? '';
          for (const call of event.choices?.[0]?.delta?.tool_calls ?? []) mergeCall(calls, call);
        }
        return first ? calls : answer;
      }),
    toolCall: () =>
      toolLoop(async (messages, first) => {
        const message = (await (await post({ messages, tools: openaiTools })).json()).choices[0].message;
        return first ? message.tool_calls : message.content;
      }),
  };
}

/** Merges one streamed tool-call fragment into `calls`, as the openai SDK's own examples do. */
export function mergeCall(calls, call) {
  const slot = (calls[call.index ?? calls.length] ??= { id: '', type: 'function', function: { name: '', arguments: '' } });
  if (call.id) slot.id = call.id;
  if (call.function?.name) slot.function.name = call.function.name;
  slot.function.arguments += call.function?.arguments ?? '';
}

