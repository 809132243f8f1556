/* spring-ai-ts, Apache-2.0. Barrel of src/rag (org.springframework.ai.rag.*). */
export { Query } from './Query.js';
export { PromptAssert } from './util/PromptAssert.js';
export { QueryTransformer } from './preretrieval/query/transformation/QueryTransformer.js';
export { RewriteQueryTransformer } from './preretrieval/query/transformation/RewriteQueryTransformer.js';
export { CompressionQueryTransformer } from './preretrieval/query/transformation/CompressionQueryTransformer.js';
export { TranslationQueryTransformer } from './preretrieval/query/transformation/TranslationQueryTransformer.js';
export { QueryExpander } from './preretrieval/query/expansion/QueryExpander.js';
export { MultiQueryExpander } from './preretrieval/query/expansion/MultiQueryExpander.js';
export { DocumentRetriever } from './retrieval/search/DocumentRetriever.js';
export { VectorStoreDocumentRetriever } from './retrieval/search/VectorStoreDocumentRetriever.js';
export { DocumentJoiner } from './retrieval/join/DocumentJoiner.js';
export { ConcatenationDocumentJoiner } from './retrieval/join/ConcatenationDocumentJoiner.js';
export { DocumentPostProcessor } from './postretrieval/document/DocumentPostProcessor.js';
export { QueryAugmenter } from './generation/augmentation/QueryAugmenter.js';
export { ContextualQueryAugmenter } from './generation/augmentation/ContextualQueryAugmenter.js';
export { RetrievalAugmentationAdvisor } from './advisor/RetrievalAugmentationAdvisor.js';
