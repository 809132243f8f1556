/* spring-ai-ts, Apache-2.0. Own tests: tool classes need TypeScript's decorator metadata; user classes use the application's class-validator. */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { IsInt, IsString, Max, Min } from 'class-validator';
import ts from 'typescript';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import { MethodToolCallbackProvider } from '../../../src/tool/method/MethodToolCallbackProvider.js';

const SOURCE = `
class WeatherTools {
  @Tool({ description: 'The weather in a city' })
  getWeather(city: string, days: number): string {
    return city + ':' + days;
  }
}
`;

/** Compiles the tool class as an application would, with or without decorator metadata, and loads it. */
function compileToolClass(emitDecoratorMetadata: boolean): new () => object {
  const { outputText } = ts.transpileModule(SOURCE, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      experimentalDecorators: true,
      emitDecoratorMetadata,
      useDefineForClassFields: true,
    },
  });
  return new Function('Tool', `${outputText}\nreturn WeatherTools;`)(Tool) as new () => object;
}

describe('MethodToolCallbackProvider decorator metadata (spring-ai-ts)', () => {
  test('a tool class compiled without emitDecoratorMetadata fails at registration, naming the flag', () => {
    const WeatherTools = compileToolClass(false);
    const register = () => MethodToolCallbackProvider.builder().toolObjects(new WeatherTools()).build();
    expect(register).toThrow(IllegalStateException);
    expect(register).toThrow(
      '@Tool method WeatherTools.getWeather has no parameter type metadata: compile it with "experimentalDecorators": true and "emitDecoratorMetadata": true in tsconfig.json',
    );
  });

  test('the same class compiled with emitDecoratorMetadata registers with typed parameters', () => {
    const WeatherTools = compileToolClass(true);
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new WeatherTools()).build().getToolCallbacks();
    expect(JSON.parse(callback!.getToolDefinition().inputSchema())).toMatchObject({
      properties: { city: { type: 'string' }, days: { type: 'number' } },
    });
  });
});

class Forecast {
  @IsString() city!: string;
  @IsInt() @Min(1) @Max(7) days!: number;
}

class ForecastTools {
  @Tool({ description: 'A forecast' })
  forecast(request: Forecast): string {
    return `${request.city} for ${request.days} days`;
  }
}

describe('class-validator is a peer (spring-ai-ts)', () => {
  test('class-validator and class-transformer are peers, not bundled dependencies', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const name of ['class-validator', 'class-transformer']) {
      expect(manifest['peerDependencies']?.[name]).toBeDefined();
      expect(manifest['dependencies']?.[name]).toBeUndefined();
    }
  });

  test('a user class decorated with the application\'s class-validator is validated', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new ForecastTools()).build().getToolCallbacks();
    await expect(callback!.call('{"request":{"city":"Oslo","days":3}}')).resolves.toBe('"Oslo for 3 days"');
    await expect(callback!.call('{"request":{"city":"Oslo","days":30}}')).rejects.toThrow('days');
  });
});
