// The PostgresConversationStore checks, run on PGlite and on a PostgreSQL server.
import { randomUUID } from 'node:crypto';
import { PostgresConversationStore } from '../../../src/agent/store/PostgresConversationStore.js';
import { TodoItem } from '../../../src/agent/todo/TodoItem.js';
import { TodoListTools } from '../../../src/agent/todo/TodoListTools.js';
import { ToolContext } from '../../../src/chat/model/ToolContext.js';
import { ChatMemory } from '../../../src/chat/memory/ChatMemory.js';
import type { DataSource } from '../../../src/java/jdbc/DataSource.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function postgresConversationStoreContract(dataSource: () => DataSource): void {
  let store: PostgresConversationStore<{ n: number; tags: string[] }>;

  beforeAll(() => {
    store = new PostgresConversationStore({ dataSource: dataSource(), namespace: `test-${randomUUID()}` });
  });

  test('set then get returns the value; delete forgets it and says whether it was there', async () => {
    const id = randomUUID();
    expect(await store.get(id)).toBeUndefined();
    await store.set(id, { n: 1, tags: ['a'] });
    expect(await store.get(id)).toEqual({ n: 1, tags: ['a'] });
    await store.set(id, { n: 2, tags: [] });
    expect(await store.get(id)).toEqual({ n: 2, tags: [] });
    expect(await store.delete(id)).toBe(true);
    expect(await store.delete(id)).toBe(false);
    expect(await store.get(id)).toBeUndefined();
  });

  test('an entry expires after its time to live; reading does not extend it', async () => {
    const id = randomUUID();
    await store.set(id, { n: 1, tags: [] }, 400);
    await sleep(150);
    expect(await store.get(id)).toEqual({ n: 1, tags: [] });
    await sleep(400);
    expect(await store.get(id)).toBeUndefined();
    expect(await store.delete(id)).toBe(false);
    // A new set revives the entry with a fresh time to live.
    await store.set(id, { n: 3, tags: [] }, 10_000);
    expect(await store.get(id)).toEqual({ n: 3, tags: [] });
    expect(await store.purgeExpired()).toBeGreaterThanOrEqual(0);
  });

  test('namespaces separate stores on one table; the same namespace shares entries', async () => {
    const id = randomUUID();
    const other = new PostgresConversationStore<string>({ dataSource: dataSource(), namespace: `other-${randomUUID()}` });
    const twin = new PostgresConversationStore<{ n: number; tags: string[] }>({
      dataSource: dataSource(),
      namespace: (store as unknown as { namespace: string }).namespace,
    });
    await store.set(id, { n: 5, tags: [] });
    await other.set(id, 'other');
    expect(await other.get(id)).toBe('other');
    expect(await twin.get(id)).toEqual({ n: 5, tags: [] });
  });

  test.each([
    ['quotes and ;', `o'neil"; DROP TABLE x; --`],
    ['10 kB', 'k'.repeat(10 * 1024)],
    ['non-ASCII', 'ключ-鍵-🔑'],
  ])('conversation id with %s is stored and found exactly', async (_label, id) => {
    await store.set(id, { n: 7, tags: [id] });
    await store.set(`${id}x`, { n: 8, tags: [] });
    expect(await store.get(id)).toEqual({ n: 7, tags: [id] });
    expect(await store.delete(id)).toBe(true);
    expect(await store.get(`${id}x`)).toEqual({ n: 8, tags: [] });
  });

  test('update applies concurrent changes one after the other', async () => {
    const id = randomUUID();
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        store.update(id, (current) => ({ n: (current?.n ?? 0) + 1, tags: [...(current?.tags ?? []), `t${i}`] })),
      ),
    );
    const value = await store.get(id);
    expect(value?.n).toBe(25);
    expect(new Set(value?.tags).size).toBe(25);
  });

  test('argument checks', async () => {
    await expect(store.get('')).rejects.toThrow('conversationId cannot be null or empty');
    await expect(store.set('x', { n: 1, tags: [] }, 0)).rejects.toThrow('ttlMillis must be positive');
    expect(() => new PostgresConversationStore({ dataSource: dataSource(), defaultTtlMillis: -1 })).toThrow(
      'defaultTtlMillis must be positive',
    );
  });

  test('TodoListTools keeps its list in the store, seen by a second instance', async () => {
    const todoStore = new PostgresConversationStore<TodoItem[]>({ dataSource: dataSource(), namespace: `todo-${randomUUID()}` });
    const first = new TodoListTools(todoStore);
    const second = new TodoListTools(todoStore);
    const context = new ToolContext(new Map([[ChatMemory.CONVERSATION_ID, 'conv-1']]));
    const written = await first.todoUpdate(
      [new TodoItem('write the port', 'in_progress'), new TodoItem('test it', 'pending')],
      context,
    );
    expect(await second.todoRead(context)).toBe(written);
    expect(written).toContain('write the port');
  });
}
