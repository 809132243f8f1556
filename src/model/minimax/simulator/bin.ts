#!/usr/bin/env node
/* spring-ai-ts, Apache-2.0. The `spring-ai-ts-simulator` executable: serve, record, replay, compare. */
import { MiniMaxWireCli } from './wire/MiniMaxWireCli.js';

MiniMaxWireCli.main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
