/* Ported from Spring AI Filter.Operand (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Expression } from './Expression.js';
import type { Group } from './Group.js';
import type { Key } from './Key.js';
import type { Value } from './Value.js';

/**
 * A node of a filter expression: a {@link Key}, a {@link Value}, an {@link Expression} or a
 * {@link Group}.
 *
 * @remarks
 * Java's marker interface `Filter.Operand`, here the union of the four record classes.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/Filter.Operand.html
 * @category Vector Store
 */
export type Operand = Key | Value | Expression | Group;
