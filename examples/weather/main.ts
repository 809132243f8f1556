/* spring-ai-ts, Apache-2.0. Examples: runs the weather example (simulator unless MINIMAX_API_KEY is set). */
import 'reflect-metadata';
import { runMain } from '../shared/backend.js';
import { run, script } from './weather.js';

await runMain('weather example', script, (backend) => run(backend.chatModel, true));
