export { TOOL_CLASSES } from './tokens.js';
export { registerTools } from './registerTools.js';
export { registerSpringAiDefaults } from './registerSpringAiDefaults.js';
