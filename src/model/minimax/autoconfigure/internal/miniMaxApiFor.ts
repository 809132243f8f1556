/* spring-ai-ts, Apache-2.0. The MiniMax client of an auto-configured model, with Spring's checks made at start-up. */
import { ConfigurationPropertiesException } from '../../../../di/config/ConfigurationPropertiesException.js';
import type { Environment } from '../../../../di/config/Environment.js';
import { StringUtils } from '../../../../java/core/StringUtils.js';
import { MiniMaxApi } from '../../api/MiniMaxApi.js';
import type { MiniMaxConnectionProperties } from '../MiniMaxConnectionProperties.js';
import type { MiniMaxParentProperties } from '../MiniMaxParentProperties.js';

/**
 * Spring's `miniMaxApi(baseUrl, commonBaseUrl, apiKey, commonApiKey, …)`: the model group's key and
 * URL when set, else the connection's; a missing one fails naming the properties, the files read
 * and the environment variable (never the value of a key).
 */
export function miniMaxApiFor(
  model: MiniMaxParentProperties,
  common: MiniMaxConnectionProperties,
  modelPrefix: string,
  environment: Environment,
): MiniMaxApi {
  const files = environment.getConfigurationFiles();
  const where = files.length > 0 ? `in ${files.join(', ')}` : 'in application.properties or application.yml (none was found)';
  const baseUrl = StringUtils.hasText(model.getBaseUrl()) ? model.getBaseUrl()! : common.getBaseUrl();
  if (!StringUtils.hasText(baseUrl)) {
    throw new ConfigurationPropertiesException(
      `MiniMax base URL must be set: set spring.ai.minimax.base-url or ${modelPrefix}.base-url ${where}, or the environment variable SPRING_AI_MINIMAX_BASE_URL`,
      'spring.ai.minimax.base-url',
      files.join(', '),
    );
  }
  const apiKey = StringUtils.hasText(model.getApiKey()) ? model.getApiKey()! : common.getApiKey();
  if (!StringUtils.hasText(apiKey)) {
    throw new ConfigurationPropertiesException(
      `MiniMax API key must be set: set spring.ai.minimax.api-key or ${modelPrefix}.api-key ${where}, or the environment variable SPRING_AI_MINIMAX_API_KEY`,
      'spring.ai.minimax.api-key',
      files.join(', '),
    );
  }
  return new MiniMaxApi(baseUrl, apiKey);
}
