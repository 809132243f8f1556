/* spring-ai-ts, Apache-2.0. Internal: Java Pattern strings as JavaScript RegExps for ThinkingTagCleaner. */

/**
 * Compiles a Java-style pattern string case-insensitively and globally. JavaScript has no
 * leading inline flags such as `(?s)`, so those become RegExp flags.
 */
export function compileJavaPattern(patternString: string): RegExp {
  let source = patternString;
  const flags = new Set(['g', 'i']);
  for (let match = /^\(\?([a-z]+)\)/.exec(source); match !== null; match = /^\(\?([a-z]+)\)/.exec(source)) {
    for (const flag of match[1] as string) if (flag === 's' || flag === 'm' || flag === 'i') flags.add(flag);
    source = source.slice(match[0].length);
  }
  return new RegExp(source, [...flags].join(''));
}

/** The pattern with the global flag, which `String.replace` needs to replace every match. */
export function globalPattern(pattern: RegExp): RegExp {
  return pattern.flags.includes('g') ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
}
