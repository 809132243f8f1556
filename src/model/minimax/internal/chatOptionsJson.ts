/* spring-ai-ts, Apache-2.0. Internal: MiniMaxChatOptions' Jackson annotations, for ModelOptionsUtils. */
import type { JsonPropertiesSpec } from '../../../java/core/lang/jsonProperties.js';

export { JSON_PROPERTIES } from '../../../java/core/lang/jsonProperties.js';
import { FunctionTool } from '../api/FunctionTool.js';
import { FunctionToolFunction } from '../api/FunctionToolFunction.js';
import { ResponseFormat } from '../api/ResponseFormat.js';

/** Spring's `@JsonProperty` fields of `MiniMaxChatOptions` in declaration order, and its `@JsonInclude(NON_NULL)`. */
export const MINIMAX_CHAT_OPTIONS_JSON: JsonPropertiesSpec = {
  nonNull: true,
  properties: [
    { json: 'model', property: 'model' },
    { json: 'frequency_penalty', property: 'frequencyPenalty' },
    { json: 'max_tokens', property: 'maxTokens' },
    { json: 'n', property: 'n' },
    { json: 'presence_penalty', property: 'presencePenalty' },
    { json: 'response_format', property: 'responseFormat', read: (value) => new ResponseFormat((value as { type?: string }).type) },
    { json: 'seed', property: 'seed' },
    { json: 'stop', property: 'stop' },
    { json: 'temperature', property: 'temperature' },
    { json: 'top_p', property: 'topP' },
    { json: 'mask_sensitive_info', property: 'maskSensitiveInfo' },
    {
      json: 'tools',
      property: 'tools',
      read: (value) =>
        (value as Array<{ function?: { description?: string; name?: string; parameters?: Record<string, unknown> } }>).map(
          (tool) => new FunctionTool(new FunctionToolFunction(tool.function?.description, tool.function?.name, tool.function?.parameters)),
        ),
    },
    { json: 'tool_choice', property: 'toolChoice' },
  ],
};
