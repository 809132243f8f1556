// spring-ai-ts fault suite: records unhandled rejections, uncaught exceptions and process warnings
// while a test file runs, so each fault test can assert that none occurred.

export interface ProcessGuards {
  /** What was recorded since the last `reset`. */
  readonly problems: string[];
  reset(): void;
  uninstall(): void;
}

export function installProcessGuards(): ProcessGuards {
  const problems: string[] = [];
  const onRejection = (reason: unknown) => problems.push(`unhandledRejection: ${String(reason)}`);
  const onException = (error: unknown) => problems.push(`uncaughtException: ${String(error)}`);
  const onWarning = (warning: Error) => problems.push(`warning: ${warning.name}: ${warning.message}`);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  process.on('warning', onWarning);
  return {
    problems,
    reset: () => void problems.splice(0),
    uninstall: () => {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
      process.off('warning', onWarning);
    },
  };
}

/** Gives pending rejections and warnings a chance to surface (warnings are emitted on next tick). */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Installs the guards around every test of the calling file and fails a test that tripped them. */
export function guardEachTest(): ProcessGuards {
  const guards = installProcessGuards();
  beforeEach(() => guards.reset());
  afterEach(async () => {
    await settle();
    expect(guards.problems).toEqual([]);
  });
  afterAll(() => guards.uninstall());
  return guards;
}
