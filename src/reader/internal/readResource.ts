/* spring-ai-ts, Apache-2.0. Reads a resource whole for a document reader, failing as Spring's readers do. */
import { IOException } from '../../java/core/IOException.js';
import { RuntimeException } from '../../java/core/RuntimeException.js';
import type { Resource } from '../../java/core/io/Resource.js';

/**
 * The resource's bytes, through `getInputStream().readAllBytes()`; a failure rejects with a
 * `RuntimeException` whose cause is an `IOException` (Spring's readers wrap the `IOException`).
 */
export async function readResource(resource: Resource): Promise<Uint8Array> {
  try {
    const input = resource.getInputStream();
    try {
      return await input.readAllBytes();
    } finally {
      input.close();
    }
  } catch (error) {
    const io = error instanceof IOException ? error : new IOException(error instanceof Error ? error.message : String(error), error);
    throw new RuntimeException(io.message, io);
  }
}
