/* Ported from Spring AI ListOutputConverter (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { StructuredOutputConverter } from './StructuredOutputConverter.js';

/**
 * A {@link StructuredOutputConverter} that asks for comma-separated values and returns them as
 * a trimmed list of strings.
 *
 * @remarks
 * Java extends `AbstractConversionServiceOutputConverter` and converts with Spring's
 * `DefaultConversionService`; the port splits on commas and trims each element itself, which
 * is what that service does for `String` → `List`. The constructor taking a conversion service
 * is not offered.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/ListOutputConverter.html
 * @category Chat Client
 */
export class ListOutputConverter implements StructuredOutputConverter<string[]> {
  /** The instructions asking for comma-separated values. */
  getFormat(): string {
    return [
      'Respond with only a list of comma-separated values, without any leading or trailing text.',
      'Example format: foo, bar, baz',
      '',
    ].join('\n');
  }

  /** The comma-separated values of `text`, each trimmed (an empty text gives an empty list). */
  convert(text: string): string[] {
    if (text === '') return [];
    return text.split(',').map((field) => field.trim());
  }
}
