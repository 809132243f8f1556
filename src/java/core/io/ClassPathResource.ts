/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.core.io.ClassPathResource. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import { FileNotFoundException } from '../FileNotFoundException.js';
import { IllegalArgumentException } from '../IllegalArgumentException.js';
import type { InputStream } from './InputStream.js';
import type { Resource } from './Resource.js';
import { LoadingInputStream } from './internal/LoadingInputStream.js';
import { cleanPath, filenameOf } from './internal/paths.js';

let configuredRoots: readonly string[] | undefined;

/**
 * A file among the application's resources, the counterpart of Java's class path:
 * `new ClassPathResource('prompts/system.st')` and `@Value("classpath:prompts/system.st")` find
 * `prompts/system.st` under the first **resource root** that has it.
 *
 * @remarks
 * Node has no class path, so resources are looked up in resource roots, directories tried in
 * order. The default roots are `src/main/resources` and `resources` under the working directory
 * (Maven's layout, and a plain folder beside `package.json`); the environment variable
 * `SPRING_AI_RESOURCE_ROOTS` (directories separated by the platform's path delimiter, `:` or `;`)
 * replaces them, and {@link ClassPathResource.setResourceRoots} replaces both. Relative roots
 * resolve against the working directory when a resource is read. A leading `/` is ignored, as in
 * Java. A resource found in no root does not exist: `exists()` is false and `getInputStream()`
 * throws a {@link FileNotFoundException} with Spring's message. Java's second constructor argument
 * (a `ClassLoader` or a `Class`) has no counterpart.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/core/io/ClassPathResource.html
 * @category Core
 */
export class ClassPathResource implements Resource {
  /** The roots used when neither {@link ClassPathResource.setResourceRoots} nor the environment sets them. */
  static readonly DEFAULT_RESOURCE_ROOTS: readonly string[] = Object.freeze(['src/main/resources', 'resources']);

  /** The environment variable that replaces the default resource roots. */
  static readonly RESOURCE_ROOTS_ENV = 'SPRING_AI_RESOURCE_ROOTS';

  private readonly path: string;

  /** @param path - the resource's path under a resource root, e.g. `prompts/system.st` */
  constructor(path: string) {
    if (typeof path !== 'string') throw new IllegalArgumentException('Path must not be null');
    let pathToUse = cleanPath(path);
    if (pathToUse.startsWith('/')) pathToUse = pathToUse.slice(1);
    this.path = pathToUse;
  }

  /**
   * Sets the resource roots for every class path resource (directories, tried in order; relative
   * ones resolve against the working directory). `undefined` goes back to the environment
   * variable or the defaults.
   */
  static setResourceRoots(roots: readonly string[] | undefined): void {
    if (roots !== undefined && (!Array.isArray(roots) || roots.some((root) => typeof root !== 'string' || root.length === 0))) {
      throw new IllegalArgumentException('Resource roots must be non-empty strings');
    }
    configuredRoots = roots === undefined ? undefined : Object.freeze([...roots]);
  }

  /** The resource roots in use, as absolute paths, in the order they are tried. */
  static getResourceRoots(): string[] {
    const fromEnv = process.env[ClassPathResource.RESOURCE_ROOTS_ENV];
    const roots =
      configuredRoots ??
      (fromEnv !== undefined && fromEnv.trim() !== '' ? fromEnv.split(delimiter).filter((root) => root.length > 0) : ClassPathResource.DEFAULT_RESOURCE_ROOTS);
    return roots.map((root) => (isAbsolute(root) ? root : resolve(root)));
  }

  /** The path under the resource roots, without a leading `/`. */
  getPath(): string {
    return this.path;
  }

  /**
   * The file this resource is, under the first root that has it, or `undefined` when none does.
   *
   * @remarks Ours: Java's `getFile()` throws when the resource is not a file; this returns the path.
   */
  getAbsolutePath(): string | undefined {
    for (const root of ClassPathResource.getResourceRoots()) {
      const candidate = join(root, this.path);
      if (existsSync(candidate)) return candidate;
    }
    return undefined;
  }

  /** Whether a root has this resource. */
  exists(): boolean {
    return this.getAbsolutePath() !== undefined;
  }

  /** Whether a root has this resource as a file (not a directory). */
  isReadable(): boolean {
    const file = this.getAbsolutePath();
    return file !== undefined && statSync(file).isFile();
  }

  /** A stream over the content; throws a {@link FileNotFoundException} when no root has the file. */
  getInputStream(): InputStream {
    const file = this.readableFile();
    return new LoadingInputStream(async () => new Uint8Array(await readFile(file)));
  }

  /** The content as bytes; throws a {@link FileNotFoundException} when no root has the file. */
  getContentAsByteArray(): Uint8Array {
    return new Uint8Array(readFileSync(this.readableFile()));
  }

  /** The content decoded with `charset` (default UTF-8). */
  getContentAsString(charset = 'utf-8'): string {
    return new TextDecoder(charset).decode(this.getContentAsByteArray());
  }

  /** The last segment of the path. */
  getFilename(): string | undefined {
    return filenameOf(this.path);
  }

  /** A resource at `relativePath` from this one's folder. */
  createRelative(relativePath: string): ClassPathResource {
    const slash = this.path.lastIndexOf('/');
    const folder = slash === -1 ? '' : this.path.slice(0, slash + 1);
    return new ClassPathResource(folder + (relativePath.startsWith('/') ? relativePath.slice(1) : relativePath));
  }

  /** `class path resource [<path>]`. */
  getDescription(): string {
    return `class path resource [${this.path}]`;
  }

  /** Same path, same resource. */
  equals(other: unknown): boolean {
    return other instanceof ClassPathResource && other.path === this.path;
  }

  /** Same as {@link ClassPathResource.getDescription}. */
  toString(): string {
    return this.getDescription();
  }

  private readableFile(): string {
    const file = this.getAbsolutePath();
    if (file === undefined || !statSync(file).isFile()) {
      throw new FileNotFoundException(`${this.getDescription()} cannot be opened because it does not exist`);
    }
    return file;
  }
}
