// Jest runs the TypeScript sources through SWC with legacy decorators and decorator metadata,
// the same semantics tsc gives the build; `tsc --noEmit` is the type gate (npm test runs both).
const swcOptions = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

// Live tests against the real MiniMax API run only when a key is present.
const live = Boolean(process.env.MINIMAX_API_KEY);

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: live ? ['/node_modules/'] : ['/node_modules/', '\\.it\\.test\\.ts$'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions],
    // PGlite's CommonJS build loads Node built-ins with `import()`, which jest's CommonJS runtime
    // refuses; compiled like our sources, those calls become `require`.
    '/@electric-sql/pglite/.+\\.cjs$': [
      '@swc/jest',
      { ...swcOptions, jsc: { ...swcOptions.jsc, parser: { syntax: 'ecmascript' } }, sourceMaps: false },
    ],
    // PDF.js ships ES modules only (.mjs), which jest's CommonJS runtime cannot require; compiled
    // like our sources, the PDF readers load it as they load every optional peer.
    '/pdfjs-dist/.+\\.mjs$': [
      '@swc/jest',
      { ...swcOptions, jsc: { ...swcOptions.jsc, parser: { syntax: 'ecmascript' } }, sourceMaps: false },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/|pdfjs-dist/)'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Translated programs (test/spring, test/compat) import the package by its public names.
    '^spring-ai-ts$': '<rootDir>/src/index.ts',
    '^spring-ai-ts/agent$': '<rootDir>/src/agent/index.ts',
    '^spring-ai-ts/testing$': '<rootDir>/src/testing/index.ts',
    '^spring-ai-ts/minimax$': '<rootDir>/src/model/minimax/index.ts',
    '^spring-ai-ts/minimax/testing$': '<rootDir>/src/model/minimax/simulator/index.ts',
    '^spring-ai-ts/openai$': '<rootDir>/src/model/openai/index.ts',
    '^spring-ai-ts/pg$': '<rootDir>/src/java/jdbc/pg/index.ts',
    '^spring-ai-ts/pglite$': '<rootDir>/src/java/jdbc/pglite/index.ts',
    '^spring-ai-ts/mcp$': '<rootDir>/src/mcp/index.ts',
    '^spring-ai-ts/opentelemetry$': '<rootDir>/src/opentelemetry/index.ts',
  },
  setupFiles: ['<rootDir>/test/setup.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-after-env.ts'],
  testTimeout: 20000,
  // Jest's default leaves one core free, which on a 2-core machine means one process runs every
  // file in turn; the suite is CPU-bound, so use every core.
  maxWorkers: '100%',
  // Costliest files first (scripts/jest-sequencer.cjs), so no long file runs alone at the end.
  testSequencer: '<rootDir>/scripts/jest-sequencer.cjs',
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.cjs'],
};
