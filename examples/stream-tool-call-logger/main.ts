/* spring-ai-ts, Apache-2.0. Examples: runs the stream tool-call logger example (simulator unless MINIMAX_API_KEY is set). */
import 'reflect-metadata';
import { runMain } from '../shared/backend.js';
import { run, script } from './streamToolCallLogger.js';

await runMain('stream tool-call logger example', script, (backend) => run(backend.chatModel, true));
