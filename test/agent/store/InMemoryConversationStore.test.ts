import { InMemoryConversationStore } from '../../../src/agent/store/InMemoryConversationStore.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';

const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

describe('InMemoryConversationStore (spring-ai-ts, beyond Spring)', () => {
  test('get, set and delete by conversation id; conversations are separate', async () => {
    const store = new InMemoryConversationStore<string[]>();

    await store.set('a', ['one']);
    await store.set('b', ['two']);

    await expect(store.get('a')).resolves.toEqual(['one']);
    await expect(store.get('b')).resolves.toEqual(['two']);
    await expect(store.get('c')).resolves.toBeUndefined();
    await expect(store.delete('a')).resolves.toBe(true);
    await expect(store.delete('a')).resolves.toBe(false);
    await expect(store.get('a')).resolves.toBeUndefined();
    await expect(store.get('b')).resolves.toEqual(['two']);
  });

  test('set replaces the previous value; falsy values are kept', async () => {
    const store = new InMemoryConversationStore<number>();

    await store.set('a', 1);
    await store.set('a', 0);

    await expect(store.get('a')).resolves.toBe(0);
  });

  test('the least recently used conversation goes first beyond maxEntries', async () => {
    const store = new InMemoryConversationStore<string>({ maxEntries: 2 });

    await store.set('a', 'A');
    await store.set('b', 'B');
    await store.get('a');
    await store.set('c', 'C');

    await expect(store.get('a')).resolves.toBe('A');
    await expect(store.get('b')).resolves.toBeUndefined();
    await expect(store.get('c')).resolves.toBe('C');
    expect(store.size()).toBe(2);
  });

  test('an entry expires after its own time to live, others after the default', async () => {
    const store = new InMemoryConversationStore<string>({ defaultTtlMillis: 60_000 });

    await store.set('short', 'S', 5);
    await store.set('long', 'L');
    await pause(30);

    await expect(store.get('short')).resolves.toBeUndefined();
    await expect(store.get('long')).resolves.toBe('L');
  });

  test('documented defaults', () => {
    expect(InMemoryConversationStore.DEFAULT_MAX_ENTRIES).toBe(10_000);
    expect(InMemoryConversationStore.DEFAULT_TTL_MILLIS).toBe(30 * 60 * 1000);
  });

  test('bad settings throw; a blank id or a bad ttl rejects', async () => {
    expect(() => new InMemoryConversationStore({ maxEntries: 0 })).toThrow(
      new IllegalArgumentException('maxEntries must be a positive integer'),
    );
    expect(() => new InMemoryConversationStore({ defaultTtlMillis: 0 })).toThrow(
      new IllegalArgumentException('defaultTtlMillis must be positive'),
    );
    const store = new InMemoryConversationStore<string>();
    await expect(store.get(' ')).rejects.toThrow(new IllegalArgumentException('conversationId cannot be null or empty'));
    await expect(store.set('a', 'A', -1)).rejects.toThrow(new IllegalArgumentException('ttlMillis must be positive'));
  });
});
