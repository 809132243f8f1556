/* spring-ai-ts, Apache-2.0. The TypeScript of docs/guide/chat-client.md: each region is shown verbatim there. */
import { ChatClient, ChatMemory, type ChatModel, type ChatResponse } from 'spring-ai-ts';

export async function chatClientGuide(chatModel: ChatModel): Promise<ChatResponse | undefined> {
  // #region build
  const chatClient = ChatClient.builder(chatModel)
    .defaultSystem('You are a friendly chat bot that answers in the voice of a {voice}')
    .build();

  const answer = await chatClient
    .prompt()
    .system((sp) => sp.param('voice', 'pirate'))
    .user('Tell me a joke')
    .call()
    .content();
  // #endregion build
  console.log(answer);

  // #region stream
  const chunks = chatClient.prompt().user('Tell me a story').stream().content();
  for await (const chunk of chunks) process.stdout.write(chunk);
  // #endregion stream

  // #region response
  const chatResponse = await chatClient
    .prompt('Tell me a joke')
    .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'user-42'))
    .call()
    .chatResponse();
  const tokens = chatResponse?.getMetadata().getUsage().getTotalTokens();
  // #endregion response
  console.log(tokens);
  return chatResponse;
}
