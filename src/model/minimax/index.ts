/**
 * The MiniMax chat model (`spring-ai-ts/minimax`), the only entry point that loads `openai`.
 *
 * @packageDocumentation
 */
export {};
