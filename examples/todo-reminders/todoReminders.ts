/* spring-ai-ts, Apache-2.0. Examples: the tool-executing agent advisor with todo-list reminders. */
import { AgentToolCallAdvisor } from '../../src/agent/advisor/AgentToolCallAdvisor.js';
import { InMemoryConversationStore } from '../../src/agent/store/InMemoryConversationStore.js';
import type { TodoItem } from '../../src/agent/todo/TodoItem.js';
import { TodoListTools } from '../../src/agent/todo/TodoListTools.js';
import { AgentToolCallingManager } from '../../src/agent/tool/AgentToolCallingManager.js';
import { AgentToolCallReport } from '../../src/agent/tool/AgentToolCallReport.js';
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import { ChatMemory } from '../../src/chat/memory/ChatMemory.js';
import type { ChatModel } from '../../src/chat/model/ChatModel.js';
import type { MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { Transcript } from '../shared/Transcript.js';
import { WeatherService } from '../weather/WeatherService.js';

/** What the todo-reminder example produced. */
export interface TodoRemindersResult {
  /** The final answer. */
  readonly answer: string | undefined;
  /** Tool rounds of the turn, as the agent advisor's report counted them. */
  readonly toolRounds: number;
  /** How many reminders were injected into tool results. */
  readonly reminders: number;
  /** The todo list at the end, as `todoRead` renders it. */
  readonly todoList: string;
  /** Every printed line. */
  readonly lines: readonly string[];
}

export const CONVERSATION_ID = 'todo-reminders-example';
export const TASK =
  'Look up the weather in Paris, Tokyo and London, one city per step, then summarise it. ' +
  'Plan the steps with your todo list and keep it up to date.';

/**
 * `AgentToolCallAdvisor` takes `ToolCallAdvisor`'s place: it runs the tool loop through an
 * `AgentToolCallingManager`, which checks tool arguments and, after every `reminderEveryRounds`
 * consecutive tool rounds without a `todoUpdate` call, puts a reminder in front of that round's
 * first tool result. The conversation id (advisor parameter `ChatMemory.CONVERSATION_ID`) keys
 * both the todo list and the reminder counters.
 */
export async function run(chatModel: ChatModel, echo = false, reminderEveryRounds = 3): Promise<TodoRemindersResult> {
  const out = new Transcript(echo);
  const todoStore = new InMemoryConversationStore<TodoItem[]>();
  const weather = new WeatherService();
  const advisor = AgentToolCallAdvisor.builder()
    .toolCallingManager(AgentToolCallingManager.builder().reminderEveryRounds(reminderEveryRounds).build())
    .build();
  const chatClient = ChatClient.builder(chatModel)
    .defaultAdvisors(advisor)
    .defaultTools(new TodoListTools(todoStore), weather)
    .build();

  out.line(`> ${TASK}`);
  const response = await chatClient
    .prompt()
    .user(TASK)
    .advisors((spec) => spec.param(ChatMemory.CONVERSATION_ID, CONVERSATION_ID))
    .call()
    .chatClientResponse();
  const answer = response.chatResponse()?.getResult()?.getOutput().getText();
  const report = response.context().get(AgentToolCallReport.CONTEXT_KEY);
  const toolRounds = report instanceof AgentToolCallReport ? report.getToolRounds() : 0;
  const reminders = report instanceof AgentToolCallReport ? report.getRemindersInjected() : 0;
  const todoList = TodoListTools.render((await todoStore.get(CONVERSATION_ID)) ?? []);

  out.line(`weather looked up for: ${weather.requested.join(', ')}`);
  out.line(`tool rounds: ${toolRounds}, reminders injected: ${reminders}`);
  out.line('todo list:');
  for (const line of todoList.split('\n')) out.line(`  ${line}`);
  out.line(`answer: ${answer ?? '(no answer)'}`);
  return { answer, toolRounds, reminders, todoList, lines: out.lines() };
}

const plan = (statuses: readonly string[]): Record<string, unknown> => ({
  items: ['Weather in Paris', 'Weather in Tokyo', 'Weather in London', 'Write the summary'].map((text, index) => ({
    text,
    status: statuses[index],
  })),
});

/**
 * The simulator script of {@link run}: plan, three weather rounds without touching the todo list
 * (the third gets the reminder), the todo update the reminder asks for, the answer.
 */
export function script(simulator: MiniMaxSimulator): void {
  simulator.enqueue(
    MiniMaxScenarios.toolCall('todoUpdate', plan(['in_progress', 'pending', 'pending', 'pending'])),
    MiniMaxScenarios.toolCall('getWeather', { location: 'Paris' }),
    MiniMaxScenarios.toolCall('getWeather', { location: 'Tokyo' }),
    MiniMaxScenarios.toolCall('getWeather', { location: 'London' }),
    MiniMaxScenarios.toolCall('todoUpdate', plan(['completed', 'completed', 'completed', 'completed'])),
    MiniMaxScenarios.text('Paris 18°C with light rain, Tokyo sunny at 24°C, London overcast at 14°C.'),
  );
}
