/* spring-ai-ts, Apache-2.0. A PGlite data directory already open in another data source. */
import { PGliteDataDirectoryException } from './PGliteDataDirectoryException.js';

/**
 * The data directory of a {@link PGliteDataSource} is open in another data source, in another
 * process or in this one. PGlite has no locking of its own: two openers of one directory would
 * each overwrite the other's writes, so the second fails at once instead.
 *
 * The lock is the file `<dataDir>.lock` beside the directory, holding the process id of its
 * holder; it goes away when the holder closes its data source or its process exits. A lock left
 * by a process that no longer runs (killed) is taken over by the next opener.
 *
 * @remarks No Spring counterpart (Spring's embedded databases lock their files themselves).
 * @category JDBC
 */
export class PGliteDataDirectoryLockedException extends PGliteDataDirectoryException {
  readonly #holderPid: number;

  /** @param dataDir - the directory (absolute); `holderPid` the process id of the holder. */
  constructor(dataDir: string, holderPid: number) {
    const holder = holderPid === process.pid ? `this process (pid ${holderPid})` : `process ${holderPid}`;
    super(
      dataDir,
      'locked',
      `it is already open in ${holder} (lock file ${dataDir}.lock); ` +
        'a directory serves one data source at a time: close the other data source, or share a PostgreSQL server (spring-ai-ts/pg) between processes',
    );
    this.#holderPid = holderPid;
  }

  /** The process id of the data source holding the directory. */
  getHolderPid(): number {
    return this.#holderPid;
  }
}
