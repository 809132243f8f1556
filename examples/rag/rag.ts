/* spring-ai-ts, Apache-2.0. Examples: RAG over this project's migration guide, in PgVectorStore on PGlite. */
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import { QuestionAnswerAdvisor } from '../../src/chat/client/advisor/vectorstore/QuestionAnswerAdvisor.js';
import type { ChatModel } from '../../src/chat/model/ChatModel.js';
import type { Document } from '../../src/document/Document.js';
import type { EmbeddingModel } from '../../src/embedding/EmbeddingModel.js';
import type { JdbcTemplate } from '../../src/java/jdbc/JdbcTemplate.js';
import type { MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { RetrievalAugmentationAdvisor } from '../../src/rag/advisor/RetrievalAugmentationAdvisor.js';
import { VectorStoreDocumentRetriever } from '../../src/rag/retrieval/search/VectorStoreDocumentRetriever.js';
import { TextReader } from '../../src/reader/TextReader.js';
import { TokenTextSplitter } from '../../src/transformer/splitter/TokenTextSplitter.js';
import { PgIndexType } from '../../src/vectorstore/pgvector/PgIndexType.js';
import { PgVectorStore } from '../../src/vectorstore/pgvector/PgVectorStore.js';
import { SearchRequest } from '../../src/vectorstore/SearchRequest.js';
import { Transcript } from '../shared/Transcript.js';

/** What the RAG example produced. */
export interface RagResult {
  /** How many chunks of the guide were embedded and stored. */
  readonly chunks: number;
  /** The answer through `QuestionAnswerAdvisor` (`call()`). */
  readonly qaAnswer: string | undefined;
  /** The documents `QuestionAnswerAdvisor` retrieved. */
  readonly qaDocuments: readonly Document[];
  /** The streamed answer through `RetrievalAugmentationAdvisor`. */
  readonly ragAnswer: string;
  /** Every printed line. */
  readonly lines: readonly string[];
}

export const QA_QUESTION = 'What is the default order of MessageChatMemoryAdvisor?';
export const RAG_QUESTION = 'Which advisors does the RAG support include, and is stream supported?';

/**
 * Reads the guide with `TextReader`, splits it with `TokenTextSplitter`, embeds and stores the
 * chunks in `PgVectorStore` (HNSW, cosine), then asks one question through
 * `QuestionAnswerAdvisor` (call) and one through `RetrievalAugmentationAdvisor` (stream).
 */
export async function run(
  chatModel: ChatModel,
  embeddingModel: EmbeddingModel,
  jdbcTemplate: JdbcTemplate,
  guidePath: string,
  echo = false,
): Promise<RagResult> {
  const out = new Transcript(echo);
  const chunks = new TokenTextSplitter(400, 200, 5, 10_000, true, ['.', '?', '!', '\n']).apply(new TextReader(guidePath).read());
  const vectorStore = PgVectorStore.builder(jdbcTemplate, embeddingModel)
    .indexType(PgIndexType.HNSW)
    .initializeSchema(true)
    .removeExistingVectorStoreTable(true)
    .build();
  await vectorStore.add(chunks);
  out.line(`stored ${chunks.length} chunks of ${guidePath} in PgVectorStore`);

  const qaAdvisor = QuestionAnswerAdvisor.builder(vectorStore).searchRequest(SearchRequest.builder().topK(3).build()).build();
  out.line(`> ${QA_QUESTION}`);
  const qa = await ChatClient.builder(chatModel).build().prompt().user(QA_QUESTION).advisors(qaAdvisor).call().chatClientResponse();
  const qaAnswer = qa.chatResponse()?.getResult()?.getOutput().getText();
  const qaDocuments = (qa.context().get(QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS) as Document[] | undefined) ?? [];
  out.line(`QuestionAnswerAdvisor: ${qaAnswer ?? '(no answer)'}`);
  out.line(`  from ${qaDocuments.length} chunks, best: ${JSON.stringify(qaDocuments[0]?.getText()?.slice(0, 80) ?? '')}`);

  const ragAdvisor = RetrievalAugmentationAdvisor.builder()
    .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).topK(3).build())
    .build();
  out.line(`> ${RAG_QUESTION}`);
  out.write('RetrievalAugmentationAdvisor (stream): ');
  let ragAnswer = '';
  for await (const delta of ChatClient.builder(chatModel).defaultAdvisors(ragAdvisor).build().prompt().user(RAG_QUESTION).stream().content()) {
    ragAnswer += delta;
    out.write(delta);
  }
  out.endLine();
  return { chunks: chunks.length, qaAnswer, qaDocuments, ragAnswer, lines: out.lines() };
}

/** The simulator script of {@link run}: one answer per question. */
export function script(simulator: MiniMaxSimulator): void {
  simulator.enqueue(
    MiniMaxScenarios.text('Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER, that is -2147482648.'),
    MiniMaxScenarios.text('QuestionAnswerAdvisor, RetrievalAugmentationAdvisor and VectorStoreChatMemoryAdvisor; call and stream both work.', { chunks: 5 }),
  );
}
