// A jest test environment that records each test file's CPU time (its worker's and that of the
// processes it ran and waited for) in the JSONL file named by SPRING_AI_TS_CPU_LOG.
// Used by scripts/test-profile.mjs; the normal test run does not load it.
const { appendFileSync, readFileSync } = require('node:fs');
const { TestEnvironment } = require('jest-environment-node');

/** utime+stime and cutime+cstime of this process, in seconds (Linux /proc). */
function cpu() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const tick = 100;
  return { self: (Number(fields[11]) + Number(fields[12])) / tick, children: (Number(fields[13]) + Number(fields[14])) / tick };
}

class CpuEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.file = context.testPath;
    this.start = cpu();
    this.wall = Date.now();
  }

  async teardown() {
    await super.teardown();
    const end = cpu();
    const line = {
      file: this.file,
      self: +(end.self - this.start.self).toFixed(2),
      children: +(end.children - this.start.children).toFixed(2),
      wall: (Date.now() - this.wall) / 1000,
    };
    appendFileSync(process.env.SPRING_AI_TS_CPU_LOG, JSON.stringify(line) + '\n');
  }
}

module.exports = CpuEnvironment;
