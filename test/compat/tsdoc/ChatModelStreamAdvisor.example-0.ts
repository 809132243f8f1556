import { ChatClientRequest, ChatModelStreamAdvisor, DefaultAroundAdvisorChain, ObservationRegistry, Prompt, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// ChatClient ends every stream chain with this advisor; a chain built by hand puts it last.
const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
  .push(ChatModelStreamAdvisor.builder().chatModel(chatModel).build())
  .build();
const chunks = await chain.nextStream(ChatClientRequest.builder().prompt(new Prompt('Hello')).build()).collectList();
console.log(chunks.map((chunk) => chunk.chatResponse()?.getResult()?.getOutput().getText()).join(''));
export {};
