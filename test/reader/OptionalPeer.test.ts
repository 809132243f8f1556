import { MissingPeerDependencyException } from '../../src/index.js';
import { loadOptionalPeer } from '../../src/reader/internal/optionalPeer.js';

describe('optional peers of the document readers', () => {
  test('a parser that is not installed rejects with the package to install', async () => {
    const error = await loadOptionalPeer('no-such-parser-package', 'no-such-parser-package/lib/index.js', 'SomeReader').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingPeerDependencyException);
    expect((error as MissingPeerDependencyException).getPackageName()).toBe('no-such-parser-package');
    expect((error as Error).message).toBe(
      "SomeReader needs the optional peer dependency 'no-such-parser-package', which is not installed: run `npm install no-such-parser-package`",
    );
    expect(String((error as MissingPeerDependencyException).getCause())).toContain('no-such-parser-package');
  });

  test('an installed parser loads once and is shared', async () => {
    const first = loadOptionalPeer<{ Parser: unknown }>('commonmark', 'commonmark', 'MarkdownDocumentReader');
    const second = loadOptionalPeer<{ Parser: unknown }>('commonmark', 'commonmark', 'MarkdownDocumentReader');
    expect(second).toBe(first);
    expect(typeof (await first).Parser).toBe('function');
  });
});
