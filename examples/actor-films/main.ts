/* spring-ai-ts, Apache-2.0. Examples: runs the ActorFilms example (simulator unless MINIMAX_API_KEY is set). */
import 'reflect-metadata';
import { runMain } from '../shared/backend.js';
import { run, script } from './actorFilms.js';

await runMain('ActorFilms example', script, (backend) => run(backend.chatModel, true));
