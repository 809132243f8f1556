// The package as npm publishes it: packed from the build (npm test builds before jest), checked with
// @arethetypeswrong/cli for every entry point under every module resolution (node10, node16 from CJS
// and ESM, bundler), with source maps that point at sources inside the tarball, and with the peers
// that must be shared with the application.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BUILD_WAIT_MS, builtPackage } from './harness/build.js';

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, { require?: { types?: string } }>;
  typesVersions?: Record<string, Record<string, string[]>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  scripts: Record<string, string>;
  files: string[];
};

function* files(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

describe('published package', () => {
  let work: string;
  let tarball: string;
  let unpacked: string;

  beforeAll(async () => {
    await builtPackage();
    work = mkdtempSync(path.join(os.tmpdir(), 'spring-ai-ts-pack-'));
    // --ignore-scripts: the build already ran (prepack would build it again).
    const name = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], {
      cwd: root,
      encoding: 'utf8',
    }).trim().split('\n').at(-1) as string;
    tarball = path.join(work, name);
    execFileSync('tar', ['xzf', tarball, '-C', work]);
    unpacked = path.join(work, 'package');
  }, BUILD_WAIT_MS + 60_000);

  afterAll(() => {
    if (work !== undefined) rmSync(work, { recursive: true, force: true });
  });

  test('builds itself when packed or installed from git (prepack)', () => {
    expect(pkg.scripts['prepack']).toBe('node scripts/build.mjs');
  });

  test('typesVersions mirrors every exported subpath, for node10 resolution (node scripts/types-versions.cjs)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { typesVersionsFor } = require(path.join(root, 'scripts/types-versions.cjs')) as {
      typesVersionsFor: (exportsMap: unknown) => unknown;
    };
    expect(pkg.typesVersions).toEqual(typesVersionsFor(pkg.exports));
  });

  test('class-validator and class-transformer are peers, so the application and the library share one metadata store', () => {
    for (const name of ['class-validator', 'class-transformer']) {
      expect(pkg.dependencies?.[name]).toBeUndefined();
      expect(pkg.peerDependencies?.[name]).toBeDefined();
    }
  });

  test('the tarball holds both builds and every entry point', () => {
    for (const conditions of Object.values(pkg.exports)) {
      for (const target of JSON.stringify(conditions).match(/\.\/dist\/[^"]+/g) ?? []) {
        expect(existsSync(path.join(unpacked, target))).toBe(true);
      }
    }
  });

  test('every source map in the tarball points at sources that ship in it', () => {
    const missing = new Set<string>();
    let maps = 0;
    for (const file of files(path.join(unpacked, 'dist'))) {
      if (!file.endsWith('.map')) continue;
      maps += 1;
      const map = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[]; sourceRoot?: string };
      for (const source of map.sources) {
        const resolved = path.resolve(path.dirname(file), map.sourceRoot ?? '', source);
        if (!existsSync(resolved)) missing.add(path.relative(unpacked, resolved));
      }
    }
    expect(maps).toBeGreaterThan(100);
    expect([...missing].slice(0, 10)).toEqual([]);
  });

  test('arethetypeswrong finds no problem in any entry point under any resolution', () => {
    const cli = path.join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js');
    let output: string;
    try {
      // The JSON report lists every traced declaration file: about 1 MB, Node's default maxBuffer.
      output = execFileSync(process.execPath, [cli, '--format', 'json', tarball], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      // attw exits 1 when it finds problems; its JSON still goes to stdout.
      output = String((error as { stdout?: unknown }).stdout);
    }
    const report = JSON.parse(output) as { problems: unknown; analysis: { entrypoints: Record<string, unknown> } };
    // `problems` is an object keyed by entry point, empty when there are none.
    expect(report.problems).toEqual({});
    expect(Object.keys(report.analysis.entrypoints).sort()).toEqual(
      Object.keys(pkg.exports).map((subpath) => (subpath === '.' ? '.' : subpath)).sort(),
    );
  }, 120_000);
});
