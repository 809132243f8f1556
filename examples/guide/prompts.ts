/* spring-ai-ts, Apache-2.0. The TypeScript of docs/guide/prompts.md: each region is shown verbatim there. */
import { ChatClient, Prompt, PromptTemplate, SystemMessage, UserMessage, type ChatModel } from 'spring-ai-ts';

export async function promptsGuide(chatModel: ChatModel): Promise<void> {
  // #region template
  const promptTemplate = new PromptTemplate('Tell me a {adjective} joke about {topic}');
  const prompt = promptTemplate.create({ adjective: 'funny', topic: 'cows' });
  const response = await chatModel.call(prompt);
  // #endregion template
  console.log(response.getResult()?.getOutput().getText());

  // #region messages
  const messages = new Prompt([
    new SystemMessage('You are a helpful assistant that speaks like a pirate.'),
    new UserMessage('Where is the treasure?'),
  ]);
  const answer = await ChatClient.create(chatModel).prompt(messages).call().content();
  // #endregion messages
  console.log(answer);

  // #region client-template
  const joke = await ChatClient.create(chatModel)
    .prompt()
    .user((u) => u.text('Tell me a {adjective} joke about {topic}').param('adjective', 'dry').param('topic', 'compilers'))
    .call()
    .content();
  // #endregion client-template
  console.log(joke);
}
