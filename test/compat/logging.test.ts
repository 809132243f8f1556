import { ChatOptions } from '../../src/chat/prompt/ChatOptions.js';
import { AuditService, LOG, MyAdvisor, optionsAsMap, withOwnLogger } from './logging.js';

describe('Translated logging snippets (spring-ai-ts)', () => {
  test('a class logger is named after the class; a named logger by its name', () => {
    expect((MyAdvisor as unknown as { log: { getName(): string } }).log.getName()).toBe('MyAdvisor');
    expect(LOG.getName()).toBe('app.audit');
  });

  test('the @Slf4j field logs at every level; the default level writes warnings and errors with the error stack', () => {
    const spies = (['debug', 'info', 'warn', 'error'] as const).map((method) => jest.spyOn(console, method).mockImplementation(() => undefined));
    const saved = process.env['SPRING_AI_TS_LOG'];
    try {
      delete process.env['SPRING_AI_TS_LOG'];
      const enabled = new AuditService().audit('bob', new Error('boom'));
      expect(enabled).toEqual([false, false, false, true, true]);
      const [debug, info, warn, error] = spies;
      expect(debug).not.toHaveBeenCalled();
      expect(info).not.toHaveBeenCalled();
      expect(String(warn!.mock.calls[0]?.[0])).toMatch(/^WARN AuditService - warn bob\nError: boom\n {4}at /);
      expect(String(error!.mock.calls[0]?.[0])).toMatch(/^ERROR AuditService - error\nError: boom/);
    } finally {
      if (saved !== undefined) process.env['SPRING_AI_TS_LOG'] = saved;
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  test("SimpleLoggerAdvisor takes the application's own five-method logger", () => {
    const lines: string[] = [];
    expect(withOwnLogger(lines).getName()).toBe('SimpleLoggerAdvisor');
  });

  test('objectToMap and toJsonString of portable options', () => {
    const [map, json] = optionsAsMap(ChatOptions.builder().model('m').temperature(0.5).build());
    expect([...map.keys()]).toEqual(['model', 'temperature']);
    expect(json).toBe('{"model":"m","temperature":0.5}');
  });
});
