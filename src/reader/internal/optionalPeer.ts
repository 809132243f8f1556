/* spring-ai-ts, Apache-2.0. Loads a reader's parser, an optional peer dependency, on first use. */
import { pathToFileURL } from 'node:url';
import { MissingPeerDependencyException } from '../MissingPeerDependencyException.js';

const loaded = new Map<string, Promise<unknown>>();

/**
 * The module `specifier` of the optional peer `packageName`, imported once (later calls share the
 * first load); a missing package rejects with a {@link MissingPeerDependencyException} naming it.
 */
export function loadOptionalPeer<T>(packageName: string, specifier: string, usedBy: string): Promise<T> {
  let module = loaded.get(specifier);
  if (module === undefined) {
    module = importModule(specifier).catch((error: unknown) => {
      loaded.delete(specifier);
      throw isNotFound(error, packageName) ? new MissingPeerDependencyException(packageName, usedBy, error) : error;
    });
    loaded.set(specifier, module);
  }
  return module as Promise<T>;
}

async function importModule(specifier: string): Promise<unknown> {
  try {
    return await import(specifier);
  } catch (error) {
    // The CommonJS build turns `import()` into `require()`, which cannot load an ES module such as
    // PDF.js on Node 20: import the resolved file through the ES module loader instead.
    if (codeOf(error) === 'ERR_REQUIRE_ESM' && typeof require === 'function') {
      const url = pathToFileURL(require.resolve(specifier)).href;
      const esmImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;
      return esmImport(url);
    }
    throw error;
  }
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

function isNotFound(error: unknown, packageName: string): boolean {
  const code = codeOf(error);
  const message = typeof error === 'object' && error !== null ? String((error as { message?: unknown }).message ?? '') : '';
  const notFound = code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND' || /^Cannot find (module|package)/.test(message);
  return notFound && message.includes(packageName);
}
