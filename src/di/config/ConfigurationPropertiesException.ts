/* spring-ai-ts, Apache-2.0. The start-up failure of a bad configuration (Spring Boot's binding and config-data failures' counterpart). */
import { IllegalStateException } from '../../java/core/IllegalStateException.js';

/**
 * Thrown at start-up (`Environment.load`, `registerSpringAiDefaults`) when the configuration is
 * wrong: a configuration file that cannot be read or parsed, a property that the auto-configuration
 * does not know, a value of the wrong type, a placeholder that cannot be resolved, or a required
 * property (an API key) that is missing.
 *
 * The message names the property and where it came from (the file and line, or the environment
 * variable); it never shows the value of a key, password, secret or token.
 *
 * @remarks
 * Spring Boot reports these through several exceptions (`BindException`,
 * `InvalidConfigurationPropertyValueException`, `ConfigDataLoadException`,
 * `PlaceholderResolutionException`, and the auto-configuration's own `IllegalArgumentException`
 * for a missing API key); here they are one type, an `IllegalStateException`, with the property
 * and the origin as fields.
 *
 * @see https://docs.spring.io/spring-boot/api/java/org/springframework/boot/context/properties/source/InvalidConfigurationPropertyValueException.html
 * @category Configuration
 */
export class ConfigurationPropertiesException extends IllegalStateException {
  /**
   * @param message - what is wrong, naming the property and its origin
   * @param property - the property's name, in its documented kebab-case form, when one is at fault
   * @param origin - where the value came from (`config/application.yml:4:3`, `environment variable SPRING_AI_MINIMAX_API_KEY`)
   */
  constructor(
    message: string,
    readonly property?: string,
    readonly origin?: string,
  ) {
    super(message);
  }
}
