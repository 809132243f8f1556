/* Ported from Spring AI AugmentedToolCallback (v1.1.8). spring-ai-ts, Apache-2.0. */
import { plainToInstance } from 'class-transformer';
import { Assert } from '../../java/core/Assert.js';
import type { ToolContext } from '../../chat/model/ToolContext.js';
import { classProperties } from '../../util/json/schema/types/ClassProperties.js';
import { isBeanClass } from '../../util/json/schema/types/TypeKinds.js';
import { JsonParser } from '../../util/json/JsonParser.js';
import { ToolDefinition } from '../definition/ToolDefinition.js';
import type { ToolMetadata } from '../metadata/ToolMetadata.js';
import { ToolCallback } from '../ToolCallback.js';
import type { AugmentedArgumentConsumer } from './AugmentedArgumentConsumer.js';
import { AugmentedArgumentEvent } from './AugmentedArgumentEvent.js';
import type { AugmentedArgumentType } from './AugmentedArgumentType.js';
import { ToolInputSchemaAugmenter } from './ToolInputSchemaAugmenter.js';

/**
 * A {@link ToolCallback} that adds extra arguments (the properties of an argument class) to a
 * delegate's input schema, hands them to a consumer on each call, and optionally removes them
 * before calling the delegate.
 *
 * @remarks
 * Java requires a record class; here any class whose properties carry class-validator decorators
 * or `@ToolParam` will do. The extra arguments are read without validation, as Jackson reads them
 * in Java (unknown properties ignored).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/augment/AugmentedToolCallback.html
 * @category Tools
 */
export class AugmentedToolCallback<T extends object> implements ToolCallback {
  private readonly delegate: ToolCallback;
  private readonly augmentedToolDefinition: ToolDefinition;
  private readonly augmentedArgumentsClass: new () => T;
  private readonly augmentedArgumentsConsumer: AugmentedArgumentConsumer<T> | undefined;
  private readonly augmentedArgumentTypes: AugmentedArgumentType[];
  private readonly removeAugmentedArgumentsAfterProcessing: boolean;

  /**
   * @throws IllegalArgumentException `"Delegate ToolCallback must not be null"`, `"Argument types
   * must not be null"`, `"Argument types must be a Record type"`, `"Argument types must have at
   * least one field"`
   */
  constructor(
    delegate: ToolCallback,
    augmentedArgumentsClass: new () => T,
    augmentedArgumentsConsumer: AugmentedArgumentConsumer<T> | undefined,
    removeExtraArgumentsAfterProcessing: boolean,
  ) {
    Assert.notNull(delegate, 'Delegate ToolCallback must not be null');
    Assert.notNull(augmentedArgumentsClass, 'Argument types must not be null');
    Assert.isTrue(isBeanClass(augmentedArgumentsClass), 'Argument types must be a Record type');
    Assert.isTrue(classProperties(augmentedArgumentsClass).length > 0, 'Argument types must have at least one field');
    this.delegate = delegate;
    this.augmentedArgumentTypes = ToolInputSchemaAugmenter.toAugmentedArgumentTypes(augmentedArgumentsClass);
    const original = delegate.getToolDefinition();
    this.augmentedToolDefinition = ToolDefinition.builder()
      .name(original.name())
      .description(original.description())
      .inputSchema(ToolInputSchemaAugmenter.augmentToolInputSchema(original.inputSchema(), this.augmentedArgumentTypes))
      .build();
    this.augmentedArgumentsClass = augmentedArgumentsClass;
    this.augmentedArgumentsConsumer = augmentedArgumentsConsumer ?? undefined;
    this.removeAugmentedArgumentsAfterProcessing = removeExtraArgumentsAfterProcessing;
  }

  getToolDefinition(): ToolDefinition {
    return this.augmentedToolDefinition;
  }

  /** The delegate's metadata. */
  getToolMetadata(): ToolMetadata {
    return ToolCallback.getToolMetadata(this.delegate);
  }

  async call(toolInput: string, toolContext?: ToolContext): Promise<string> {
    const input = await this.handleAugmentedArguments(toolInput);
    return toolContext === undefined ? this.delegate.call(input) : this.delegate.call(input, toolContext);
  }

  private async handleAugmentedArguments(toolInput: string): Promise<string> {
    if (this.augmentedArgumentsConsumer !== undefined) {
      const parsed = JsonParser.fromJson(toolInput, this.augmentedArgumentsClass.name) as Record<string, unknown>;
      const known = Object.fromEntries(
        this.augmentedArgumentTypes
          .filter((argument) => Object.hasOwn(parsed, argument.name()))
          .map((argument) => [argument.name(), parsed[argument.name()]]),
      );
      const augmentedArguments = plainToInstance(this.augmentedArgumentsClass, known);
      await this.augmentedArgumentsConsumer(
        new AugmentedArgumentEvent(this.augmentedToolDefinition, toolInput, augmentedArguments),
      );
    }
    if (this.removeAugmentedArgumentsAfterProcessing) {
      const args = JsonParser.fromJson(toolInput, 'Map') as Record<string, unknown>;
      for (const argument of this.augmentedArgumentTypes) delete args[argument.name()];
      return JsonParser.toJson(args);
    }
    return toolInput;
  }
}
