/* spring-ai-ts, Apache-2.0. Barrel of src/core. */
export { SpringAiError } from './SpringAiError.js';
export { Exception } from './Exception.js';
export { RuntimeException } from './RuntimeException.js';
export { IllegalArgumentException } from './IllegalArgumentException.js';
export { IllegalStateException } from './IllegalStateException.js';
export { UnsupportedOperationException } from './UnsupportedOperationException.js';
export { NullPointerException } from './NullPointerException.js';
export { NoSuchElementException } from './NoSuchElementException.js';
export { IOException } from './IOException.js';
export { IllegalFormatException } from './IllegalFormatException.js';
export { MissingFormatArgumentException } from './MissingFormatArgumentException.js';
export { UnknownFormatConversionException } from './UnknownFormatConversionException.js';
export { IllegalFormatConversionException } from './IllegalFormatConversionException.js';
export { Ordered } from './Ordered.js';
export { Assert, type AssertMessage } from './Assert.js';
export { StringUtils } from './StringUtils.js';
export { AbortedException } from './AbortedException.js';
export { AbortSignalContext } from './AbortSignalContext.js';
