/* spring-ai-ts, Apache-2.0. Barrel of src/vectorstore/filter. */
export { Filter } from './Filter.js';
export { ExpressionType } from './ExpressionType.js';
export { Key } from './Key.js';
export { Value } from './Value.js';
export { Expression } from './Expression.js';
export { Group } from './Group.js';
export type { Operand } from './Operand.js';
export { FilterExpressionBuilder } from './FilterExpressionBuilder.js';
export { FilterExpressionTextParser } from './FilterExpressionTextParser.js';
export { FilterExpressionParseException } from './FilterExpressionParseException.js';
export type { FilterExpressionConverter } from './FilterExpressionConverter.js';
export { FilterHelper } from './FilterHelper.js';
export { AbstractFilterExpressionConverter } from './converter/AbstractFilterExpressionConverter.js';
export { PrintFilterExpressionConverter } from './converter/PrintFilterExpressionConverter.js';
