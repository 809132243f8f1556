/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.core.io.support.PathMatchingResourcePatternResolver. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IllegalArgumentException } from '../IllegalArgumentException.js';
import { ClassPathResource } from './ClassPathResource.js';
import { DefaultResourceLoader } from './DefaultResourceLoader.js';
import { FileSystemResource } from './FileSystemResource.js';
import type { Resource } from './Resource.js';
import { ResourceLoader } from './ResourceLoader.js';
import { antPatternToRegExp, isPattern, rootDirOf } from './internal/paths.js';

/**
 * Resolves a location pattern to the resources it matches: `classpath:docs/*.md`,
 * `classpath*:docs/**\/*.md` (every resource root), `file:/data/*.pdf`, or a single location
 * without wildcards (handed to {@link DefaultResourceLoader}).
 *
 * @remarks
 * Ant-style wildcards as in Spring: `*` within a path segment, `?` one character, `**` any number of
 * folders. Matches are {@link FileSystemResource}s in path order, as Spring returns them for files
 * on disk. `classpath:` with a wildcard searches the first resource root that has the pattern's
 * folder; `classpath*:` searches every root. Reads are synchronous.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/core/io/support/PathMatchingResourcePatternResolver.html
 * @category Core
 */
export class PathMatchingResourcePatternResolver implements ResourceLoader {
  /** `classpath*:`, the prefix that searches every resource root. */
  static readonly CLASSPATH_ALL_URL_PREFIX = 'classpath*:';

  private readonly resourceLoader: ResourceLoader;

  /** @param resourceLoader - resolves locations without wildcards (a {@link DefaultResourceLoader} by default) */
  constructor(resourceLoader: ResourceLoader = new DefaultResourceLoader()) {
    this.resourceLoader = resourceLoader;
  }

  /** The loader that resolves locations without wildcards. */
  getResourceLoader(): ResourceLoader {
    return this.resourceLoader;
  }

  /** The single resource at `location` (no wildcards). */
  getResource(location: string): Resource {
    return this.resourceLoader.getResource(location);
  }

  /** Every resource `locationPattern` matches; an empty array when none does. */
  getResources(locationPattern: string): Resource[] {
    if (typeof locationPattern !== 'string') throw new IllegalArgumentException('Location pattern must not be null');
    const all = PathMatchingResourcePatternResolver.CLASSPATH_ALL_URL_PREFIX;
    if (locationPattern.startsWith(all)) {
      const path = stripSlash(locationPattern.slice(all.length));
      if (isPattern(path)) return this.findInRoots(path, ClassPathResource.getResourceRoots());
      return ClassPathResource.getResourceRoots()
        .map((root) => new FileSystemResource(join(root, path)))
        .filter((resource) => resource.exists());
    }
    const prefixEnd = locationPattern.startsWith('war:') ? locationPattern.indexOf('*/') + 1 : locationPattern.indexOf(':') + 1;
    if (!isPattern(locationPattern.slice(prefixEnd))) return [this.getResource(locationPattern)];
    if (locationPattern.startsWith(ResourceLoader.CLASSPATH_URL_PREFIX) || prefixEnd === 0) {
      const path = stripSlash(locationPattern.slice(prefixEnd));
      const rootDir = rootDirOf(path);
      const root = ClassPathResource.getResourceRoots().find((candidate) => isDirectory(join(candidate, rootDir)));
      return root === undefined ? [] : this.findInRoots(path, [root]);
    }
    if (locationPattern.startsWith('file:')) {
      const rootDir = rootDirOf(locationPattern);
      const dir = fileURLToPath(new URL(rootDir));
      return matchFiles(dir, locationPattern.slice(rootDir.length));
    }
    return [];
  }

  private findInRoots(path: string, roots: readonly string[]): Resource[] {
    const rootDir = rootDirOf(path);
    return roots.flatMap((root) => matchFiles(join(root, rootDir), path.slice(rootDir.length)));
  }
}

function stripSlash(path: string): string {
  return path.startsWith('/') ? path.slice(1) : path;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The files under `dir` whose path relative to it matches the Ant pattern, sorted by path. */
function matchFiles(dir: string, subPattern: string): Resource[] {
  if (!isDirectory(dir)) return [];
  const pattern = antPatternToRegExp(subPattern);
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (pattern.test(relative(dir, full).split(sep).join('/'))) found.push(full);
    }
  };
  walk(dir);
  return found.sort().map((file) => new FileSystemResource(file));
}
