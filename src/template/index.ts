/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.template. */
export { TemplateRenderer } from './TemplateRenderer.js';
export { ValidationMode } from './ValidationMode.js';
export { NoOpTemplateRenderer } from './NoOpTemplateRenderer.js';
export { StTemplateRenderer } from './st/StTemplateRenderer.js';
export { StTemplateRendererBuilder } from './st/StTemplateRenderer.js';
