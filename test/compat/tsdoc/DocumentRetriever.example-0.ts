import { ChatClient, Document, DocumentRetriever, RetrievalAugmentationAdvisor, type ChatModel, type Query } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// Retrieves, without a vector store, the documents that share a long word with the query.
class KeywordDocumentRetriever extends DocumentRetriever {
  constructor(private readonly documents: Document[]) {
    super();
  }

  async retrieve(query: Query): Promise<Document[]> {
    const words = query.text().toLowerCase().split(/\W+/).filter((word) => word.length > 4);
    return this.documents.filter((document) => words.some((word) => (document.getText() ?? '').toLowerCase().includes(word)));
  }
}

const retriever = new KeywordDocumentRetriever([new Document('Refunds are paid within 14 days.')]);
const advisor = RetrievalAugmentationAdvisor.builder().documentRetriever(retriever).build();
console.log(await ChatClient.builder(chatModel).defaultAdvisors(advisor).build().prompt('How are refunds paid?').call().content());
export {};
