/* Ported from Spring AI MapOutputConverter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { parseFirstJsonValue, toJavaMapValue } from '../util/json/jsonText.js';
import { MessageConversionException } from './MessageConversionException.js';
import type { StructuredOutputConverter } from './StructuredOutputConverter.js';

/**
 * A {@link StructuredOutputConverter} that asks for a JSON object and returns it as a `Map`.
 *
 * @remarks
 * Java extends `AbstractMessageOutputConverter` around Spring Messaging's
 * `MappingJackson2MessageConverter`; that base class is not ported. Nested JSON objects become
 * `Map`s as well, as Jackson reads them; text after the first JSON value is ignored. Unparsable
 * text throws {@link MessageConversionException} (`"Could not read JSON: "` and the parser's
 * message, which is JavaScript's, not Jackson's) with the `SyntaxError` as its cause. The format
 * text keeps Java's class name `java.util.HashMap`, so prompts are the same as Spring's.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/MapOutputConverter.html
 * @category Chat Client
 */
export class MapOutputConverter implements StructuredOutputConverter<Map<string, unknown>> {
  /** Parses the JSON object in `text` (a surrounding ```` ```json ```` fence is removed). */
  convert(text: string): Map<string, unknown> {
    let json = text;
    if (json.startsWith('```json') && json.endsWith('```')) json = json.slice(7, json.length - 3);
    let parsed: unknown;
    try {
      parsed = parseFirstJsonValue(json);
    } catch (error) {
      throw new MessageConversionException(`Could not read JSON: ${error instanceof Error ? error.message : String(error)}`, error);
    }
    const converted = toJavaMapValue(parsed);
    if (!(converted instanceof Map)) throw new MessageConversionException(`Could not read JSON: Expected a JSON object but got: ${json}`);
    return converted as Map<string, unknown>;
  }

  /** The instructions asking for a JSON object. */
  getFormat(): string {
    return [
      'Your response should be in JSON format.',
      'The data structure for the JSON should match this Java class: java.util.HashMap',
      'Do not include any explanations, only provide a RFC8259 compliant JSON response following this format without deviation.',
      'Remove the ```json markdown surrounding the output including the trailing "```".',
      '',
    ].join('\n');
  }
}
