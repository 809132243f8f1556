import { Document, TokenCountBatchingStrategy, type MediaContent, type TokenCountEstimator } from 'spring-ai-ts';

// A rough estimate for a model without a tokenizer here: four characters a token.
class CharacterTokenCountEstimator implements TokenCountEstimator {
  estimate(content: string | MediaContent | Iterable<MediaContent> | undefined): number {
    if (content === undefined) return 0;
    if (typeof content === 'string') return Math.ceil(content.length / 4);
    const contents = Symbol.iterator in content ? [...content] : [content];
    return contents.reduce((sum, media) => sum + Math.ceil((media.getText() ?? '').length / 4), 0);
  }
}

const batchingStrategy = new TokenCountBatchingStrategy(new CharacterTokenCountEstimator(), 8191, 0.1);
console.log(batchingStrategy.batch([new Document('Spring AI in TypeScript')]).length); // 1
export {};
