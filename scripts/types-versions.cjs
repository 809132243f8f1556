// Keeps package.json's "typesVersions" in step with its "exports" map. TypeScript's `node10`
// resolution (`"module": "commonjs"`, NestJS's default) ignores "exports", so without this a
// CommonJS project cannot find the types of a subpath such as `spring-ai-ts/minimax` (TS2307).
// Run after adding an entry point: `node scripts/types-versions.cjs` (test/package-exports.test.ts
// fails while the two disagree).
const { readFileSync, writeFileSync } = require('node:fs');

function typesVersionsFor(exportsMap) {
  const paths = {};
  for (const [subpath, conditions] of Object.entries(exportsMap)) {
    if (subpath === '.' || subpath === './package.json') continue;
    const types = conditions && conditions.require && conditions.require.types;
    if (typeof types === 'string') paths[subpath.slice(2)] = [types.replace(/^\.\//, '')];
  }
  return { '*': paths };
}

module.exports = { typesVersionsFor };

if (require.main === module) {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  pkg.typesVersions = typesVersionsFor(pkg.exports);
  writeFileSync('package.json', JSON.stringify(pkg, null, 2) + '\n');
  console.log(`typesVersions: ${Object.keys(pkg.typesVersions['*']).join(', ')}`);
}
