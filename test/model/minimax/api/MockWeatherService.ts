// Ported from Spring AI's MiniMax test helper MockWeatherService (v1.1.8): a weather function for tool tests.
import { ToolParam } from '../../../../src/tool/annotation/ToolParam.js';

/** The function's input. */
export class WeatherRequest {
  @ToolParam({ description: 'The city and state e.g. San Francisco, CA' })
  location!: string;

  @ToolParam({ description: 'Temperature unit', required: false })
  unit?: string;
}

/** The function's output. */
export interface WeatherResponse {
  temp: number;
  unit: string;
}

/** Returns a fixed temperature per city, as Spring's mock does. */
export function mockWeatherService(request: WeatherRequest): WeatherResponse {
  const location = request.location ?? '';
  let temperature = 10;
  if (location.includes('Paris')) temperature = 15;
  else if (location.includes('Tokyo')) temperature = 10;
  else if (location.includes('San Francisco')) temperature = 30;
  return { temp: temperature, unit: request.unit ?? 'C' };
}
