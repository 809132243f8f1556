// The class path of the Java side is test/spring/java/src/main/resources (Maven's layout); the
// TypeScript side reads the same files through ClassPathResource's resource roots, set here for the
// duration of a scenario, as an application sets them at start-up.
import * as path from 'node:path';
import { ClassPathResource, type Document } from 'spring-ai-ts';

export const JAVA_RESOURCES = path.resolve(__dirname, '../../java/src/main/resources');

/** Runs `body` with the Java project's resources as the resource roots. */
export async function withJavaResources(body: () => Promise<void>): Promise<void> {
  ClassPathResource.setResourceRoots([JAVA_RESOURCES]);
  try {
    await body();
  } finally {
    ClassPathResource.setResourceRoots(undefined);
  }
}

/** Each document's text and metadata (ids are random on both sides). */
export function describeDocuments(documents: readonly Document[]): Array<Record<string, unknown>> {
  return documents.map((document) => ({ text: document.getText(), metadata: Object.fromEntries(document.getMetadata()) }));
}
