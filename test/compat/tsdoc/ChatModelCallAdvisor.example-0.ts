import { ChatClientRequest, ChatModelCallAdvisor, DefaultAroundAdvisorChain, ObservationRegistry, Prompt, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// ChatClient ends every call chain with this advisor; a chain built by hand puts it last.
const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
  .push(ChatModelCallAdvisor.builder().chatModel(chatModel).build())
  .build();
const response = await chain.nextCall(ChatClientRequest.builder().prompt(new Prompt('Hello')).build());
console.log(response.chatResponse()?.getResult()?.getOutput().getText());
export {};
