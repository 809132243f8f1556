import 'reflect-metadata';
import { container as rootContainer } from 'tsyringe';
import { ChatMemory } from '../../../src/chat/memory/ChatMemory.js';
import { ToolContext } from '../../../src/chat/model/ToolContext.js';
import { ContainerToolCallbackResolver } from '../../../src/tool/resolution/ContainerToolCallbackResolver.js';
import { MethodToolCallbackProvider } from '../../../src/tool/method/MethodToolCallbackProvider.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { registerAgentTools } from '../../../src/agent/registerAgentTools.js';
import type { ConversationStore } from '../../../src/agent/store/ConversationStore.js';
import { InMemoryConversationStore } from '../../../src/agent/store/InMemoryConversationStore.js';
import { TodoItem } from '../../../src/agent/todo/TodoItem.js';
import { TodoListTools } from '../../../src/agent/todo/TodoListTools.js';
import { TodoStatus } from '../../../src/agent/todo/TodoStatus.js';

const context = (conversationId: string) => new ToolContext({ [ChatMemory.CONVERSATION_ID]: conversationId });

function callbacksOf(tools: TodoListTools): { update: ToolCallback; read: ToolCallback } {
  const callbacks = MethodToolCallbackProvider.builder().toolObjects(tools).build().getToolCallbacks();
  const byName = (name: string) => callbacks.find((callback) => callback.getToolDefinition().name() === name) as ToolCallback;
  return { update: byName('todoUpdate'), read: byName('todoRead') };
}

const items = (...entries: Array<[string, string]>) => JSON.stringify({ items: entries.map(([text, status]) => ({ text, status })) });

describe('TodoListTools (spring-ai-ts, beyond Spring)', () => {
  let tools: TodoListTools;
  let update: ToolCallback;
  let read: ToolCallback;

  beforeEach(() => {
    tools = new TodoListTools();
    ({ update, read } = callbacksOf(tools));
  });

  test('the two tools, their schema lists the statuses and hides the ToolContext', () => {
    expect(update.getToolDefinition().name()).toBe('todoUpdate');
    expect(read.getToolDefinition().name()).toBe('todoRead');
    const schema = JSON.parse(update.getToolDefinition().inputSchema()) as {
      properties: { items: { items: { properties: { status: { enum: string[] } }; required: string[] } } };
      required: string[];
    };
    expect(schema.required).toEqual(['items']);
    expect(schema.properties.items.items.properties.status.enum).toEqual(['pending', 'in_progress', 'completed']);
    expect([...schema.properties.items.items.required].sort()).toEqual(['status', 'text']);
    expect(JSON.parse(read.getToolDefinition().inputSchema())).toMatchObject({ properties: {}, required: [] });
  });

  test('an update answers the rendered list; todoRead shows the same', async () => {
    const answer = await update.call(items(['Read the spec', 'completed'], ['Write code', 'in_progress'], ['Test', 'pending']), context('c1'));

    const expected = '[x] #1: Read the spec\n[>] #2: Write code\n[ ] #3: Test\n(1/3 completed)';
    expect(answer).toBe(expected);
    await expect(read.call('{}', context('c1'))).resolves.toBe(expected);
  });

  test('the full list replaces the previous one; an empty list clears it', async () => {
    await update.call(items(['a', 'pending'], ['b', 'pending']), context('c1'));

    await expect(update.call(items(['b', 'completed']), context('c1'))).resolves.toBe('[x] #1: b\n(1/1 completed)');
    await expect(update.call('{"items":[]}', context('c1'))).resolves.toBe('No todos.');
    await expect(read.call('{}', context('c1'))).resolves.toBe('No todos.');
  });

  test('todoRead without a list answers "No todos."', async () => {
    await expect(read.call('{}', context('fresh'))).resolves.toBe('No todos.');
  });

  test('at most 20 items', async () => {
    const twenty = Array.from({ length: 20 }, (_unused, index): [string, string] => [`t${index}`, 'pending']);
    await expect(update.call(items(...twenty), context('c1'))).resolves.toMatch(/\(0\/20 completed\)$/);

    await expect(update.call(items(...twenty, ['one more', 'pending']), context('c1'))).resolves.toBe(
      'Error: at most 20 todo items are allowed, got 21. Merge or drop items.',
    );
    await expect(read.call('{}', context('c1'))).resolves.toMatch(/\(0\/20 completed\)$/);
  });

  test('at most one item in_progress', async () => {
    await expect(update.call(items(['a', 'in_progress'], ['b', 'pending'], ['c', 'in_progress']), context('c1'))).resolves.toBe(
      'Error: at most one item may be in_progress, got 2 (#1, #3).',
    );
    await expect(read.call('{}', context('c1'))).resolves.toBe('No todos.');
  });

  test('blank text is rejected', async () => {
    await expect(update.call(items(['a', 'pending'], ['  ', 'pending']), context('c1'))).resolves.toBe('Error: item #2 has blank text.');
  });

  test('an unknown status is rejected with the allowed ones', async () => {
    await expect(update.call(items(['a', 'done']), context('c1'))).resolves.toBe(
      "Error: item #1 has status 'done'; use pending, in_progress or completed.",
    );
  });

  test('without a conversation id both tools answer an error', async () => {
    const noId = new ToolContext({ tenant: 't' });
    const expected = "Error: no conversation id in the tool context (key 'chat_memory_conversation_id'), so there is no todo list to use.";

    await expect(update.call(items(['a', 'pending']), noId)).resolves.toBe(expected);
    await expect(read.call('{}', noId)).resolves.toBe(expected);
  });

  test('conversations keep separate lists', async () => {
    await update.call(items(['for one', 'pending']), context('one'));
    await update.call(items(['for two', 'completed']), context('two'));

    await expect(read.call('{}', context('one'))).resolves.toBe('[ ] #1: for one\n(0/1 completed)');
    await expect(read.call('{}', context('two'))).resolves.toBe('[x] #1: for two\n(1/1 completed)');
  });

  test('lists are stored with the configured time to live, text trimmed', async () => {
    const store: ConversationStore<TodoItem[]> = {
      get: jest.fn(async () => undefined),
      set: jest.fn(async () => undefined),
      delete: jest.fn(async () => true),
    };
    const { update: custom } = callbacksOf(new TodoListTools(store, 1234));

    await custom.call(items([' a ', 'pending']), context('c1'));

    expect(store.set).toHaveBeenCalledWith('c1', [new TodoItem('a', TodoStatus.PENDING)], 1234);
    expect(TodoListTools.DEFAULT_TTL_MILLIS).toBe(30 * 60 * 1000);
    expect(TodoListTools.MAX_ITEMS).toBe(20);
  });

  test('render', () => {
    expect(TodoListTools.render([])).toBe('No todos.');
    expect(TodoListTools.render([new TodoItem('x', 'completed'), new TodoItem('y', 'completed')])).toBe(
      '[x] #1: x\n[x] #2: y\n(2/2 completed)',
    );
  });

  test('registerAgentTools registers the tools with their store in a container', async () => {
    const container = rootContainer.createChildContainer();
    const store = new InMemoryConversationStore<TodoItem[]>();

    registerAgentTools(container, { todoStore: store, todoTtlMillis: 60_000 });

    const resolver = new ContainerToolCallbackResolver(container);
    const callback = resolver.resolve('todoUpdate') as ToolCallback;
    await callback.call(items(['via DI', 'pending']), context('c1'));
    expect((await store.get('c1'))?.map((item) => item.text)).toEqual(['via DI']);
    expect(container.resolve<number>(TodoListTools.TTL_TOKEN)).toBe(60_000);
  });
});
