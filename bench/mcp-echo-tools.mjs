// The `echo` @Tool class of bench/mcp.bench.mjs, decorated by hand (plain JavaScript has no
// decorator syntax): what TypeScript emits for `@Tool() echo(@ToolParam() text: string)`.
import { entry } from './entry.mjs';
import 'reflect-metadata';

const DIST = process.env.SPRING_AI_TS_DIST ?? '../dist/esm';

export async function echoToolCallbacks() {
  const { Tool, ToolParam } = await entry(DIST);
  const { ToolCallbacks } = await entry(DIST);
  class EchoTools {
    echo(text) {
      return `echo: ${text}`;
    }
  }
  Reflect.defineMetadata('design:paramtypes', [String], EchoTools.prototype, 'echo');
  Reflect.defineMetadata('design:returntype', String, EchoTools.prototype, 'echo');
  ToolParam({ description: 'The text to echo' })(EchoTools.prototype, 'echo', 0);
  Tool({ description: 'Echoes the text' })(EchoTools.prototype, 'echo', Object.getOwnPropertyDescriptor(EchoTools.prototype, 'echo'));
  return ToolCallbacks.from(new EchoTools());
}
