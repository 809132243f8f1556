// Loads spring-ai-ts for a child process of a test or benchmark: the TypeScript sources through
// SWC (as jest compiles them, so a test checks the current code without a build), or the built
// CommonJS output when SPRING_AI_TS_LIB=dist.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const root = path.resolve(__dirname, '../../../..');

function registerTypeScript() {
  const swc = require('@swc/core');
  const options = {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  };
  const resolve = Module._resolveFilename;
  // Our sources import `./x.js`; the file on disk is `./x.ts`.
  Module._resolveFilename = function (request, parent, ...rest) {
    if (parent && parent.filename && parent.filename.endsWith('.ts') && request.startsWith('.') && request.endsWith('.js')) {
      const candidate = path.resolve(path.dirname(parent.filename), request.slice(0, -3) + '.ts');
      if (fs.existsSync(candidate)) return candidate;
    }
    return resolve.call(this, request, parent, ...rest);
  };
  require.extensions['.ts'] = (module, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
    module._compile(code, filename);
  };
}

/** `{ root, agent, pg, pglite }`: the root, `spring-ai-ts/agent`, `spring-ai-ts/pg` and (lazily) `spring-ai-ts/pglite` entry points. */
function loadLibrary() {
  require('reflect-metadata');
  if (process.env.SPRING_AI_TS_LIB === 'dist') {
    return {
      root: require(path.join(root, 'dist/cjs/index.js')),
      agent: require(path.join(root, 'dist/cjs/agent/index.js')),
      pg: require(path.join(root, 'dist/cjs/java/jdbc/pg/index.js')),
      pglite: () => require(path.join(root, 'dist/cjs/java/jdbc/pglite/index.js')),
    };
  }
  registerTypeScript();
  return {
    root: require(path.join(root, 'src/index.ts')),
    agent: require(path.join(root, 'src/agent/index.ts')),
    pg: require(path.join(root, 'src/java/jdbc/pg/index.ts')),
    pglite: () => require(path.join(root, 'src/java/jdbc/pglite/index.ts')),
  };
}

module.exports = { loadLibrary, registerTypeScript };
