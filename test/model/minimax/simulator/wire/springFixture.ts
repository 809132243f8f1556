// spring-ai-ts test helper: the TypeScript translation of the Spring AI 1.1.8 MiniMax test tool
// (MockWeatherService with its Request record) that the Spring fixture's request describes.
import { ToolParam } from '../../../../../src/tool/annotation/ToolParam.js';
import { FunctionToolCallback } from '../../../../../src/tool/function/FunctionToolCallback.js';

/** Java's `MockWeatherService.Unit`. */
export enum Unit {
  C = 'C',
  F = 'F',
}

/** Java's `MockWeatherService.Request` record. */
export class WeatherApiRequest {
  @ToolParam({ description: 'The city and state e.g. San Francisco, CA' })
  location!: string;

  @ToolParam({ description: 'The city latitude' })
  lat!: number;

  @ToolParam({ description: 'The city longitude' })
  lon!: number;

  @ToolParam({ description: 'Temperature unit', type: Unit })
  unit!: Unit;
}

/** `FunctionToolCallback.builder("CurrentWeather", new MockWeatherService())…`, as in Spring's MiniMax tests. */
export const currentWeatherTool = () =>
  FunctionToolCallback.builder('CurrentWeather', (request: WeatherApiRequest) => ({ temp: request.location.includes('Paris') ? 15 : 0, unit: request.unit }))
    .description('Get the weather in location')
    .inputType(WeatherApiRequest)
    .build();
