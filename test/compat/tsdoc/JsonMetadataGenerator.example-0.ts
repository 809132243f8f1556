import { ByteArrayResource, JsonReader, type JsonMetadataGenerator } from 'spring-ai-ts';

// Copies each object's `category` into the metadata of its document.
class CategoryMetadataGenerator implements JsonMetadataGenerator {
  generate(jsonMap: Map<string, unknown>): Record<string, unknown> {
    return { category: jsonMap.get('category') };
  }
}

const json = JSON.stringify([{ title: 'Refunds', category: 'policy' }]);
const documents = await new JsonReader(new ByteArrayResource(json), new CategoryMetadataGenerator(), 'title').read();
console.log(documents.map((document) => document.getMetadata()));
export {};
