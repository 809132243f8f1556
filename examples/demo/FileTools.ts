/* spring-ai-ts, Apache-2.0. Demo: file tools confined to a sandbox folder. */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { inject, injectable } from 'tsyringe';
import { Tool } from '../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../src/tool/annotation/ToolParam.js';
import { PlainText } from './PlainText.js';

/** The largest file `writeFile` accepts, in characters. */
const MAX_FILE_CHARS = 200_000;

/**
 * `writeFile`, `readFile` and `listFiles` on one folder (the sandbox). A path that leaves the
 * sandbox (absolute, or climbing out with `..`) is refused with an `Error: …` text, as is any
 * other failure: the model reads the error and can correct itself, the agent never crashes.
 */
@injectable()
export class FileTools {
  /** The tsyringe token of the sandbox folder (an absolute path). */
  static readonly SANDBOX_DIR: unique symbol = Symbol.for('spring-ai-ts.examples.SandboxDir');

  /** The files written, sandbox-relative, in order. */
  readonly written: string[] = [];

  constructor(@inject(FileTools.SANDBOX_DIR) private readonly sandboxDir: string) {}

  @Tool({ description: 'Create or overwrite a text file in the sandbox folder. Parent folders are created.', resultConverter: PlainText })
  async writeFile(
    @ToolParam({ description: 'Path relative to the sandbox folder, e.g. index.html' }) path: string,
    @ToolParam({ description: 'The complete file content' }) content: string,
  ): Promise<string> {
    const target = this.resolveInside(path);
    if (typeof target !== 'string') return target.error;
    if (typeof content !== 'string') return 'Error: content must be a string.';
    if (content.length > MAX_FILE_CHARS) return `Error: content too long (${content.length} characters, at most ${MAX_FILE_CHARS}).`;
    try {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, content, 'utf8');
    } catch (error) {
      return `Error: could not write ${path}: ${(error as Error).message}`;
    }
    const name = this.display(target);
    this.written.push(name);
    return `Wrote ${content.length} characters to ${name}.`;
  }

  @Tool({ description: 'Read a text file from the sandbox folder.', resultConverter: PlainText })
  async readFile(@ToolParam({ description: 'Path relative to the sandbox folder' }) path: string): Promise<string> {
    const target = this.resolveInside(path);
    if (typeof target !== 'string') return target.error;
    try {
      return await readFile(target, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return code === 'ENOENT' ? `Error: no file ${path} in the sandbox.` : `Error: could not read ${path}: ${(error as Error).message}`;
    }
  }

  @Tool({ description: 'List the files in the sandbox folder with their sizes.', resultConverter: PlainText })
  async listFiles(): Promise<string> {
    const files = await this.walk(this.sandboxDir).catch(() => [] as string[]);
    if (files.length === 0) return 'The sandbox is empty.';
    const lines = await Promise.all(
      files.map(async (file) => `${this.display(file)} (${(await stat(file)).size} bytes)`),
    );
    return lines.sort().join('\n');
  }

  /** The absolute path of `path` when it lies inside the sandbox, else the error text to answer. */
  private resolveInside(path: unknown): string | { error: string } {
    if (typeof path !== 'string' || path.trim() === '') return { error: 'Error: path must be a non-empty relative path.' };
    if (isAbsolute(path)) return { error: `Error: ${path} is absolute; use a path relative to the sandbox folder.` };
    const target = resolve(this.sandboxDir, path);
    const inside = relative(this.sandboxDir, target);
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      return { error: `Error: ${path} is outside the sandbox folder; use a path inside it.` };
    }
    return target;
  }

  private display(file: string): string {
    return relative(this.sandboxDir, file).split(sep).join('/');
  }

  private async walk(folder: string): Promise<string[]> {
    const entries = await readdir(folder, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((entry) => {
        const full = join(folder, entry.name);
        return entry.isDirectory() ? this.walk(full) : Promise.resolve(entry.isFile() ? [full] : []);
      }),
    );
    return nested.flat();
  }
}
