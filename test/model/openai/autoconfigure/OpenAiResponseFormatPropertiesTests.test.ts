// Ported from Spring AI OpenAiResponseFormatPropertiesTests (v1.1.8), the response-format tests
// (its chat and embedding tests repeat OpenAiPropertiesTests'; its transcription, image and
// audio ones are for models spring-ai-ts/openai does not have).
import 'reflect-metadata';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { ConfigurationPropertiesException } from '../../../../src/di/config/ConfigurationPropertiesException.js';
import { Environment } from '../../../../src/di/config/Environment.js';
import { registerSpringAiDefaults } from '../../../../src/di/registerSpringAiDefaults.js';
import type { SpringAiAutoConfiguration } from '../../../../src/di/SpringAiAutoConfiguration.js';
import {
  OpenAiChatAutoConfiguration,
  OpenAiChatProperties,
  OpenAiConnectionProperties,
  ResponseFormat,
  ResponseFormatType,
} from '../../../../src/model/openai/index.js';

/** `new ApplicationContextRunner().withPropertyValues(…).withConfiguration(…)`. */
function contextRunner(properties: string[], autoConfiguration: SpringAiAutoConfiguration): DependencyContainer {
  const values = Object.fromEntries(properties.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
  return registerSpringAiDefaults(rootContainer.createChildContainer(), {
    environment: Environment.load({ path: [], env: {}, properties: values }),
    autoConfigurations: [autoConfiguration],
  });
}

describe('OpenAiResponseFormatPropertiesTests', () => {
  test('responseFormatJsonSchema', () => {
    const responseFormatJsonSchema = `
{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "type" : "object",
  "properties" : { "someString" : { "type" : "string" } },
  "additionalProperties" : false
}
`;
    const properties = [
      'spring.ai.openai.api-key=API_KEY',
      'spring.ai.openai.chat.options.response-format.type=JSON_SCHEMA',
      `spring.ai.openai.chat.options.response-format.schema=${responseFormatJsonSchema}`,
    ];
    // Spring's list also sets response-format.name and response-format.strict, which Spring's
    // ResponseFormat has no setters for: Spring Boot ignores them, here they fail the start.
    expect(() => contextRunner([...properties, 'spring.ai.openai.chat.options.response-format.name=MyName'], OpenAiChatAutoConfiguration))
      .toThrow(ConfigurationPropertiesException);
    expect(() => contextRunner([...properties, 'spring.ai.openai.chat.options.response-format.strict=true'], OpenAiChatAutoConfiguration))
      .toThrow(/^Unknown property 'spring\.ai\.openai\.chat\.options\.response-format\.strict'/u);
    const context = contextRunner(properties, OpenAiChatAutoConfiguration);
    const chatProperties = context.resolve<OpenAiChatProperties>(OpenAiChatProperties.TOKEN);
    const connectionProperties = context.resolve<OpenAiConnectionProperties>(OpenAiConnectionProperties.TOKEN);
    expect(connectionProperties.getApiKey()).toBe('API_KEY');
    expect(chatProperties.getOptions().getResponseFormat()?.equals(new ResponseFormat(ResponseFormatType.JSON_SCHEMA, responseFormatJsonSchema))).toBe(true);
  });

  test('responseFormatJsonObject', () => {
    const context = contextRunner(['spring.ai.openai.api-key=API_KEY', 'spring.ai.openai.chat.options.response-format.type=JSON_OBJECT'],
      OpenAiChatAutoConfiguration);
    const chatProperties = context.resolve<OpenAiChatProperties>(OpenAiChatProperties.TOKEN);
    expect(chatProperties.getOptions().getResponseFormat()?.equals(ResponseFormat.builder().type(ResponseFormatType.JSON_OBJECT).build())).toBe(true);
  });

  test('emptyResponseFormat', () => {
    const context = contextRunner(['spring.ai.openai.api-key=API_KEY'], OpenAiChatAutoConfiguration);
    expect(context.resolve<OpenAiChatProperties>(OpenAiChatProperties.TOKEN).getOptions().getResponseFormat()).toBeUndefined();
  });
});
