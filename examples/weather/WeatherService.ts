/* spring-ai-ts, Apache-2.0. Examples: the weather tool of Spring AI's tool-calling docs, in TypeScript. */
import { Tool } from '../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../src/tool/annotation/ToolParam.js';

const REPORTS: Readonly<Record<string, string>> = {
  paris: '18°C, light rain',
  tokyo: '24°C, sunny',
  london: '14°C, overcast',
};

/** A tool class: `getWeather(location)` answers from a fixed table and remembers who asked. */
export class WeatherService {
  /** The locations asked for, in order. */
  readonly requested: string[] = [];

  @Tool({ description: 'Get the current weather in a location' })
  getWeather(@ToolParam({ description: 'The city, e.g. Paris' }) location: string): string {
    this.requested.push(location);
    const city = location.split(',')[0]?.trim().toLowerCase() ?? '';
    return `${location}: ${REPORTS[city] ?? '20°C, clear'}`;
  }
}
