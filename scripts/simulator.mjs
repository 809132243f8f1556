// Builds the package (node scripts/build.mjs) and runs the MiniMax simulator CLI from the ESM
// output, passing the remaining arguments through: `npm run simulator -- --port 8765`.
// `--no-build` skips the build when dist/ is already current.
import { execFileSync, spawn } from 'node:child_process';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
if (!skipBuild) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const child = spawn(
  process.execPath,
  ['dist/esm/model/minimax/simulator/cli.js', ...args.filter((a) => a !== '--no-build')],
  { stdio: 'inherit' },
);
// The child gets Ctrl+C from the terminal itself; forward SIGTERM, and keep this process alive
// until the simulator has stopped.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
