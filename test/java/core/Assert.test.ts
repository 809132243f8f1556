import { Assert, IllegalArgumentException, IllegalStateException, SpringAiError, RuntimeException} from '../../../src/index.js';

describe('Assert', () => {
  test('notNull treats null and undefined alike and keeps the exact message', () => {
    expect(() => Assert.notNull(null, 'x cannot be null')).toThrow(new IllegalArgumentException('x cannot be null'));
    expect(() => Assert.notNull(undefined, 'x cannot be null')).toThrow(IllegalArgumentException);
    expect(() => Assert.notNull(0, 'unused')).not.toThrow();
  });

  test('state throws IllegalStateException', () => {
    expect(() => Assert.state(false, 'bad state')).toThrow(new IllegalStateException('bad state'));
  });

  test('hasText rejects blank strings but hasLength accepts them', () => {
    expect(() => Assert.hasText('  ', 'text cannot be null or empty')).toThrow('text cannot be null or empty');
    expect(() => Assert.hasLength('  ', 'unused')).not.toThrow();
    expect(() => Assert.hasLength('', 'empty')).toThrow('empty');
  });

  test('notEmpty accepts arrays, sets, maps and plain objects', () => {
    expect(() => Assert.notEmpty([], 'empty list')).toThrow('empty list');
    expect(() => Assert.notEmpty(new Map(), 'empty map')).toThrow('empty map');
    expect(() => Assert.notEmpty({}, 'empty object')).toThrow('empty object');
    expect(() => Assert.notEmpty(new Set([1]), 'unused')).not.toThrow();
  });

  test('noNullElements finds null and undefined entries', () => {
    expect(() => Assert.noNullElements([1, undefined], 'no nulls')).toThrow('no nulls');
    expect(() => Assert.noNullElements(undefined, 'unused')).not.toThrow();
  });

  test('lazy messages are only built on failure', () => {
    const message = jest.fn(() => 'lazy');
    Assert.isTrue(true, message);
    expect(message).not.toHaveBeenCalled();
    expect(() => Assert.isTrue(false, message)).toThrow('lazy');
  });
});

describe('SpringAiError', () => {
  test('subclasses carry their class name, cause and the cross-copy brand', () => {
    const cause = new Error('root');
    const error = new IllegalStateException('wrapped', cause);
    expect(error.name).toBe('IllegalStateException');
    expect(error.getMessage()).toBe('wrapped');
    expect(error.getCause()).toBe(cause);
    expect(error).toBeInstanceOf(RuntimeException);
    expect(SpringAiError.isInstance(error)).toBe(true);
    expect(SpringAiError.isInstance(new Error('plain'))).toBe(false);
    expect(SpringAiError.isInstance({ [Symbol.for('spring-ai.error')]: true })).toBe(true);
  });
});
