/* spring-ai-ts, Apache-2.0. Entry point of `npm run simulator`: runs the MiniMax simulator until Ctrl+C. */
import { MiniMaxSimulatorCli } from './MiniMaxSimulatorCli.js';

MiniMaxSimulatorCli.main(process.argv.slice(2), process.env).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(MiniMaxSimulatorCli.usage());
  process.exitCode = 1;
});
