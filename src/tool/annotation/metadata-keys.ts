/* spring-ai-ts, Apache-2.0. The reflect-metadata keys written by @Tool and @ToolParam. */

/**
 * Metadata key of the {@link ToolOptions} record that `@Tool` stores on a method.
 *
 * @category Tools
 */
export const TOOL_METADATA_KEY = 'spring-ai:tool';

/**
 * Metadata key of the names of the `@Tool` methods a class declares (stored on the prototype,
 * or on the constructor for static methods).
 *
 * @category Tools
 */
export const TOOL_METHODS_METADATA_KEY = 'spring-ai:tool-methods';

// Defined beside Method, which reads it (reflect sits below tool and must not import it).
export { TOOL_PARAMS_METADATA_KEY } from '../../java/reflect/metadata-keys.js';

/**
 * Metadata key of the `@ToolParam` record on a class property (Java's `@ToolParam` on a field).
 *
 * @category Tools
 */
export const TOOL_PROPERTY_METADATA_KEY = 'spring-ai:tool-property';

/**
 * Metadata key of the names of the properties of a class that carry `@ToolParam`.
 *
 * @category Tools
 */
export const TOOL_PROPERTIES_METADATA_KEY = 'spring-ai:tool-properties';
