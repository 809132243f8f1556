// Loads a build's public entry points by package subpath ('.', './minimax', ...), the way an
// application imports them, so that two builds whose internal folders differ (a before/after run)
// load through the same names. The file of each subpath is read from the package.json exports of
// the repository the build belongs to, with the earlier layouts as fallbacks.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const exportsOf = JSON.parse(readFileSync(join(here, '../package.json'), 'utf8')).exports;
const EARLIER = { './minimax/testing': ['minimax-simulator/index.js'], './pg': ['jdbc/pg/index.js'], './pglite': ['jdbc/pglite/index.js'] };

/** Imports the entry point `subpath` of the dist/esm folder `dist` (relative to bench/ or absolute). */
export async function entry(dist, subpath = '.') {
  const root = resolve(here, dist);
  const current = exportsOf[subpath]?.import?.default?.replace(/^\.\/dist\/esm\//, '');
  const candidates = [current, ...(EARLIER[subpath] ?? [])].filter(Boolean);
  const file = candidates.map((candidate) => join(root, candidate)).find((path) => existsSync(path));
  if (file === undefined) throw new Error(`no entry point ${subpath} in ${root} (tried ${candidates.join(', ')})`);
  return import(pathToFileURL(file).href);
}
