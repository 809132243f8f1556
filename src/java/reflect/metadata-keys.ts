/* spring-ai-ts, Apache-2.0. The reflect-metadata key that Method reads parameter annotations from. */

/**
 * Metadata key of the `@ToolParam` records of a method, an array indexed by parameter position.
 *
 * @remarks
 * Defined here because `Method` reads it (`getToolParams`, `getParameterNames`); `@ToolParam`
 * writes it. Also exported next to the other tool metadata keys.
 *
 * @category Tools
 */
export const TOOL_PARAMS_METADATA_KEY = 'spring-ai:tool-params';
