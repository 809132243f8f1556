/* spring-ai-ts, Apache-2.0. Own tests of MapOutputConverter (Spring AI 1.1.8 has no MapOutputConverterTest). */
import { MapOutputConverter } from '../../src/converter/MapOutputConverter.js';
import { MessageConversionException } from '../../src/converter/MessageConversionException.js';
import { RuntimeException } from '../../src/java/core/RuntimeException.js';

describe('MapOutputConverter (spring-ai-ts)', () => {
  test('a fenced JSON object becomes a Map, nested objects Maps too', () => {
    const map = new MapOutputConverter().convert('```json\n{"numbers":[1,2],"meta":{"count":2}}\n```');
    expect(map).toEqual(new Map<string, unknown>([['numbers', [1, 2]], ['meta', new Map([['count', 2]])]]));
  });

  test('text that is not JSON throws MessageConversionException("Could not read JSON: ...") with the parser error as cause', () => {
    let thrown: unknown;
    try {
      new MapOutputConverter().convert('Sorry, no map today.');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MessageConversionException);
    expect(thrown).toBeInstanceOf(RuntimeException);
    const exception = thrown as MessageConversionException;
    expect(exception.getMessage()).toMatch(/^Could not read JSON: /);
    expect(exception.getCause()).toBeInstanceOf(SyntaxError);
  });

  test('JSON that is not an object throws MessageConversionException', () => {
    expect(() => new MapOutputConverter().convert('[1, 2]')).toThrow(MessageConversionException);
  });
});
