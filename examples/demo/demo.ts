/* spring-ai-ts, Apache-2.0. Demo: a coding assistant (ChatClient + agent advisor + todo and file tools) that streams its work. */
import { mkdir } from 'node:fs/promises';
import { container as rootContainer } from 'tsyringe';
import { AgentToolCallAdvisor } from '../../src/agent/advisor/AgentToolCallAdvisor.js';
import { registerAgentTools } from '../../src/agent/registerAgentTools.js';
import type { ConversationStore } from '../../src/agent/store/ConversationStore.js';
import { InMemoryConversationStore } from '../../src/agent/store/InMemoryConversationStore.js';
import { PostgresConversationStore } from '../../src/agent/store/PostgresConversationStore.js';
import type { TodoItem } from '../../src/agent/todo/TodoItem.js';
import { TodoListTools } from '../../src/agent/todo/TodoListTools.js';
import { TodoStatus } from '../../src/agent/todo/TodoStatus.js';
import { AgentToolCallingManager } from '../../src/agent/tool/AgentToolCallingManager.js';
import { AgentToolCallReport } from '../../src/agent/tool/AgentToolCallReport.js';
import { MessageChatMemoryAdvisor } from '../../src/chat/client/advisor/MessageChatMemoryAdvisor.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import type { ChatClientResponse } from '../../src/chat/client/ChatClientResponse.js';
import { ChatMemory } from '../../src/chat/memory/ChatMemory.js';
import { MessageWindowChatMemory } from '../../src/chat/memory/MessageWindowChatMemory.js';
import { JdbcChatMemoryRepository } from '../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import type { DataSource } from '../../src/java/jdbc/DataSource.js';
import type { ChatModel } from '../../src/chat/model/ChatModel.js';
import { registerTools } from '../../src/di/registerTools.js';
import { TOOL_CLASSES } from '../../src/tool/resolution/tokens.js';
import { Transcript } from '../shared/Transcript.js';
import { FileTools } from './FileTools.js';
import { ProgressAdvisor } from './ProgressAdvisor.js';

export const TASK =
  'Create a small landing page for a coffee shop called "Bean There" in index.html: a heading, a one-line ' +
  'tagline, a short menu and inline CSS. Check the file when you are done.';

export const SYSTEM_PROMPT = [
  'You are a careful coding assistant working in a sandbox folder.',
  'Before you start, plan the task with the todoUpdate tool; keep exactly one item in_progress and',
  'update the list whenever an item is done. Use writeFile, readFile and listFiles for files; paths',
  'are relative to the sandbox folder. Finish with a short summary of what you built.',
].join(' ');

/** Settings of one demo run. */
export interface DemoOptions {
  /** The chat model (MiniMax, real or simulated). */
  readonly chatModel: ChatModel;
  /** The sandbox folder (created when missing). */
  readonly sandboxDir: string;
  /** Print to stdout as it happens (the transcript is kept either way). */
  readonly echo?: boolean;
  /** The conversation id the todo list and reminder counters are kept under. */
  readonly conversationId?: string;
  /** Remind the model after this many tool rounds without `todoUpdate` (default 3). */
  readonly reminderEveryRounds?: number;
  /** The user's task. */
  readonly task?: string;
  /**
   * Where the conversation and the todo list are kept between runs (e.g. a `PGliteDataSource`
   * in a directory); absent: in memory, forgotten at the end of the run.
   */
  readonly dataSource?: DataSource;
  /** Observes the chat client and its advisors (the NOOP registry by default). */
  readonly observationRegistry?: ObservationRegistry;
}

/** What one demo run produced. */
export interface DemoResult {
  /** The final answer (the text of the last round). */
  readonly answer: string;
  /** Sandbox-relative paths written by `writeFile`, in order. */
  readonly filesWritten: readonly string[];
  /** Tool names in call order. */
  readonly toolCalls: readonly string[];
  /** Model rounds of the turn. */
  readonly rounds: number;
  /** Reminders the agent tool manager injected (from its report). */
  readonly reminders: number;
  /** The final todo list, rendered. */
  readonly todoList: string;
  /** Whether the final todo list is non-empty and every item completed. */
  readonly allTodosCompleted: boolean;
  /** Every printed line. */
  readonly lines: readonly string[];
  /** Messages of the conversation remembered from earlier runs when this one started. */
  readonly rememberedMessages: number;
}

/**
 * Runs one turn of the coding assistant and streams its progress. The tools come from a tsyringe
 * child container (the todo tools through `registerAgentTools`, the file tools through
 * `registerTools`); `AgentToolCallAdvisor` runs the tool loop with todo reminders, and a
 * {@link ProgressAdvisor} inside the loop prints each round live.
 */
export async function run(options: DemoOptions): Promise<DemoResult> {
  const out = new Transcript(options.echo ?? false);
  const conversationId = options.conversationId ?? 'demo';
  const task = options.task ?? TASK;
  await mkdir(options.sandboxDir, { recursive: true });

  const todoStore: ConversationStore<TodoItem[]> =
    options.dataSource === undefined
      ? new InMemoryConversationStore<TodoItem[]>()
      : new PostgresConversationStore<TodoItem[]>({ dataSource: options.dataSource, namespace: 'demo-todo' });
  const chatMemory = MessageWindowChatMemory.builder()
    .chatMemoryRepository(
      options.dataSource === undefined
        ? undefined
        : JdbcChatMemoryRepository.builder().dataSource(options.dataSource).initializeSchema(true).build(),
    )
    .maxMessages(40)
    .build();
  const rememberedMessages = (await chatMemory.get(conversationId)).length;
  const container = rootContainer.createChildContainer();
  container.register(FileTools.SANDBOX_DIR, { useValue: options.sandboxDir });
  registerAgentTools(container, { todoStore });
  registerTools(container, FileTools);
  const tools = container.resolveAll<object>(TOOL_CLASSES);
  const fileTools = container.resolve(FileTools);

  const reminderText = AgentToolCallingManager.DEFAULT_REMINDER_TEXT;
  const progress = new ProgressAdvisor(out, reminderText);
  const agentAdvisor = AgentToolCallAdvisor.builder()
    .toolCallingManager(
      AgentToolCallingManager.builder()
        .reminderEveryRounds(options.reminderEveryRounds ?? AgentToolCallingManager.DEFAULT_REMINDER_EVERY_ROUNDS)
        .reminderText(reminderText)
        .build(),
    )
    .maxTotalToolCalls(40)
    .build();
  const chatClient = ChatClient.builder(options.chatModel, options.observationRegistry ?? ObservationRegistry.NOOP)
    .defaultSystem(SYSTEM_PROMPT)
    .defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build(), agentAdvisor, progress)
    .defaultTools(...tools)
    .build();

  out.line(`Sandbox: ${options.sandboxDir}`);
  if (options.dataSource !== undefined) {
    out.line(`Memory: ${rememberedMessages} message(s) of conversation "${conversationId}" remembered from earlier runs`);
  }
  out.line(`Task: ${task}`);
  let last: ChatClientResponse | undefined;
  const stream = chatClient
    .prompt()
    .user(task)
    .advisors((spec) => spec.param(ChatMemory.CONVERSATION_ID, conversationId))
    .stream()
    .chatClientResponse();
  for await (const response of stream) last = response;
  out.endLine();

  const report = last?.context().get(AgentToolCallReport.CONTEXT_KEY);
  const reminders = report instanceof AgentToolCallReport ? report.getRemindersInjected() : progress.getReminders();
  const items = (await todoStore.get(conversationId)) ?? [];
  const todoList = TodoListTools.render(items);
  const allTodosCompleted = items.length > 0 && items.every((item) => item.status === TodoStatus.COMPLETED);
  const listing = await fileTools.listFiles();

  out.line('── summary ──');
  out.line('Final todo list:');
  for (const line of todoList.split('\n')) out.line(`  ${line}`);
  out.line('Sandbox files:');
  for (const line of listing.split('\n')) out.line(`  ${line}`);
  out.line(
    `${progress.getRounds()} model rounds, ${progress.getToolCalls().length} tool calls ` +
      `(${progress.getToolCalls().join(', ')}), ${reminders} reminder(s)`,
  );
  return {
    answer: progress.getLastRoundText(),
    filesWritten: [...fileTools.written],
    toolCalls: progress.getToolCalls(),
    rounds: progress.getRounds(),
    reminders,
    todoList,
    allTodosCompleted,
    lines: out.lines(),
    rememberedMessages,
  };
}
