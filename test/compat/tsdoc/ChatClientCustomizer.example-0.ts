import { ChatClient, SimpleLoggerAdvisor, type ChatClientBuilder, type ChatClientCustomizer, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// Applied to every ChatClient.Builder the application creates (register it under ChatClientCustomizer.TOKEN).
class DefaultsCustomizer implements ChatClientCustomizer {
  customize(chatClientBuilder: ChatClientBuilder): void {
    chatClientBuilder.defaultSystem('You are a helpful assistant.').defaultAdvisors(new SimpleLoggerAdvisor());
  }
}

const builder = ChatClient.builder(chatModel);
new DefaultsCustomizer().customize(builder);
console.log(await builder.build().prompt('Hi').call().content());
export {};
