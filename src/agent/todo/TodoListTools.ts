/* spring-ai-ts, Apache-2.0. The todoUpdate/todoRead tools: a todo list per conversation. */
import 'reflect-metadata';
import { inject, injectable } from 'tsyringe';
import { ChatMemory } from '../../chat/memory/ChatMemory.js';
import { ToolContext } from '../../chat/model/ToolContext.js';
import { PlainTextResultConverter } from './internal/PlainTextResultConverter.js';
import { conversationIdOf } from '../internal/conversationIds.js';
import { Tool } from '../../tool/annotation/Tool.js';
import { ToolParam } from '../../tool/annotation/ToolParam.js';
import type { ConversationStore } from '../store/ConversationStore.js';
import { InMemoryConversationStore } from '../store/InMemoryConversationStore.js';
import { TodoItem } from './TodoItem.js';
import { TodoStatus } from './TodoStatus.js';

const MARKS: Readonly<Record<TodoStatus, string>> = {
  [TodoStatus.PENDING]: '[ ]',
  [TodoStatus.IN_PROGRESS]: '[>]',
  [TodoStatus.COMPLETED]: '[x]',
};

const STATUSES: readonly string[] = Object.values(TodoStatus);

const NO_TODOS = 'No todos.';

const NO_CONVERSATION =
  `Error: no conversation id in the tool context (key '${ChatMemory.CONVERSATION_ID}'), so there is no todo list to use.`;

/**
 * The todo-list tools of an agent: `todoUpdate(items)` replaces the conversation's list,
 * `todoRead()` shows it. Each conversation (the tool context's `ChatMemory.CONVERSATION_ID`) has
 * its own list in a {@link ConversationStore}, kept for a time to live (default 30 minutes) from
 * its last update.
 *
 * Rules of `todoUpdate`: at most 20 items; each with non-blank text and a status of `pending`,
 * `in_progress` or `completed`; at most one `in_progress`; the list sent replaces the previous
 * one whole; an empty list clears it. Both tools answer with the list, one line per item
 * (`[ ] #1: text`, `[>] #2: text`, `[x] #3: text`) and a last line `(done/total completed)`, or
 * `No todos.` when it is empty. A rejected update changes nothing and answers `Error: …` (the
 * tools never throw for what the model got wrong).
 *
 * @example
 * ```ts
 * const chatClient = ChatClient.builder(chatModel)
 *   .defaultAdvisors(AgentToolCallAdvisor.builder().build())
 *   .defaultTools(new TodoListTools())
 *   .build();
 * await chatClient.prompt('Plan the release').advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c-42')).call().content();
 * ```
 *
 * @remarks
 * No Spring counterpart (beyond Spring). The tools need the conversation id in the tool context:
 * {@link AgentToolCallAdvisor} copies it there from the advisor parameter
 * `ChatMemory.CONVERSATION_ID`; otherwise pass it with `.toolContext(...)`. Without one they
 * answer `Error: no conversation id …`. With tsyringe, {@link registerAgentTools} registers the
 * class and its store (tokens {@link TodoListTools.STORE_TOKEN}, {@link TodoListTools.TTL_TOKEN}).
 * Arguments of the wrong JSON type (text that is not a string, an item that is not an object) are
 * caught by the argument conversion before the method runs and answered with its message; an
 * unknown status is checked by the method and answered `Error: …` like the other rules.
 *
 * @category Tools
 */
@injectable()
export class TodoListTools {
  /** The tsyringe token of the todo store (`ConversationStore<TodoItem[]>`). */
  static readonly STORE_TOKEN: unique symbol = Symbol.for('spring-ai.agent.TodoStore');

  /** The tsyringe token of the todo lists' time to live in milliseconds (`number`). */
  static readonly TTL_TOKEN: unique symbol = Symbol.for('spring-ai.agent.TodoTtlMillis');

  /** The default time to live of a todo list: 30 minutes, in milliseconds. */
  static readonly DEFAULT_TTL_MILLIS = 30 * 60 * 1000;

  /** The most items of a list: 20. */
  static readonly MAX_ITEMS = 20;

  private readonly store: ConversationStore<TodoItem[]>;

  private readonly ttlMillis: number;

  /**
   * @param store - where the lists live (default: a new {@link InMemoryConversationStore})
   * @param ttlMillis - a list's time to live from its last update (default 30 minutes)
   */
  constructor(
    @inject(TodoListTools.STORE_TOKEN) store?: ConversationStore<TodoItem[]>,
    @inject(TodoListTools.TTL_TOKEN) ttlMillis?: number,
  ) {
    this.store = store ?? new InMemoryConversationStore<TodoItem[]>();
    this.ttlMillis = ttlMillis ?? TodoListTools.DEFAULT_TTL_MILLIS;
  }

  /** Replaces the conversation's todo list; answers the new list or `Error: …`. */
  @Tool({
    name: 'todoUpdate',
    description:
      'Replace your todo list with the full list given (send every item, not only changes; an empty list clears it). ' +
      'At most 20 items; status is pending, in_progress or completed; at most one item in_progress. Returns the list.',
    resultConverter: PlainTextResultConverter,
  })
  async todoUpdate(
    @ToolParam({ name: 'items', description: 'The complete todo list, in order', type: TodoItem }) items: TodoItem[],
    toolContext: ToolContext,
  ): Promise<string> {
    const conversationId = conversationIdOf(toolContext?.getContext());
    if (conversationId === undefined) return NO_CONVERSATION;
    const problem = TodoListTools.check(items);
    if (problem !== undefined) return `Error: ${problem}`;
    if (items.length === 0) {
      await this.store.delete(conversationId);
      return NO_TODOS;
    }
    const list = items.map((item) => new TodoItem(item.text.trim(), item.status));
    await this.store.set(conversationId, list, this.ttlMillis);
    return TodoListTools.render(list);
  }

  /** The conversation's todo list, or `No todos.`. */
  @Tool({
    name: 'todoRead',
    description: 'Show your current todo list.',
    resultConverter: PlainTextResultConverter,
  })
  async todoRead(toolContext: ToolContext): Promise<string> {
    const conversationId = conversationIdOf(toolContext?.getContext());
    if (conversationId === undefined) return NO_CONVERSATION;
    return TodoListTools.render((await this.store.get(conversationId)) ?? []);
  }

  /**
   * The text both tools answer with: one `[ ] #n: text` / `[>]` / `[x]` line per item and a last
   * line `(done/total completed)`; `No todos.` for an empty list.
   */
  static render(items: readonly TodoItem[]): string {
    if (items.length === 0) return NO_TODOS;
    const lines = items.map((item, index) => `${MARKS[item.status]} #${index + 1}: ${item.text}`);
    const done = items.filter((item) => item.status === TodoStatus.COMPLETED).length;
    lines.push(`(${done}/${items.length} completed)`);
    return lines.join('\n');
  }

  private static check(items: unknown): string | undefined {
    if (!Array.isArray(items)) return "'items' must be a list of todo items.";
    if (items.length > TodoListTools.MAX_ITEMS) {
      return `at most ${TodoListTools.MAX_ITEMS} todo items are allowed, got ${items.length}. Merge or drop items.`;
    }
    const inProgress: number[] = [];
    for (const [index, item] of (items as unknown[]).entries()) {
      const { text, status } = (item ?? {}) as { text?: unknown; status?: unknown };
      if (typeof text !== 'string' || text.trim() === '') return `item #${index + 1} has blank text.`;
      if (typeof status !== 'string' || !STATUSES.includes(status)) {
        return `item #${index + 1} has status '${String(status)}'; use pending, in_progress or completed.`;
      }
      if (status === TodoStatus.IN_PROGRESS) inProgress.push(index + 1);
    }
    if (inProgress.length > 1) {
      return `at most one item may be in_progress, got ${inProgress.length} (${inProgress.map((n) => `#${n}`).join(', ')}).`;
    }
    return undefined;
  }
}
