// Java's String.valueOf(double), which the chat model observation and the tool result converter print.
import { javaDoubleToString } from '../../../../src/java/core/lang/javaDoubleToString.js';

describe('javaDoubleToString', () => {
  test.each([
    [1, '1.0'],
    [0.25, '0.25'],
    [-3, '-3.0'],
    [0.001, '0.001'],
    [0.0001, '1.0E-4'],
    [0.00015, '1.5E-4'],
    [9999999, '9999999.0'],
    [10000000, '1.0E7'],
    [1.5e21, '1.5E21'],
    [0, '0.0'],
    [-0, '-0.0'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [Number.NEGATIVE_INFINITY, '-Infinity'],
  ])('%p is written %s', (value, text) => {
    expect(javaDoubleToString(value)).toBe(text);
  });
});
