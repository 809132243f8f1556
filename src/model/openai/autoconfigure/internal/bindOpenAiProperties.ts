/* spring-ai-ts, Apache-2.0. Binds spring.ai.openai.* into the OpenAI property classes (Spring Boot's binding of OpenAI's @ConfigurationProperties). */
import { ConfigurationPropertiesException } from '../../../../di/config/ConfigurationPropertiesException.js';
import type { Environment } from '../../../../di/config/Environment.js';
import { MetadataMode } from '../../../../document/MetadataMode.js';
import { FunctionTool } from '../../api/FunctionTool.js';
import { FunctionToolFunction } from '../../api/FunctionToolFunction.js';
import { FunctionToolType } from '../../api/FunctionToolType.js';
import { ResponseFormat } from '../../api/ResponseFormat.js';
import { ResponseFormatType } from '../../api/ResponseFormatType.js';
import { OpenAiChatProperties } from '../OpenAiChatProperties.js';
import { OpenAiConnectionProperties } from '../OpenAiConnectionProperties.js';
import { OpenAiEmbeddingProperties } from '../OpenAiEmbeddingProperties.js';
import type { OpenAiParentProperties } from '../OpenAiParentProperties.js';

/** The connection properties every OpenAI group has. */
const CONNECTION = { apiKey: 'string', baseUrl: 'string', projectId: 'string', organizationId: 'string' } as const;

/** The JavaBean properties of Spring's `OpenAiChatOptions` that configuration can set. */
const CHAT_OPTIONS = {
  'options.model': 'string',
  'options.frequencyPenalty': 'number',
  'options.logitBias': 'map',
  'options.logprobs': 'boolean',
  'options.topLogprobs': 'integer',
  'options.maxTokens': 'integer',
  'options.maxCompletionTokens': 'integer',
  'options.n': 'integer',
  'options.outputModalities': 'string-list',
  'options.presencePenalty': 'number',
  'options.responseFormat.type': ['TEXT', 'JSON_OBJECT', 'JSON_SCHEMA'],
  'options.responseFormat.schema': 'string',
  'options.streamUsage': 'boolean',
  'options.seed': 'integer',
  'options.stop': 'string-list',
  'options.stopSequences': 'string-list',
  'options.temperature': 'number',
  'options.topP': 'number',
  'options.tools': 'map-list',
  'options.toolChoice': 'string',
  'options.user': 'string',
  'options.parallelToolCalls': 'boolean',
  'options.store': 'boolean',
  'options.metadata': 'map',
  'options.reasoningEffort': 'string',
  'options.verbosity': 'string',
  'options.serviceTier': 'string',
  'options.promptCacheKey': 'string',
  'options.safetyIdentifier': 'string',
  'options.toolNames': 'string-list',
  'options.internalToolExecutionEnabled': 'boolean',
  'options.httpHeaders': 'map',
  'options.toolContext': 'map',
} as const;

function connection<T extends OpenAiParentProperties>(
  target: T,
  values: { apiKey?: string; baseUrl?: string; projectId?: string; organizationId?: string },
): T {
  if (values.apiKey !== undefined) target.setApiKey(values.apiKey);
  if (values.baseUrl !== undefined) target.setBaseUrl(values.baseUrl);
  if (values.projectId !== undefined) target.setProjectId(values.projectId);
  if (values.organizationId !== undefined) target.setOrganizationId(values.organizationId);
  return target;
}

/** `spring.ai.openai.api-key`, `base-url`, `project-id`, `organization-id`. */
export function bindConnectionProperties(environment: Environment): OpenAiConnectionProperties {
  const bound = environment.bind(OpenAiConnectionProperties.CONFIG_PREFIX, CONNECTION);
  return connection(new OpenAiConnectionProperties(), bound.values);
}

const TOOL_KEYS = ['type', 'function.name', 'function.description', 'function.jsonschema', 'function.parameters', 'function.strict'];

function functionTool(item: ReadonlyMap<string, string>, index: number, name: string, origin: string | undefined): FunctionTool {
  const fail = (why: string): never => {
    throw new ConfigurationPropertiesException(`Failed to bind property '${name}[${index}]' from ${origin ?? 'the given properties'}: ${why}`, name, origin);
  };
  const normalized = new Map<string, string>();
  for (const [key, value] of item) {
    const canonical = key.replace(/[-_]/gu, '').toLowerCase();
    if (!TOOL_KEYS.includes(canonical)) fail(`unknown key '${key}' (known: type, function.name, function.description, function.json-schema, function.strict)`);
    normalized.set(canonical, value);
  }
  const type = normalized.get('type');
  if (type !== undefined && type.toLowerCase() !== 'function') fail(`type '${type}' is not FUNCTION`);
  const schema = normalized.get('function.jsonschema') ?? normalized.get('function.parameters');
  let parameters: Record<string, unknown> | undefined;
  if (schema !== undefined) {
    try {
      parameters = JSON.parse(schema) as Record<string, unknown>;
    } catch {
      fail('function.json-schema is not valid JSON');
    }
  }
  const strictText = normalized.get('function.strict');
  if (strictText !== undefined && !/^(true|false)$/iu.test(strictText)) fail(`function.strict '${strictText}' is not a boolean`);
  const strict = strictText === undefined ? undefined : strictText.toLowerCase() === 'true';
  return new FunctionTool(
    FunctionToolType.FUNCTION,
    new FunctionToolFunction(normalized.get('function.description'), normalized.get('function.name'), parameters, strict),
  );
}

function numberMap(map: ReadonlyMap<string, string>, name: string, origin: string | undefined): Map<string, number> {
  const result = new Map<string, number>();
  for (const [key, text] of map) {
    const value = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(value)) {
      throw new ConfigurationPropertiesException(
        `Failed to bind property '${name}.${key}' from ${origin ?? 'the given properties'}: value '${text}' is not an integer`,
        `${name}.${key}`,
        origin,
      );
    }
    result.set(key, value);
  }
  return result;
}

/** `spring.ai.openai.chat.*`: its own connection, the completions path and the default options over Spring's defaults. */
export function bindChatProperties(environment: Environment): OpenAiChatProperties {
  const bound = environment.bind(OpenAiChatProperties.CONFIG_PREFIX, { ...CONNECTION, completionsPath: 'string', ...CHAT_OPTIONS });
  const properties = connection(new OpenAiChatProperties(), bound.values);
  const v = bound.values;
  if (v.completionsPath !== undefined) properties.setCompletionsPath(v.completionsPath);
  const options = properties.getOptions();
  if (v['options.model'] !== undefined) options.setModel(v['options.model']);
  if (v['options.frequencyPenalty'] !== undefined) options.setFrequencyPenalty(v['options.frequencyPenalty']);
  if (v['options.logitBias'] !== undefined) {
    options.setLogitBias(numberMap(v['options.logitBias'], bound.name('options.logitBias'), bound.origin('options.logitBias')));
  }
  if (v['options.logprobs'] !== undefined) options.setLogprobs(v['options.logprobs']);
  if (v['options.topLogprobs'] !== undefined) options.setTopLogprobs(v['options.topLogprobs']);
  if (v['options.maxTokens'] !== undefined) options.setMaxTokens(v['options.maxTokens']);
  if (v['options.maxCompletionTokens'] !== undefined) options.setMaxCompletionTokens(v['options.maxCompletionTokens']);
  if (v['options.n'] !== undefined) options.setN(v['options.n']);
  if (v['options.outputModalities'] !== undefined) options.setOutputModalities(v['options.outputModalities']);
  if (v['options.presencePenalty'] !== undefined) options.setPresencePenalty(v['options.presencePenalty']);
  const formatType = v['options.responseFormat.type'];
  const formatSchema = v['options.responseFormat.schema'];
  if (formatType !== undefined || formatSchema !== undefined) {
    const format = new ResponseFormat();
    if (formatType !== undefined) format.setType(ResponseFormatType.valueOf(formatType));
    if (formatSchema !== undefined) {
      try {
        format.setSchema(formatSchema);
      } catch {
        const name = bound.name('options.responseFormat.schema');
        const origin = bound.origin('options.responseFormat.schema');
        throw new ConfigurationPropertiesException(`Failed to bind property '${name}' from ${origin ?? 'the given properties'}: not a valid JSON schema`, name, origin);
      }
    }
    options.setResponseFormat(format);
  }
  if (v['options.streamUsage'] !== undefined) options.setStreamUsage(v['options.streamUsage']);
  if (v['options.seed'] !== undefined) options.setSeed(v['options.seed']);
  if (v['options.stop'] !== undefined) options.setStop(v['options.stop']);
  if (v['options.stopSequences'] !== undefined) options.setStopSequences(v['options.stopSequences']);
  if (v['options.temperature'] !== undefined) options.setTemperature(v['options.temperature']);
  if (v['options.topP'] !== undefined) options.setTopP(v['options.topP']);
  if (v['options.tools'] !== undefined) {
    const name = bound.name('options.tools');
    const origin = bound.origin('options.tools');
    options.setTools(v['options.tools'].map((item, index) => functionTool(item, index, name, origin)));
  }
  if (v['options.toolChoice'] !== undefined) options.setToolChoice(v['options.toolChoice']);
  if (v['options.user'] !== undefined) options.setUser(v['options.user']);
  if (v['options.parallelToolCalls'] !== undefined) options.setParallelToolCalls(v['options.parallelToolCalls']);
  if (v['options.store'] !== undefined) options.setStore(v['options.store']);
  if (v['options.metadata'] !== undefined) options.setMetadata(v['options.metadata']);
  if (v['options.reasoningEffort'] !== undefined) options.setReasoningEffort(v['options.reasoningEffort']);
  if (v['options.verbosity'] !== undefined) options.setVerbosity(v['options.verbosity']);
  if (v['options.serviceTier'] !== undefined) options.setServiceTier(v['options.serviceTier']);
  if (v['options.promptCacheKey'] !== undefined) options.setPromptCacheKey(v['options.promptCacheKey']);
  if (v['options.safetyIdentifier'] !== undefined) options.setSafetyIdentifier(v['options.safetyIdentifier']);
  if (v['options.toolNames'] !== undefined) options.setToolNames(new Set(v['options.toolNames']));
  if (v['options.internalToolExecutionEnabled'] !== undefined) options.setInternalToolExecutionEnabled(v['options.internalToolExecutionEnabled']);
  if (v['options.httpHeaders'] !== undefined) options.setHttpHeaders(v['options.httpHeaders']);
  if (v['options.toolContext'] !== undefined) options.setToolContext(v['options.toolContext']);
  return properties;
}

/** `spring.ai.openai.embedding.*`: its own connection, the embeddings path, the metadata mode and the default options. */
export function bindEmbeddingProperties(environment: Environment): OpenAiEmbeddingProperties {
  const bound = environment.bind(OpenAiEmbeddingProperties.CONFIG_PREFIX, {
    ...CONNECTION,
    embeddingsPath: 'string',
    metadataMode: ['ALL', 'EMBED', 'INFERENCE', 'NONE'],
    'options.model': 'string',
    'options.encodingFormat': 'string',
    'options.dimensions': 'integer',
    'options.user': 'string',
  });
  const properties = connection(new OpenAiEmbeddingProperties(), bound.values);
  const v = bound.values;
  if (v.embeddingsPath !== undefined) properties.setEmbeddingsPath(v.embeddingsPath);
  if (v.metadataMode !== undefined) properties.setMetadataMode(MetadataMode.valueOf(v.metadataMode));
  const options = properties.getOptions();
  if (v['options.model'] !== undefined) options.setModel(v['options.model']);
  if (v['options.encodingFormat'] !== undefined) options.setEncodingFormat(v['options.encodingFormat']);
  if (v['options.dimensions'] !== undefined) options.setDimensions(v['options.dimensions']);
  if (v['options.user'] !== undefined) options.setUser(v['options.user']);
  return properties;
}
