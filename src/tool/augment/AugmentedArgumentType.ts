/* Ported from Spring AI ToolInputSchemaAugmenter.AugmentedArgumentType (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { TypeRef } from '../../java/reflect/TypeRef.js';

/**
 * One extra argument added to a tool's input schema; also reachable as
 * `ToolInputSchemaAugmenter.AugmentedArgumentType`.
 *
 * @remarks
 * `schema` is an addition: the schema node computed from a class property (with its element
 * types and nested classes); without it the node is generated from `type`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/augment/ToolInputSchemaAugmenter.AugmentedArgumentType.html
 * @category Tools
 */
export class AugmentedArgumentType {
  private readonly argumentName: string;
  private readonly argumentType: TypeRef | undefined;
  private readonly argumentDescription: string | undefined;
  private readonly argumentRequired: boolean;
  private readonly argumentSchema: Readonly<Record<string, unknown>> | undefined;

  constructor(
    name: string,
    type: TypeRef | undefined,
    description: string | undefined,
    required: boolean,
    schema?: Readonly<Record<string, unknown>>,
  ) {
    this.argumentName = name;
    this.argumentType = type;
    this.argumentDescription = description;
    this.argumentRequired = required;
    this.argumentSchema = schema;
  }

  /** The argument name. */
  name(): string {
    return this.argumentName;
  }

  /** The argument type. */
  type(): TypeRef | undefined {
    return this.argumentType;
  }

  /** The description, if any. */
  description(): string | undefined {
    return this.argumentDescription;
  }

  /** Whether the model must send the argument. */
  required(): boolean {
    return this.argumentRequired;
  }

  /** The schema node computed for the argument, if any (spring-ai-ts addition). */
  schema(): Readonly<Record<string, unknown>> | undefined {
    return this.argumentSchema;
  }
}
