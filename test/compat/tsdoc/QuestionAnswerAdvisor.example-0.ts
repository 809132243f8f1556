import { ChatClient, QuestionAnswerAdvisor, SearchRequest, type ChatModel, type Document, type VectorStore } from 'spring-ai-ts';

declare const chatModel: ChatModel;
declare const vectorStore: VectorStore;

const questionAnswerAdvisor = QuestionAnswerAdvisor.builder(vectorStore)
  .searchRequest(SearchRequest.builder().similarityThreshold(0.7).topK(4).build())
  .build();

const response = await ChatClient.builder(chatModel)
  .defaultAdvisors(questionAnswerAdvisor)
  .build()
  .prompt()
  .user('What is the refund policy?')
  .advisors((a) => a.param(QuestionAnswerAdvisor.FILTER_EXPRESSION, "type == 'policy'"))
  .call()
  .chatClientResponse();

const documents = response.context().get(QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS) as Document[];
console.log(response.chatResponse()?.getResult()?.getOutput().getText(), documents.length);
export {};
