/* spring-ai-ts, Apache-2.0. Examples: runs the recursive-advisor example (simulator unless MINIMAX_API_KEY is set). */
import 'reflect-metadata';
import { runMain } from '../shared/backend.js';
import { run, script } from './recursiveAdvisor.js';

await runMain('recursive advisor example', script, (backend) => run(backend.chatModel, true));
