/* spring-ai-ts, Apache-2.0. Binds spring.ai.minimax.* into the MiniMax property classes (Spring Boot's binding of MiniMax's @ConfigurationProperties). */
import { MetadataMode } from '../../../../document/MetadataMode.js';
import { ConfigurationPropertiesException } from '../../../../di/config/ConfigurationPropertiesException.js';
import type { Environment } from '../../../../di/config/Environment.js';
import { FunctionTool } from '../../api/FunctionTool.js';
import { FunctionToolFunction } from '../../api/FunctionToolFunction.js';
import { FunctionToolType } from '../../api/FunctionToolType.js';
import { ResponseFormat } from '../../api/ResponseFormat.js';
import { MiniMaxChatProperties } from '../MiniMaxChatProperties.js';
import { MiniMaxConnectionProperties } from '../MiniMaxConnectionProperties.js';
import { MiniMaxEmbeddingProperties } from '../MiniMaxEmbeddingProperties.js';
import type { MiniMaxParentProperties } from '../MiniMaxParentProperties.js';

/** The JavaBean properties of Spring's `MiniMaxChatOptions` that configuration can set. */
const CHAT_OPTIONS = {
  'options.model': 'string',
  'options.frequencyPenalty': 'number',
  'options.maxTokens': 'integer',
  'options.n': 'integer',
  'options.presencePenalty': 'number',
  'options.responseFormat.type': 'string',
  'options.seed': 'integer',
  'options.stop': 'string-list',
  'options.stopSequences': 'string-list',
  'options.temperature': 'number',
  'options.topP': 'number',
  'options.maskSensitiveInfo': 'boolean',
  'options.tools': 'map-list',
  'options.toolChoice': 'string',
  'options.toolNames': 'string-list',
  'options.internalToolExecutionEnabled': 'boolean',
  'options.toolContext': 'map',
} as const;

function connection<T extends MiniMaxParentProperties>(target: T, values: { apiKey?: string; baseUrl?: string }): T {
  if (values.apiKey !== undefined) target.setApiKey(values.apiKey);
  if (values.baseUrl !== undefined) target.setBaseUrl(values.baseUrl);
  return target;
}

/** `spring.ai.minimax.api-key`, `spring.ai.minimax.base-url`. */
export function bindConnectionProperties(environment: Environment): MiniMaxConnectionProperties {
  const bound = environment.bind(MiniMaxConnectionProperties.CONFIG_PREFIX, { apiKey: 'string', baseUrl: 'string' });
  return connection(new MiniMaxConnectionProperties(), bound.values);
}

function functionTool(item: ReadonlyMap<string, string>, name: string, origin: string | undefined): FunctionTool {
  const get = (key: string): string | undefined =>
    [...item].find(([k]) => k.replace(/[-_]/gu, '').toLowerCase() === key)?.[1];
  const schema = get('function.jsonschema') ?? get('function.parameters');
  let parameters: Record<string, unknown> | undefined;
  try {
    parameters = schema === undefined ? undefined : (JSON.parse(schema) as Record<string, unknown>);
  } catch {
    throw new ConfigurationPropertiesException(`Failed to bind property '${name}' from ${origin}: function.json-schema is not valid JSON`, name, origin);
  }
  const type = get('type');
  return new FunctionTool(
    type === undefined ? FunctionToolType.FUNCTION : FunctionToolType.valueOf(type.toUpperCase()),
    new FunctionToolFunction(get('function.description'), get('function.name'), parameters),
  );
}

/** `spring.ai.minimax.chat.*`: its own connection and the default options over Spring's defaults. */
export function bindChatProperties(environment: Environment): MiniMaxChatProperties {
  const bound = environment.bind(MiniMaxChatProperties.CONFIG_PREFIX, { apiKey: 'string', baseUrl: 'string', ...CHAT_OPTIONS });
  const properties = connection(new MiniMaxChatProperties(), bound.values);
  const v = bound.values;
  const options = properties.getOptions();
  if (v['options.model'] !== undefined) options.setModel(v['options.model']);
  if (v['options.frequencyPenalty'] !== undefined) options.setFrequencyPenalty(v['options.frequencyPenalty']);
  if (v['options.maxTokens'] !== undefined) options.setMaxTokens(v['options.maxTokens']);
  if (v['options.n'] !== undefined) options.setN(v['options.n']);
  if (v['options.presencePenalty'] !== undefined) options.setPresencePenalty(v['options.presencePenalty']);
  if (v['options.responseFormat.type'] !== undefined) options.setResponseFormat(new ResponseFormat(v['options.responseFormat.type']));
  if (v['options.seed'] !== undefined) options.setSeed(v['options.seed']);
  if (v['options.stop'] !== undefined) options.setStop(v['options.stop']);
  if (v['options.stopSequences'] !== undefined) options.setStopSequences(v['options.stopSequences']);
  if (v['options.temperature'] !== undefined) options.setTemperature(v['options.temperature']);
  if (v['options.topP'] !== undefined) options.setTopP(v['options.topP']);
  if (v['options.maskSensitiveInfo'] !== undefined) options.setMaskSensitiveInfo(v['options.maskSensitiveInfo']);
  if (v['options.tools'] !== undefined) {
    options.setTools(v['options.tools'].map((item) => functionTool(item, bound.name('options.tools'), bound.origin('options.tools'))));
  }
  if (v['options.toolChoice'] !== undefined) options.setToolChoice(v['options.toolChoice']);
  if (v['options.toolNames'] !== undefined) options.setToolNames(new Set(v['options.toolNames']));
  if (v['options.internalToolExecutionEnabled'] !== undefined) options.setInternalToolExecutionEnabled(v['options.internalToolExecutionEnabled']);
  if (v['options.toolContext'] !== undefined) options.setToolContext(v['options.toolContext']);
  return properties;
}

/** `spring.ai.minimax.embedding.*`: its own connection, the metadata mode and the default options. */
export function bindEmbeddingProperties(environment: Environment): MiniMaxEmbeddingProperties {
  const bound = environment.bind(MiniMaxEmbeddingProperties.CONFIG_PREFIX, {
    apiKey: 'string',
    baseUrl: 'string',
    metadataMode: ['ALL', 'EMBED', 'INFERENCE', 'NONE'],
    'options.model': 'string',
    'options.type': ['db', 'query'],
  });
  const properties = connection(new MiniMaxEmbeddingProperties(), bound.values);
  const v = bound.values;
  if (v.metadataMode !== undefined) properties.setMetadataMode(MetadataMode.valueOf(v.metadataMode));
  if (v['options.model'] !== undefined) properties.getOptions().setModel(v['options.model']);
  if (v['options.type'] !== undefined) properties.getOptions().setType(v['options.type'] as 'db' | 'query');
  return properties;
}
