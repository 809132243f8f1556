/* spring-ai-ts, Apache-2.0. Examples: runs the todo-reminder example (simulator unless MINIMAX_API_KEY is set). */
import 'reflect-metadata';
import { runMain } from '../shared/backend.js';
import { run, script } from './todoReminders.js';

await runMain('todo reminders example', script, (backend) => run(backend.chatModel, true));
