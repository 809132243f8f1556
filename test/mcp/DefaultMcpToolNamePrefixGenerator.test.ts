// spring-ai-ts tests: Spring has no unit test of its own for these classes (the provider tests cover
// the generator); these pin the behaviour the port relies on.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import {
  DefaultMcpToolNamePrefixGenerator,
  McpConnectionInfo,
  McpToolNamePrefixGenerator,
  McpToolsChangedEvent,
} from '../../src/mcp/index.js';

const tool = (name: string, description = 'a tool'): Tool => ({ name, description, inputSchema: { type: 'object' } });
const connection = (client: string, server: string): McpConnectionInfo =>
  McpConnectionInfo.builder()
    .clientInfo({ name: client, version: '1.0.0' })
    .initializeResult({ serverInfo: { name: server, version: '1.0.0' } })
    .build();

describe('DefaultMcpToolNamePrefixGenerator (spring-ai-ts)', () => {
  test('keeps the formatted name for the first connection and numbers later clashes', () => {
    const generator = new DefaultMcpToolNamePrefixGenerator();
    expect(generator.prefixedToolName(connection('a', 's1'), tool('read-file'))).toBe('read_file');
    expect(generator.prefixedToolName(connection('a', 's2'), tool('read-file'))).toBe('alt_1_read_file');
    expect(generator.prefixedToolName(connection('a', 's3'), tool('read-file'))).toBe('alt_2_read_file');
    expect(generator.prefixedToolName(connection('a', 's2'), tool('write'))).toBe('write');
  });

  test('asking again for the same connection and tool does not take a new number (as in Java)', () => {
    const generator = new DefaultMcpToolNamePrefixGenerator();
    generator.prefixedToolName(connection('a', 's1'), tool('t'));
    expect(generator.prefixedToolName(connection('a', 's2'), tool('t'))).toBe('alt_1_t');
    // Java returns the formatted name (not the alt_ name) for a connection it has seen.
    expect(generator.prefixedToolName(connection('a', 's2'), tool('t'))).toBe('t');
    expect(generator.prefixedToolName(connection('a', 's3'), tool('t'))).toBe('alt_2_t');
  });

  test('the same tool name on different clients of one server also clashes', () => {
    const generator = new DefaultMcpToolNamePrefixGenerator();
    expect(generator.prefixedToolName(connection('first', 's'), tool('x'))).toBe('x');
    expect(generator.prefixedToolName(connection('second', 's'), tool('x'))).toBe('alt_1_x');
  });
});

describe('McpToolNamePrefixGenerator (spring-ai-ts)', () => {
  test('noPrefix returns the server name unchanged; from accepts a function', () => {
    expect(McpToolNamePrefixGenerator.noPrefix().prefixedToolName(connection('a', 's'), tool('read-file'))).toBe('read-file');
    const generator = McpToolNamePrefixGenerator.from((info, candidate) => `${info.clientInfo()?.name}_${candidate.name}`);
    expect(generator.prefixedToolName(connection('a', 's'), tool('t'))).toBe('a_t');
  });
});

describe('McpConnectionInfo (spring-ai-ts)', () => {
  test('the builder and the positional constructor give the same record', () => {
    const built = McpConnectionInfo.builder()
      .clientCapabilities({ roots: { listChanged: true } })
      .clientInfo({ name: 'c', version: '1' })
      .initializeResult({ instructions: 'be nice' })
      .build();
    expect(built).toEqual(new McpConnectionInfo({ roots: { listChanged: true } }, { name: 'c', version: '1' }, { instructions: 'be nice' }));
    expect(built.clientCapabilities()).toEqual({ roots: { listChanged: true } });
    expect(built.initializeResult()?.instructions).toBe('be nice');
    const builder: McpConnectionInfo.Builder = new McpConnectionInfo.Builder();
    expect(builder.build().clientInfo()).toBeUndefined();
  });
});

describe('McpToolsChangedEvent (spring-ai-ts)', () => {
  test('carries the connection name as its source and the new tools', () => {
    const event = new McpToolsChangedEvent('files', [tool('a')]);
    expect(event.getConnectionName()).toBe('files');
    expect(event.getSource()).toBe('files');
    expect(event.getTools().map((entry) => entry.name)).toEqual(['a']);
    expect(event.getTimestamp()).toBeLessThanOrEqual(Date.now());
  });
});
