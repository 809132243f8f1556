/* Ported from Spring AI ToolCallingContentObservationFilterTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Observation } from '../../../src/java/micrometer/observation/Observation.js';
import { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';
import { ToolCallingContentObservationFilter } from '../../../src/tool/observation/ToolCallingContentObservationFilter.js';
import { ToolCallingObservationContext } from '../../../src/tool/observation/ToolCallingObservationContext.js';
import { ToolCallingObservationDocumentation } from '../../../src/tool/observation/ToolCallingObservationDocumentation.js';

const ARGUMENTS_KEY = ToolCallingObservationDocumentation.HighCardinalityKeyNames.TOOL_CALL_ARGUMENTS.asString();
const RESULT_KEY = ToolCallingObservationDocumentation.HighCardinalityKeyNames.TOOL_CALL_RESULT.asString();

function context(toolCallArguments: string, toolCallResult: string): ToolCallingObservationContext {
  return ToolCallingObservationContext.builder()
    .toolDefinition(ToolDefinition.builder().name('toolA').description('description').inputSchema('{}').build())
    .toolCallArguments(toolCallArguments)
    .toolCallResult(toolCallResult)
    .build();
}

function pairs(observationContext: Observation.Context): string[][] {
  return observationContext
    .getHighCardinalityKeyValues()
    .stream()
    .map((keyValue) => [keyValue.getKey(), keyValue.getValue()]);
}

describe('ToolCallingContentObservationFilterTests', () => {
  const observationFilter = new ToolCallingContentObservationFilter();

  test('whenNotSupportedObservationContextThenReturnOriginalContext', () => {
    const expectedContext = new Observation.Context();
    const actualContext = observationFilter.map(expectedContext);

    expect(actualContext).toBe(expectedContext);
  });

  test('augmentContext', () => {
    const augmentedContext = observationFilter.map(context('input', 'result'));

    expect(pairs(augmentedContext)).toContainEqual([ARGUMENTS_KEY, 'input']);
    expect(pairs(augmentedContext)).toContainEqual([RESULT_KEY, 'result']);
  });

  test('augmentContextWhenNullResult', () => {
    const augmentedContext = observationFilter.map(context('input', 'result'));

    expect(pairs(augmentedContext)).toContainEqual([ARGUMENTS_KEY, 'input']);
    // As in Java, this compares with the constant's name(), which no key equals.
    expect(
      augmentedContext
        .getHighCardinalityKeyValues()
        .stream()
        .filter(
          (keyValue) =>
            keyValue.getKey() === ToolCallingObservationDocumentation.HighCardinalityKeyNames.TOOL_CALL_RESULT.name(),
        ),
    ).toHaveLength(0);
  });

  test('whenToolCallArgumentsIsEmptyStringThenHighCardinalityKeyValueIsEmpty', () => {
    const augmentedContext = observationFilter.map(context('', 'result'));

    expect(pairs(augmentedContext)).toContainEqual([ARGUMENTS_KEY, '']);
    expect(pairs(augmentedContext)).toContainEqual([RESULT_KEY, 'result']);
  });

  test('whenToolCallResultIsEmptyStringThenHighCardinalityKeyValueIsEmpty', () => {
    const augmentedContext = observationFilter.map(context('input', ''));

    expect(pairs(augmentedContext)).toContainEqual([ARGUMENTS_KEY, 'input']);
    expect(pairs(augmentedContext)).toContainEqual([RESULT_KEY, '']);
  });

  test('whenFilterAppliedMultipleTimesThenIdempotent', () => {
    const augmentedOnce = observationFilter.map(context('input', 'result'));
    const augmentedTwice = observationFilter.map(augmentedOnce);

    const keys = augmentedTwice
      .getHighCardinalityKeyValues()
      .stream()
      .map((keyValue) => keyValue.getKey());
    expect(keys.filter((key) => key === ARGUMENTS_KEY)).toHaveLength(1);
    expect(keys.filter((key) => key === RESULT_KEY)).toHaveLength(1);
  });
});

describe('ToolCallingContentObservationFilter (spring-ai-ts)', () => {
  test('a context without a result gets only the arguments', () => {
    const observationContext = ToolCallingObservationContext.builder()
      .toolDefinition(ToolDefinition.builder().name('toolA').description('d').inputSchema('{}').build())
      .build();
    const keys = new ToolCallingContentObservationFilter()
      .map(observationContext)
      .getHighCardinalityKeyValues()
      .stream()
      .map((keyValue) => `${keyValue.getKey()}=${keyValue.getValue()}`);
    expect(keys).toEqual(['spring.ai.tool.call.arguments={}']);
  });
});
