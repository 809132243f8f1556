import 'reflect-metadata';
import { Prompt } from 'spring-ai-ts';
import { MiniMaxChatModel } from 'spring-ai-ts/minimax';

const chatModel = MiniMaxChatModel.fromEnv(); // MINIMAX_API_KEY, MINIMAX_BASE_URL, MINIMAX_MODEL
const response = await chatModel.call(new Prompt('Hello'));
for await (const chunk of chatModel.stream(new Prompt('Tell me a story'))) process.stdout.write(chunk.getResult()?.getOutput().getText() ?? '');
export {};
