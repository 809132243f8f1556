/* spring-ai-ts, Apache-2.0. Reads java.util.Properties text (application.properties). */

/** Decodes the escapes of a properties key or value (`\t`, `\n`, `\uXXXX`, `\:` …). */
function unescape(text: string): string {
  return text.replace(/\\(u[0-9a-fA-F]{4}|.)/gu, (_m, escaped: string) => {
    if (escaped.length === 5) return String.fromCharCode(parseInt(escaped.slice(1), 16));
    return { t: '\t', n: '\n', r: '\r', f: '\f' }[escaped] ?? escaped;
  });
}

/** True when the line ends with an odd number of backslashes (a continuation). */
function continues(line: string): boolean {
  let count = 0;
  for (let i = line.length - 1; i >= 0 && line[i] === '\\'; i--) count++;
  return count % 2 === 1;
}

/**
 * The entries of properties text, in file order, each with its 1-based line, as
 * `java.util.Properties.load` reads them: `key=value`, `key: value` or `key value`; `#` and `!`
 * comments; a trailing backslash continues the line.
 */
export function parseProperties(text: string): { key: string; value: string; line: number }[] {
  const entries: { key: string; value: string; line: number }[] = [];
  const lines = text.split(/\r\n|\r|\n/u);
  for (let i = 0; i < lines.length; i++) {
    const start = i + 1;
    let logical = lines[i]!.replace(/^[ \t\f]+/u, '');
    if (logical === '' || logical.startsWith('#') || logical.startsWith('!')) continue;
    while (continues(logical) && i + 1 < lines.length) {
      logical = logical.slice(0, -1) + lines[++i]!.replace(/^[ \t\f]+/u, '');
    }
    let keyEnd = 0;
    while (keyEnd < logical.length) {
      const c = logical[keyEnd]!;
      if (c === '\\') { keyEnd += 2; continue; }
      if (c === '=' || c === ':' || c === ' ' || c === '\t' || c === '\f') break;
      keyEnd++;
    }
    let valueStart = keyEnd;
    while (valueStart < logical.length && /[ \t\f]/u.test(logical[valueStart]!)) valueStart++;
    if (valueStart < logical.length && (logical[valueStart] === '=' || logical[valueStart] === ':')) valueStart++;
    while (valueStart < logical.length && /[ \t\f]/u.test(logical[valueStart]!)) valueStart++;
    entries.push({ key: unescape(logical.slice(0, keyEnd)), value: unescape(logical.slice(valueStart)), line: start });
  }
  return entries;
}
