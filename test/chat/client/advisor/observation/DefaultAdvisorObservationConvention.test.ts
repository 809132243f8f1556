import { ChatClientRequest } from '../../../../../src/chat/client/ChatClientRequest.js';
import { AdvisorHighCardinalityKeyNames } from '../../../../../src/chat/client/advisor/observation/AdvisorHighCardinalityKeyNames.js';
import { AdvisorLowCardinalityKeyNames } from '../../../../../src/chat/client/advisor/observation/AdvisorLowCardinalityKeyNames.js';
import { AdvisorObservationContext } from '../../../../../src/chat/client/advisor/observation/AdvisorObservationContext.js';
import { AdvisorObservationDocumentation } from '../../../../../src/chat/client/advisor/observation/AdvisorObservationDocumentation.js';
import { DefaultAdvisorObservationConvention } from '../../../../../src/chat/client/advisor/observation/DefaultAdvisorObservationConvention.js';
import { Prompt } from '../../../../../src/chat/prompt/Prompt.js';
import { KeyValue } from '../../../../../src/java/micrometer/common/KeyValue.js';
import { Observation } from '../../../../../src/java/micrometer/observation/Observation.js';
import { AiOperationType } from '../../../../../src/observation/conventions/AiOperationType.js';
import { AiProvider } from '../../../../../src/observation/conventions/AiProvider.js';
import { SpringAiKind } from '../../../../../src/observation/conventions/SpringAiKind.js';

const LowCardinalityKeyNames = AdvisorObservationDocumentation.LowCardinalityKeyNames;
const HighCardinalityKeyNames = AdvisorObservationDocumentation.HighCardinalityKeyNames;

const contextFor = (advisorName: string, order?: number): AdvisorObservationContext => {
  const builder = AdvisorObservationContext.builder()
    .chatClientRequest(ChatClientRequest.builder().prompt(new Prompt('Hello')).build())
    .advisorName(advisorName);
  if (order !== undefined) builder.order(order);
  return builder.build();
};

describe('DefaultAdvisorObservationConventionTests', () => {
  const observationConvention = new DefaultAdvisorObservationConvention();

  test('shouldHaveName', () => {
    expect(observationConvention.getName()).toBe(DefaultAdvisorObservationConvention.DEFAULT_NAME);
  });

  test('contextualName', () => {
    expect(observationConvention.getContextualName(contextFor('MyName'))).toBe('my_name');
  });

  test('supportsAdvisorObservationContext', () => {
    expect(observationConvention.supportsContext(contextFor('MyName'))).toBe(true);
    expect(observationConvention.supportsContext(new Observation.Context())).toBe(false);
  });

  test('shouldHaveLowCardinalityKeyValuesWhenDefined', () => {
    const keyValues = observationConvention.getLowCardinalityKeyValues(contextFor('MyName')).stream();
    expect(keyValues).toEqual(
      expect.arrayContaining([
        KeyValue.of(LowCardinalityKeyNames.AI_OPERATION_TYPE.asString(), AiOperationType.FRAMEWORK.value()),
        KeyValue.of(LowCardinalityKeyNames.AI_PROVIDER.asString(), AiProvider.SPRING_AI.value()),
        KeyValue.of(LowCardinalityKeyNames.ADVISOR_NAME.asString(), 'MyName'),
        KeyValue.of(LowCardinalityKeyNames.SPRING_AI_KIND.asString(), SpringAiKind.ADVISOR.value()),
      ]),
    );
  });

  test('shouldHaveKeyValuesWhenDefinedAndResponse', () => {
    const keyValues = observationConvention.getHighCardinalityKeyValues(contextFor('MyName', 678)).stream();
    expect(keyValues).toEqual(expect.arrayContaining([KeyValue.of(HighCardinalityKeyNames.ADVISOR_ORDER.asString(), '678')]));
  });
});

describe('DefaultAdvisorObservationConvention (spring-ai-ts)', () => {
  const convention = new DefaultAdvisorObservationConvention();

  test.each([
    ['SimpleLoggerAdvisor', 'simple_logger'],
    ['MyAroundAdvisor', 'my'],
    ['Tool Calling Advisor', 'tool _calling '],
    ['Structured Output Validation Advisor', 'structured _output _validation '],
    ['call', 'call'],
    ['HTTPClientAdvisor', 'http_client'],
    ['my_custom_Advisor', 'my_custom_'],
  ])('the contextual name of %p is %p, as Spring AI computes it', (name, expected) => {
    expect(convention.getContextualName(contextFor(name))).toBe(expected);
  });

  test('the exact key values, and the key names of the documentation', () => {
    const context = contextFor('MyName', 678);
    expect(
      convention
        .getLowCardinalityKeyValues(context)
        .stream()
        .map((keyValue) => `${keyValue.getKey()}=${keyValue.getValue()}`),
    ).toEqual(['gen_ai.operation.name=framework', 'gen_ai.system=spring_ai', 'spring.ai.advisor.name=MyName', 'spring.ai.kind=advisor']);
    expect(AdvisorLowCardinalityKeyNames.values().map((key) => key.asString())).toEqual([
      'gen_ai.operation.name',
      'gen_ai.system',
      'spring.ai.kind',
      'spring.ai.advisor.name',
    ]);
    expect(AdvisorHighCardinalityKeyNames.ADVISOR_ORDER.asString()).toBe('spring.ai.advisor.order');
    expect(AdvisorObservationDocumentation.AI_ADVISOR.getDefaultConvention()).toBe(DefaultAdvisorObservationConvention);
    expect(new DefaultAdvisorObservationConvention('other').getName()).toBe('other');
  });
});
