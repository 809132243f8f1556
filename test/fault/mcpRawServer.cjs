// spring-ai-ts fault suite: an MCP server over stdio that writes its JSON-RPC answers by hand, so
// it can break the protocol. argv[2]: `list-malformed` (tools/list answers {"tools":"not-a-list"}),
// `result-malformed` (tools/call answers {"content":"nope"}), `result-huge` (tools/call answers
// 11 MB, over the SDK's 10 MB stdio limit), anything else: well-formed.
'use strict';
const { createInterface } = require('node:readline');

const mode = process.argv[2] ?? 'ok';
const tool = { name: 'echo', description: 'Echoes', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };
const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.id === undefined) return; // a notification
  const answer = (result) => send({ jsonrpc: '2.0', id: message.id, result });
  switch (message.method) {
    case 'initialize':
      return answer({ protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'raw-server', version: '1.0.0' } });
    case 'tools/list':
      return answer(mode === 'list-malformed' ? { tools: 'not-a-list' } : { tools: [tool] });
    case 'tools/call':
      if (mode === 'result-malformed') return answer({ content: 'nope' });
      if (mode === 'result-huge') return answer({ content: [{ type: 'text', text: 'x'.repeat(11 * 1024 * 1024) }] });
      return answer({ content: [{ type: 'text', text: String(message.params.arguments?.text ?? '') }] });
    default:
      return send({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } });
  }
});
