import { ChatClient } from 'spring-ai-ts';
import { MiniMaxChatModel } from 'spring-ai-ts/minimax';

const chatClient = ChatClient.builder(MiniMaxChatModel.fromEnv())
  .defaultSystem('You are a helpful assistant. Answer in one sentence.')
  .build();

console.log(await chatClient.prompt().user('What is Spring AI?').call().content());

for await (const chunk of chatClient.prompt('Tell me a haiku about TypeScript').stream().content()) process.stdout.write(chunk);
