/* spring-ai-ts, Apache-2.0. Internal: span names as Micrometer Tracing derives them. */
import type { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';

const MAX_NAME_LENGTH = 50;

/**
 * Micrometer Tracing's span name: the contextual name when it has text, else the observation
 * name, with every upper-case letter turned into `-` + lower case (not before the first
 * character) and cut to 50 characters. `tool_call getWeather` becomes `tool_call get-weather`.
 */
export function micrometerSpanName(context: ObservationContext): string {
  const contextualName = context.getContextualName();
  const name = contextualName !== undefined && contextualName.trim().length > 0 ? contextualName : (context.getName() ?? '');
  // Most names have no upper-case letter and fit: skip the per-character pass (this runs twice per span).
  if (name.length <= MAX_NAME_LENGTH && name === name.toLowerCase()) return name;
  let result = '';
  for (let index = 0; index < name.length; index++) {
    const char = name.charAt(index);
    const lower = char.toLowerCase();
    if (char !== lower && char === char.toUpperCase()) result += index === 0 ? lower : `-${lower}`;
    else result += char;
  }
  return result.length > MAX_NAME_LENGTH ? result.slice(0, MAX_NAME_LENGTH) : result;
}
