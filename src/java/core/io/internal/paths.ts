/* spring-ai-ts, Apache-2.0. Path helpers of Spring's StringUtils and AntPathMatcher (the parts the resources use). */

/** Spring's `StringUtils.cleanPath`: backslashes to slashes, `.` and `..` segments folded. */
export function cleanPath(path: string): string {
  const normalized = path.replace(/\\/g, '/');
  const prefixEnd = normalized.indexOf(':');
  let prefix = '';
  let rest = normalized;
  if (prefixEnd !== -1 && !normalized.slice(0, prefixEnd).includes('/')) {
    prefix = normalized.slice(0, prefixEnd + 1);
    rest = normalized.slice(prefixEnd + 1);
  }
  const absolute = rest.startsWith('/');
  const out: string[] = [];
  let up = 0;
  const segments = rest.split('/');
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i]!;
    if (segment === '.' || (segment === '' && i !== segments.length - 1)) continue;
    if (segment === '..') up++;
    else if (up > 0) up--;
    else out.unshift(segment);
  }
  for (; up > 0; up--) out.unshift('..');
  const joined = out.join('/');
  return prefix + (absolute ? '/' : '') + joined;
}

/** Spring's `StringUtils.getFilename`: the part after the last `/`. */
export function filenameOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? path : path.slice(slash + 1);
}

/** Whether an Ant-style pattern has a wildcard (`*`, `?`, `{`). */
export function isPattern(path: string): boolean {
  return /[*?{]/.test(path);
}

/** The directory part of a pattern before its first wildcard, ending with `/` (Spring's `determineRootDir`). */
export function rootDirOf(location: string): string {
  const prefixEnd = location.indexOf(':') + 1;
  let rootDirEnd = location.length;
  while (rootDirEnd > prefixEnd && isPattern(location.slice(prefixEnd, rootDirEnd))) {
    rootDirEnd = location.lastIndexOf('/', rootDirEnd - 2) + 1;
  }
  if (rootDirEnd === 0) rootDirEnd = prefixEnd;
  return location.slice(0, rootDirEnd);
}

/** An Ant-style pattern (`**` any directories, `*` within a segment, `?` one character) as a RegExp. */
export function antPatternToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      const slash = pattern[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
