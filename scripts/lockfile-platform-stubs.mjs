// The npm registry reachable here lacks some platform-specific optional packages (e.g. the
// darwin and win32 builds of @swc/core). `npm install` then leaves them out of package-lock.json,
// and `npm ci` refuses the lock as "out of sync". This adds a lock entry, with the os and cpu
// its name declares, for every optional dependency the lock lacks; npm ci skips them on every
// other platform. Run it after each `npm install`: `node scripts/lockfile-platform-stubs.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'loong64', 'riscv64', 'wasm32', 'arm'];

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const added = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] !== undefined || packages[`${path}/${key}`] !== undefined) continue;
    const parts = name.split('/').at(-1).split('-');
    const os = OS.find((candidate) => parts.includes(candidate));
    const cpu = CPU.find((candidate) => parts.includes(candidate));
    if (os === undefined || cpu === undefined) continue;
    const stub = { version, os: [os], cpu: [cpu], optional: true };
    if (entry.dev) stub.dev = true;
    packages[key] = stub;
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(added.length === 0 ? 'package-lock.json: nothing to add' : `package-lock.json: added ${added.join(', ')}`);
