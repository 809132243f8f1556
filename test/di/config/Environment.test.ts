// spring-ai-ts: Environment reads Spring Boot's property sources in Boot's order, with relaxed
// names, placeholders and typed binding; a bad configuration fails naming the property and file.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { inspect } from 'node:util';
import { ConfigurationPropertiesException } from '../../../src/di/config/ConfigurationPropertiesException.js';
import { Environment } from '../../../src/di/config/Environment.js';

function directory(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'env-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

function failure(run: () => unknown): ConfigurationPropertiesException {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationPropertiesException);
    return error as ConfigurationPropertiesException;
  }
  throw new Error('expected a ConfigurationPropertiesException');
}

describe('Environment (spring-ai-ts)', () => {
  test('environment variables in relaxed form come before config/ and ./ files, properties before yml', () => {
    const cwd = directory({
      'application.yml': 'spring:\n  ai:\n    minimax:\n      base-url: http://yml\n      chat:\n        options:\n          model: from-yml\n          temperature: 0.5\n',
      'application.properties': 'spring.ai.minimax.base-url=http://properties\n',
      'config/application.yml': 'spring.ai.minimax.chat.options.model: from-config\n',
    });
    const environment = Environment.load({ cwd, env: { SPRING_AI_MINIMAX_API_KEY: 'k-env' } });
    expect(environment.getProperty('spring.ai.minimax.api-key')).toBe('k-env');
    expect(environment.getProperty('spring.ai.minimax.apiKey')).toBe('k-env');
    expect(environment.getProperty('spring.ai.minimax.base-url')).toBe('http://properties');
    expect(environment.getProperty('spring.ai.minimax.chat.options.model')).toBe('from-config');
    expect(environment.getProperty('spring.ai.minimax.chat.options.temperature')).toBe('0.5');
    expect(environment.getConfigurationFiles()).toEqual(['config/application.yml', 'application.properties', 'application.yml']);
    const env2 = Environment.load({ cwd, env: { SPRING_AI_MINIMAX_CHAT_OPTIONS_MODEL: 'from-env' } });
    expect(env2.getProperty('spring.ai.minimax.chat.options.model')).toBe('from-env');
  });

  test('the classpath roots and an explicit path are read; an absent property takes the default', () => {
    const cwd = directory({ 'src/main/resources/application.properties': 'app.name=demo\n', 'deploy/prod.yml': 'app:\n  name: prod\n' });
    expect(Environment.load({ cwd, env: {} }).getProperty('app.name')).toBe('demo');
    expect(Environment.load({ cwd, env: {}, path: 'deploy/prod.yml' }).getProperty('app.name')).toBe('prod');
    expect(Environment.load({ cwd, env: { SPRING_CONFIG_LOCATION: 'file:deploy/prod.yml' } }).getProperty('app.name')).toBe('prod');
    expect(Environment.load({ cwd, env: {} }).getProperty('app.missing', 'fallback')).toBe('fallback');
    expect(() => Environment.load({ cwd, env: {} }).getRequiredProperty('app.missing')).toThrow("Required key 'app.missing' not found");
  });

  test('placeholders resolve against environment variables and other properties, with defaults', () => {
    const cwd = directory({ 'application.yml': 'spring.ai.minimax.api-key: ${MINIMAX_API_KEY}\nurl: ${HOST:localhost}:${app.port}\napp.port: 8080\nbad: ${NOPE}\n' });
    const environment = Environment.load({ cwd, env: { MINIMAX_API_KEY: 'secret-value' } });
    expect(environment.getProperty('spring.ai.minimax.api-key')).toBe('secret-value');
    expect(environment.getProperty('url')).toBe('localhost:8080');
    const error = failure(() => environment.getProperty('bad'));
    expect(error.message).toBe("Could not resolve placeholder 'NOPE' in property 'bad' (application.yml:4:6): set it as an environment variable or a property");
  });

  test('profiles pick application-<profile> files and on-profile documents', () => {
    const cwd = directory({
      'application.yml': 'a: base\nb: base\n---\nspring.config.activate.on-profile: prod\nb: prod-doc\n',
      'application-prod.properties': 'a=prod-file\n',
    });
    const plain = Environment.load({ cwd, env: {} });
    expect([plain.getProperty('a'), plain.getProperty('b')]).toEqual(['base', 'base']);
    const prod = Environment.load({ cwd, env: { SPRING_PROFILES_ACTIVE: 'prod' } });
    expect(prod.getActiveProfiles()).toEqual(['prod']);
    expect([prod.getProperty('a'), prod.getProperty('b')]).toEqual(['prod-file', 'prod-doc']);
    const fromFile = directory({ 'application.yml': 'spring.profiles.active: prod\na: base\n', 'application-prod.yml': 'a: prod-file\n' });
    const activated = Environment.load({ cwd: fromFile, env: {} });
    expect([activated.getActiveProfiles(), activated.getProperty('a')]).toEqual([['prod'], 'prod-file']);
  });

  test('bind converts types, lists and maps as Boot does', () => {
    const cwd = directory({
      'application.yml': 'p:\n  flag: on\n  count: 3\n  wait: 2m\n  iso: PT1.5S\n  stop: [a, b]\n  codes: 429, 503\n  mode: ALWAYS\n  ctx:\n    tenant: acme\n',
    });
    const bound = Environment.load({ cwd, env: {} }).bind('p', {
      flag: 'boolean', count: 'integer', wait: 'duration', iso: 'duration', stop: 'string-list', codes: 'integer-list',
      mode: ['embedded', 'always', 'never'], ctx: 'map', absent: 'string',
    });
    expect(bound.values).toEqual({
      flag: true, count: 3, wait: 120_000, iso: 1500, stop: ['a', 'b'], codes: [429, 503], mode: 'always', ctx: new Map([['tenant', 'acme']]),
    });
    expect(bound.name('absent')).toBe('p.absent');
    expect(bound.origin('count')).toBe('application.yml:3:10');
  });

  test('a wrong value names the property and the file, never a secret value', () => {
    const cwd = directory({ 'application.properties': 'p.count=many\np.api-key=sk-123\n' });
    const environment = Environment.load({ cwd, env: {} });
    expect(failure(() => environment.bind('p', { count: 'integer' })).message)
      .toBe("Failed to bind property 'p.count' from application.properties:1: value 'many' is not an integer");
    const secret = failure(() => environment.bind('p', { apiKey: 'integer' }));
    expect(secret.message).toBe("Failed to bind property 'p.api-key' from application.properties:2: value ****** is not an integer");
    expect(secret.property).toBe('p.api-key');
    expect(secret.origin).toBe('application.properties:2');
  });

  test('an unknown property under a bound prefix fails the check, naming file and line', () => {
    const cwd = directory({ 'application.yml': 'spring:\n  ai:\n    retry:\n      max-attempts: 2\n      max-atempts: 3\n' });
    const environment = Environment.load({ cwd, env: {} });
    environment.bind('spring.ai.retry', { maxAttempts: 'integer' });
    const error = failure(() => environment.checkBound());
    expect(error.message).toBe("Unknown property 'spring.ai.retry.max-atempts' in application.yml:5:20: nothing binds it under 'spring.ai.retry' (known there: max-attempts)");
    expect(error.origin).toBe('application.yml:5:20');
  });

  test('malformed YAML fails at load with the file and position, without quoting the line', () => {
    const cwd = directory({ 'application.yml': 'spring:\n  ai:\n    minimax:\n      api-key: [sk-secret\n      base-url: x\n' });
    const error = failure(() => Environment.load({ cwd, env: {} }));
    expect(error.message).toMatch(/^Failed to load property source from application\.yml: malformed YAML \([A-Z_]+\) at line \d+, column \d+$/u);
    expect(error.message).not.toContain('sk-secret');
  });
});

describe('Environment.checkBound for environment variables (spring-ai-ts)', () => {
  test('an environment variable under a bound prefix must name a bound property; map entries belong in files', () => {
    const bindAll = (env: Record<string, string>): Environment => {
      const environment = Environment.load({ path: [], env });
      environment.bind('spring.ai.minimax.chat', { 'options.maxTokens': 'integer', 'options.stop': 'string-list', 'options.toolContext': 'map' });
      return environment;
    };
    expect(() => bindAll({
      SPRING_AI_MINIMAX_CHAT_OPTIONS_MAX_TOKENS: '5', SPRING_AI_MINIMAX_CHAT_OPTIONS_MAXTOKENS: '5', SPRING_AI_MINIMAX_CHAT_OPTIONS_STOP: 'a,b',
      SPRING_AI_OPENAI_API_KEY: 'elsewhere', PATH: '/bin',
    }).checkBound()).not.toThrow();
    expect(failure(() => bindAll({ SPRING_AI_MINIMAX_CHAT_OPTIONS_TOOL_CONTEXT_TENANT: 'acme' }).checkBound()).message).toBe(
      "Environment variable SPRING_AI_MINIMAX_CHAT_OPTIONS_TOOL_CONTEXT_TENANT sets an entry of 'spring.ai.minimax.chat.options.tool-context': "
        + 'set map and indexed list entries in a configuration file (a list may be one comma-separated environment variable)',
    );
    const error = failure(() => bindAll({ SPRING_AI_MINIMAX_CHAT_OPTIONS_TEMPRATURE: '0.3' }).checkBound());
    expect(error.message).toBe("Unknown property in environment variable SPRING_AI_MINIMAX_CHAT_OPTIONS_TEMPRATURE: nothing binds it under 'spring.ai.minimax.chat'");
    expect(error.origin).toBe('environment variable SPRING_AI_MINIMAX_CHAT_OPTIONS_TEMPRATURE');
  });
});

describe('Environment printing (spring-ai-ts)', () => {
  test('toString and util.inspect show the files and profiles, never a value', () => {
    const cwd = directory({ 'application.properties': 'spring.ai.minimax.api-key=sk-in-file\n' });
    const environment = Environment.load({ cwd, env: { SECRET_TOKEN: 'sk-in-env' }, properties: { password: 'sk-given' }, profiles: ['dev'] });
    expect(environment.toString()).toBe('Environment{files=[application.properties], profiles=[dev]}');
    expect(inspect(environment, { depth: 5, showHidden: true })).toBe(environment.toString());
  });
});

describe('Environment.unboundGroups (spring-ai-ts)', () => {
  test('lists the spring.ai groups that nothing binds, with where they are set', () => {
    const cwd = directory({ 'application.yml': 'spring.ai:\n  openai.api-key: x\n  retry.max-attempts: 2\n  mcp.client.name: c\n' });
    const environment = Environment.load({ cwd, env: { SPRING_AI_ANTHROPIC_API_KEY: 'y', SPRING_AI_RETRY_MAX_ATTEMPTS: '3' } });
    environment.bind('spring.ai.retry', { maxAttempts: 'integer' });
    expect(environment.unboundGroups()).toEqual([
      { group: 'spring.ai.openai', origin: 'application.yml:2:19' },
      { group: 'spring.ai.mcp', origin: 'application.yml:4:20' },
      { group: 'spring.ai.anthropic', origin: 'environment variable SPRING_AI_ANTHROPIC_API_KEY' },
    ]);
  });
});
