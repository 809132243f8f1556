/* Ported from Spring AI DefaultToolCallingObservationConventionTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { KeyValue } from '../../../src/java/micrometer/common/KeyValue.js';
import type { KeyValues } from '../../../src/java/micrometer/common/KeyValues.js';
import { Observation } from '../../../src/java/micrometer/observation/Observation.js';
import type { ObservationContext } from '../../../src/java/micrometer/observation/ObservationContext.js';
import { AiOperationType } from '../../../src/observation/conventions/AiOperationType.js';
import { AiProvider } from '../../../src/observation/conventions/AiProvider.js';
import { SpringAiKind } from '../../../src/observation/conventions/SpringAiKind.js';
import { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';
import { DefaultToolCallingObservationConvention } from '../../../src/tool/observation/DefaultToolCallingObservationConvention.js';
import { ToolCallingObservationContext } from '../../../src/tool/observation/ToolCallingObservationContext.js';
import { ToolCallingObservationDocumentation } from '../../../src/tool/observation/ToolCallingObservationDocumentation.js';

/** AssertJ's `contains(...)` on key values. */
function expectContains(keyValues: KeyValues, ...expected: KeyValue[]): void {
  const actual = keyValues.stream().map((keyValue) => [keyValue.getKey(), keyValue.getValue()]);
  for (const keyValue of expected) {
    expect(actual).toContainEqual([keyValue.getKey(), keyValue.getValue()]);
  }
}

function toolAContext(toolCallArguments: string): ToolCallingObservationContext {
  return ToolCallingObservationContext.builder()
    .toolDefinition(ToolDefinition.builder().name('toolA').description('description').inputSchema('{}').build())
    .toolCallArguments(toolCallArguments)
    .build();
}

describe('DefaultToolCallingObservationConventionTests', () => {
  const observationConvention = new DefaultToolCallingObservationConvention();

  test('shouldHaveName', () => {
    expect(observationConvention.getName()).toBe(DefaultToolCallingObservationConvention.DEFAULT_NAME);
  });

  test('contextualName', () => {
    expect(observationConvention.getContextualName(toolAContext('input'))).toBe('tool_call toolA');
  });

  test('supportsOnlyChatModelObservationContext', () => {
    expect(observationConvention.supportsContext(toolAContext('input'))).toBe(true);
    expect(observationConvention.supportsContext(new Observation.Context())).toBe(false);
  });

  test('shouldHaveLowCardinalityKeyValues', () => {
    expectContains(
      observationConvention.getLowCardinalityKeyValues(toolAContext('input')),
      KeyValue.of(ToolCallingObservationDocumentation.LowCardinalityKeyNames.TOOL_DEFINITION_NAME.asString(), 'toolA'),
      KeyValue.of(
        ToolCallingObservationDocumentation.LowCardinalityKeyNames.AI_OPERATION_TYPE.asString(),
        AiOperationType.FRAMEWORK.value(),
      ),
      KeyValue.of(
        ToolCallingObservationDocumentation.LowCardinalityKeyNames.AI_PROVIDER.asString(),
        AiProvider.SPRING_AI.value(),
      ),
      KeyValue.of(ToolCallingObservationDocumentation.LowCardinalityKeyNames.SPRING_AI_KIND, SpringAiKind.TOOL_CALL.value()),
    );
  });

  test('shouldHaveHighCardinalityKeyValues', () => {
    const toolCallInput = '{\n\t"lizard": "George"\n}\n';
    const observationContext = ToolCallingObservationContext.builder()
      .toolDefinition(ToolDefinition.builder().name('toolA').description('description').inputSchema('{}').build())
      .toolCallArguments(toolCallInput)
      .toolCallResult('Mission accomplished!')
      .build();
    expectContains(
      observationConvention.getHighCardinalityKeyValues(observationContext),
      KeyValue.of(
        ToolCallingObservationDocumentation.HighCardinalityKeyNames.TOOL_DEFINITION_DESCRIPTION.asString(),
        'description',
      ),
      KeyValue.of(ToolCallingObservationDocumentation.HighCardinalityKeyNames.TOOL_DEFINITION_SCHEMA.asString(), '{}'),
    );
  });

  test('shouldHaveAllStandardLowCardinalityKeys', () => {
    const observationContext = ToolCallingObservationContext.builder()
      .toolDefinition(ToolDefinition.builder().name('tool').description('Tool').inputSchema('{}').build())
      .toolCallArguments('args')
      .build();

    const keys = observationConvention
      .getLowCardinalityKeyValues(observationContext)
      .stream()
      .map((keyValue) => keyValue.getKey());

    expect(keys).toEqual(
      expect.arrayContaining([
        ToolCallingObservationDocumentation.LowCardinalityKeyNames.TOOL_DEFINITION_NAME.asString(),
        ToolCallingObservationDocumentation.LowCardinalityKeyNames.AI_OPERATION_TYPE.asString(),
        ToolCallingObservationDocumentation.LowCardinalityKeyNames.AI_PROVIDER.asString(),
        ToolCallingObservationDocumentation.LowCardinalityKeyNames.SPRING_AI_KIND.asString(),
      ]),
    );
  });

  test('shouldHandleNullContext', () => {
    expect(observationConvention.supportsContext(undefined as unknown as ObservationContext)).toBe(false);
  });

  test('shouldBeConsistentAcrossMultipleCalls', () => {
    const observationContext = ToolCallingObservationContext.builder()
      .toolDefinition(
        ToolDefinition.builder().name('consistentTool').description('Consistent description').inputSchema('{}').build(),
      )
      .toolCallArguments('args')
      .build();

    const name1 = observationConvention.getContextualName(observationContext);
    const name2 = observationConvention.getContextualName(observationContext);
    const lowCard1 = observationConvention.getLowCardinalityKeyValues(observationContext);
    const lowCard2 = observationConvention.getLowCardinalityKeyValues(observationContext);

    expect(name1).toBe(name2);
    expect(lowCard1.equals(lowCard2)).toBe(true);
  });
});

describe('DefaultToolCallingObservationConvention (spring-ai-ts)', () => {
  test('exact v1.1.8 key names and values, custom name, documentation enum', () => {
    const convention = new DefaultToolCallingObservationConvention('custom.tool');
    expect(convention.getName()).toBe('custom.tool');
    const low = convention
      .getLowCardinalityKeyValues(toolAContext('{}'))
      .stream()
      .map((keyValue) => `${keyValue.getKey()}=${keyValue.getValue()}`);
    expect(low.sort()).toEqual([
      'gen_ai.operation.name=framework',
      'gen_ai.system=spring_ai',
      'spring.ai.kind=tool_call',
      'spring.ai.tool.definition.name=toolA',
    ]);
    expect(ToolCallingObservationDocumentation.TOOL_CALL.getDefaultConvention()).toBe(
      DefaultToolCallingObservationConvention,
    );
    expect(ToolCallingObservationDocumentation.valueOf('TOOL_CALL')).toBe(ToolCallingObservationDocumentation.TOOL_CALL);
    expect(
      ToolCallingObservationDocumentation.TOOL_CALL.getHighCardinalityKeyNames().map((keyName) => keyName.asString()),
    ).toEqual([
      'spring.ai.tool.definition.description',
      'spring.ai.tool.definition.schema',
      'spring.ai.tool.call.arguments',
      'spring.ai.tool.call.result',
    ]);
    expect(() => ToolCallingObservationDocumentation.LowCardinalityKeyNames.valueOf('NOPE')).toThrow(
      'No enum constant org.springframework.ai.tool.observation.ToolCallingObservationDocumentation.LowCardinalityKeyNames.NOPE',
    );
  });
});
