/* spring-ai-ts, Apache-2.0. Barrel of src/java/core/util. */
export { MimeType } from './MimeType.js';
export { MimeTypeUtils } from './MimeTypeUtils.js';
export { List } from './List.js';
export { Set, type JavaSetFactories } from './Set.js';
export { Map, type JavaMapFactories } from './Map.js';
export { Collections } from './Collections.js';
export { Objects } from './Objects.js';
export { Strings } from './Strings.js';
