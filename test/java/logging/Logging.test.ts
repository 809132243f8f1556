import { redactSecrets } from '../../../src/java/core/lang/redactSecrets.js';
import { ConsoleLogger } from '../../../src/java/logging/ConsoleLogger.js';
import { LogLevel } from '../../../src/java/logging/LogLevel.js';
import { Logger } from '../../../src/java/logging/Logger.js';
import { LoggerFactory } from '../../../src/java/logging/LoggerFactory.js';

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
    const { toJsonPretty } = await import('../../../src/chat/client/advisor/internal/toJsonPretty.js');
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
      // SLF4J 2 (checked against slf4j-api 2.0.17): a trailing throwable never fills a placeholder.
      new ConsoleLogger('Retry', LogLevel.WARN).warn('value {}', new Error('the throwable'));
      const second = String(warn.mock.calls[1]?.[0]);
      expect(second.split('\n')[0]).toBe('WARN Retry - value {}');
      expect(second).toContain('Error: the throwable\n    at ');
      new ConsoleLogger('Retry', LogLevel.WARN).warn('two {} {}', 'x', new Error('trailing'));
      expect(String(warn.mock.calls[2]?.[0]).split('\n')[0]).toBe('WARN Retry - two x {}');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('Logger, SLF4J surface (spring-ai-ts)', () => {
  test('LoggerFactory.getLogger takes a class (its name) or a name', () => {
    class MyAdvisor {
      private constructor() {}
    }
    expect(LoggerFactory.getLogger(MyAdvisor).getName()).toBe('MyAdvisor');
    expect(LoggerFactory.getLogger('app.audit').getName()).toBe('app.audit');
  });

  test('is…Enabled follow the level, TRACE below DEBUG, OFF writes nothing', () => {
    const at = (level: LogLevel) => {
      const logger = new ConsoleLogger('x', level);
      return [logger.isTraceEnabled(), logger.isDebugEnabled(), logger.isInfoEnabled(), logger.isWarnEnabled(), logger.isErrorEnabled()];
    };
    expect(at(LogLevel.TRACE)).toEqual([true, true, true, true, true]);
    expect(at(LogLevel.INFO)).toEqual([false, false, true, true, true]);
    expect(at(LogLevel.ERROR)).toEqual([false, false, false, false, true]);
    expect(at(LogLevel.OFF)).toEqual([false, false, false, false, false]);
    expect(LogLevel.parse('trace')).toBe(LogLevel.TRACE);
  });

  test('trace and info write through the console at their level', () => {
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      new ConsoleLogger('T', LogLevel.DEBUG).trace('hidden');
      expect(debug).not.toHaveBeenCalled();
      new ConsoleLogger('T', LogLevel.TRACE).trace('a {} b {}', 1, 'x');
      expect(debug).toHaveBeenCalledWith('TRACE T - a 1 b x');
      new ConsoleLogger('T', LogLevel.INFO).info('user {} asked {}', 'u1', 'q');
      expect(info).toHaveBeenCalledWith('INFO T - user u1 asked q');
    } finally {
      debug.mockRestore();
      info.mockRestore();
    }
  });

  test('format renders arguments as SLF4J: null, arrays, maps, escaped placeholders', () => {
    expect(Logger.format('{} {} {}', null, undefined, [1, 'a'])).toBe('null null [1, a]');
    expect(Logger.format('{}', new Map([['k', 'v']]))).toBe('{k=v}');
    expect(Logger.format('\\{} {}', 'x')).toBe('{} x');
    expect(Logger.format('\\\\{}', 'x')).toBe('\\x');
    expect(Logger.format('one {}', new Error('e'))).toBe('one {}');
  });

  test('a logger with only the five methods is a Logger.Minimal', () => {
    const minimal: Logger.Minimal = { isDebugEnabled: () => false, debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
    expect(Logger.isInstance(minimal)).toBe(true);
  });
});
