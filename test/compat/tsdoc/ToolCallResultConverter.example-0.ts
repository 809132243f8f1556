import { Tool, type ToolCallResultConverter } from 'spring-ai-ts';

// Sends the model a line of text instead of the JSON of the result.
class ListResultConverter implements ToolCallResultConverter {
  convert(result: unknown): string {
    return Array.isArray(result) ? result.join(', ') : String(result);
  }
}

class CityTools {
  @Tool({ description: 'The largest cities of a country', resultConverter: ListResultConverter })
  largestCities(country: string): string[] {
    return country === 'Italy' ? ['Rome', 'Milan', 'Naples'] : [];
  }
}

console.log(new ListResultConverter().convert(new CityTools().largestCities('Italy')));
export {};
