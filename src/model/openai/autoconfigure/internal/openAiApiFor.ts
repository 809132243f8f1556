/* Ported from Spring AI OpenAIAutoConfigurationUtil (v1.1.8), with its checks naming the files read. spring-ai-ts, Apache-2.0. */
import { ConfigurationPropertiesException } from '../../../../di/config/ConfigurationPropertiesException.js';
import type { Environment } from '../../../../di/config/Environment.js';
import { StringUtils } from '../../../../java/core/StringUtils.js';
import { OpenAiApi } from '../../api/OpenAiApi.js';
import type { OpenAiConnectionProperties } from '../OpenAiConnectionProperties.js';
import type { OpenAiParentProperties } from '../OpenAiParentProperties.js';

/** The paths an auto-configured client calls. */
export interface OpenAiPaths {
  readonly completionsPath: string;
  readonly embeddingsPath: string;
}

function pick(model: string | undefined, common: string | undefined): string | undefined {
  return StringUtils.hasText(model) ? model : common;
}

/**
 * Spring's `resolveConnectionProperties(common, model, modelType)` and the `OpenAiApi` built from
 * it: each of key, base URL, project and organization from the model's group when set, else the
 * connection's; the project and organization become the `OpenAI-Project` and
 * `OpenAI-Organization` headers. A missing key or URL fails naming the properties, the files read
 * and the environment variable (never the value of a key).
 */
export function openAiApiFor(
  model: OpenAiParentProperties,
  common: OpenAiConnectionProperties,
  modelType: 'chat' | 'embedding',
  paths: OpenAiPaths,
  environment: Environment,
): OpenAiApi {
  const files = environment.getConfigurationFiles();
  const where = files.length > 0 ? `in ${files.join(', ')}` : 'in application.properties or application.yml (none was found)';
  const baseUrl = pick(model.getBaseUrl(), common.getBaseUrl());
  if (!StringUtils.hasText(baseUrl)) {
    throw new ConfigurationPropertiesException(
      `OpenAI base URL must be set: set spring.ai.openai.base-url or spring.ai.openai.${modelType}.base-url ${where}, or the environment variable SPRING_AI_OPENAI_BASE_URL`,
      'spring.ai.openai.base-url',
      files.join(', '),
    );
  }
  const apiKey = pick(model.getApiKey(), common.getApiKey());
  if (!StringUtils.hasText(apiKey)) {
    throw new ConfigurationPropertiesException(
      `OpenAI API key must be set: set spring.ai.openai.api-key or spring.ai.openai.${modelType}.api-key ${where}, or the environment variable SPRING_AI_OPENAI_API_KEY`,
      'spring.ai.openai.api-key',
      files.join(', '),
    );
  }
  const headers: Record<string, string> = {};
  const projectId = pick(model.getProjectId(), common.getProjectId());
  if (StringUtils.hasText(projectId)) headers['OpenAI-Project'] = projectId;
  const organizationId = pick(model.getOrganizationId(), common.getOrganizationId());
  if (StringUtils.hasText(organizationId)) headers['OpenAI-Organization'] = organizationId;
  return OpenAiApi.builder()
    .baseUrl(baseUrl)
    .apiKey(apiKey)
    .headers(headers)
    .completionsPath(paths.completionsPath)
    .embeddingsPath(paths.embeddingsPath)
    .build();
}
