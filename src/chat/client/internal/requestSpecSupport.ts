/* spring-ai-ts, Apache-2.0. Internal helpers of DefaultChatClientRequestSpec. */
import { Assert } from '../../../java/core/Assert.js';
import type { Resource } from '../../../java/core/io/Resource.js';
import type { Media } from '../../../content/Media.js';
import type { ObservationRegistry } from '../../../java/micrometer/observation/ObservationRegistry.js';
import type { TemplateRenderer } from '../../../template/TemplateRenderer.js';
import type { ToolCallback } from '../../../tool/ToolCallback.js';
import type { ToolCallbackProvider } from '../../../tool/ToolCallbackProvider.js';
import type { Message } from '../../messages/Message.js';
import type { ChatModel } from '../../model/ChatModel.js';
import type { ChatOptions } from '../../prompt/ChatOptions.js';
import type { Advisor } from '../advisor/api/Advisor.js';
import type { AdvisorObservationConvention } from '../advisor/observation/AdvisorObservationConvention.js';
import type { ChatClientObservationConvention } from '../observation/ChatClientObservationConvention.js';

/** The positional arguments of the request spec constructor, in Java order. */
export type ConstructorArguments = [
  ChatModel,
  string | undefined,
  Map<string, unknown> | Record<string, unknown>,
  Map<string, unknown> | Record<string, unknown>,
  string | undefined,
  Map<string, unknown> | Record<string, unknown>,
  Map<string, unknown> | Record<string, unknown>,
  ToolCallback[],
  ToolCallbackProvider[],
  Message[],
  string[],
  Media[],
  ChatOptions | undefined,
  Advisor[],
  Map<string, unknown> | Record<string, unknown>,
  ObservationRegistry,
  ChatClientObservationConvention | undefined,
  Map<string, unknown> | Record<string, unknown>,
  TemplateRenderer | undefined,
  AdvisorObservationConvention | undefined,
];

/** Reads a Resource overload argument with Spring's null checks. */
export function readResource(text: unknown, charset: unknown, charsetGiven: boolean): string {
  Assert.notNull(text, 'text cannot be null');
  if (charsetGiven) Assert.notNull(charset, 'charset cannot be null');
  return (text as Resource).getContentAsString((charset as string | undefined) ?? 'utf-8');
}

/** A provider (not a callback): tells `toolCallbacks(...)` overloads apart. */
export function isToolCallbackProvider(value: unknown): value is ToolCallbackProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ToolCallbackProvider).getToolCallbacks === 'function' &&
    typeof (value as ToolCallback).getToolDefinition !== 'function'
  );
}

