import { redactSecrets } from '../../src/core/lang/redactSecrets.js';
import { ConsoleLogger } from '../../src/logging/ConsoleLogger.js';
import { LogLevel } from '../../src/logging/LogLevel.js';
import { Logger } from '../../src/logging/Logger.js';
import { LoggerFactory } from '../../src/logging/LoggerFactory.js';

describe('Logger (spring-ai-ts)', () => {
  test('format fills SLF4J placeholders in order', () => {
    expect(Logger.format('a {} b {} c {}', 1, 'two')).toBe('a 1 b two c {}');
    expect(Logger.isInstance(new ConsoleLogger('x', LogLevel.WARN))).toBe(true);
    expect(Logger.isInstance({ debug: () => undefined })).toBe(false);
  });

  test('ConsoleLogger writes at or above its level', () => {
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const logger = new ConsoleLogger('Test', LogLevel.WARN);
      logger.debug('hidden {}', 1);
      logger.warn('shown {}', 2);
      expect(logger.isDebugEnabled()).toBe(false);
      expect(debug).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith('WARN Test - shown 2');
      new ConsoleLogger('Test', LogLevel.DEBUG).debug('now {}', 'visible');
      expect(debug).toHaveBeenCalledWith('DEBUG Test - now visible');
    } finally {
      debug.mockRestore();
      warn.mockRestore();
    }
  });

  test('LoggerFactory reads SPRING_AI_TS_LOG, then DEBUG, else WARN', () => {
    const saved = { log: process.env['SPRING_AI_TS_LOG'], debug: process.env['DEBUG'] };
    try {
      delete process.env['SPRING_AI_TS_LOG'];
      delete process.env['DEBUG'];
      expect(LoggerFactory.levelFromEnvironment()).toBe(LogLevel.WARN);
      process.env['DEBUG'] = 'other';
      expect(LoggerFactory.levelFromEnvironment()).toBe(LogLevel.WARN);
      process.env['DEBUG'] = 'spring-ai-ts:*';
      expect(LoggerFactory.levelFromEnvironment()).toBe(LogLevel.DEBUG);
      process.env['SPRING_AI_TS_LOG'] = 'error';
      expect(LoggerFactory.levelFromEnvironment()).toBe(LogLevel.ERROR);
      process.env['SPRING_AI_TS_LOG'] = 'TRACE';
      expect(LoggerFactory.getLogger('x').isDebugEnabled()).toBe(true);
    } finally {
      if (saved.log === undefined) delete process.env['SPRING_AI_TS_LOG'];
      else process.env['SPRING_AI_TS_LOG'] = saved.log;
      if (saved.debug === undefined) delete process.env['DEBUG'];
      else process.env['DEBUG'] = saved.debug;
    }
  });
});

describe('redactSecrets (spring-ai-ts)', () => {
  test.each([
    ['{apiKey=abc123, model=gpt}', '{apiKey=[REDACTED], model=gpt}'],
    ['{"api_key": "abc123", "model": "m"}', '{"api_key": "[REDACTED]", "model": "m"}'],
    ['Authorization: Bearer abc.def', 'Authorization: [REDACTED]'],
    ['headers={Authorization=Basic dXNlcjpwYXNz}', 'headers={Authorization=[REDACTED]}'],
    ['call with Bearer token123 now', 'call with Bearer [REDACTED] now'],
    ['key sk-proj-abcdefghijklmnop1234 here', 'key [REDACTED] here'],
    ['x-api-key: k1', 'x-api-key: [REDACTED]'],
    ['MINIMAX_API_KEY=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0x.sig', 'MINIMAX_API_KEY=[REDACTED]'],
    ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0x.sig end', 'jwt [REDACTED] end'],
    ['{promptTokens=10, maxTokens=20, text=keys are fine}', '{promptTokens=10, maxTokens=20, text=keys are fine}'],
  ])('%p becomes %p', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });
});

describe('toJsonPretty (spring-ai-ts)', () => {
  test('writes class instances from their getters, enums by name, maps as objects, and cuts cycles', async () => {
    const { toJsonPretty } = await import('../../src/chat/client/advisor/internal/toJsonPretty.js');
    class Kind {
      static readonly A = new Kind('A');
      private constructor(private readonly constant: string) {}
      name(): string {
        return this.constant;
      }
      ordinal(): number {
        return 0;
      }
    }
    class Bean {
      self: Bean | undefined;
      getFinishReason(): string {
        return 'STOP';
      }
      isEmpty(): boolean {
        return false;
      }
      getKind(): Kind {
        return Kind.A;
      }
      getMap(): Map<string, number> {
        return new Map([['a', 1]]);
      }
      getSelf(): Bean | undefined {
        return this;
      }
      compute(x: number): number {
        return x;
      }
    }
    expect(JSON.parse(toJsonPretty(new Bean()))).toEqual({ finishReason: 'STOP', empty: false, kind: 'A', map: { a: 1 } });
    expect(toJsonPretty(undefined)).toBe('null');
    expect(toJsonPretty({ _private: 1 })).toBe('{\n  "private": 1\n}');
  });

  test('ConsoleLogger prints a trailing error with its stack and causes, as SLF4J prints a throwable', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const cause = new Error('connection refused');
      new ConsoleLogger('Retry', LogLevel.WARN).warn('Retry error. Retry count: {}', 2, new Error('request failed', { cause }));
      const line = String(warn.mock.calls[0]?.[0]);
      expect(line.split('\n')[0]).toBe('WARN Retry - Retry error. Retry count: 2');
      expect(line).toContain('Error: request failed\n    at ');
      expect(line).toContain('Caused by: Error: connection refused');
      new ConsoleLogger('Retry', LogLevel.WARN).warn('value {}', new Error('used by the placeholder'));
      expect(String(warn.mock.calls[1]?.[0])).toBe('WARN Retry - value Error: used by the placeholder');
    } finally {
      warn.mockRestore();
    }
  });
});
