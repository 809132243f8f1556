// `npm start`: compiles the library and the examples with tsc (decorator metadata needs tsc or
// SWC, not esbuild) and runs the demo agent.
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.examples.json'], {
  stdio: 'inherit',
});
execFileSync(process.execPath, ['--enable-source-maps', '.build/examples/demo/main.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
