/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.content. */
export { Content } from './Content.js';
export { MediaContent } from './MediaContent.js';
export { Media } from './Media.js';
export { MediaBuilder } from './Media.js';
export { MediaFormat } from './MediaFormat.js';
