// spring-ai-ts fault suite, cause 7: when the validation attempts run out, call() and stream()
// agree: both give Spring 1.1.8's behaviour by default (the last, invalid output is returned);
// throwOnExhaustedAttempts(true) makes both fail with StructuredOutputValidationException.
import 'reflect-metadata';
import { IsInt, IsString } from 'class-validator';
import { StructuredOutputValidationAdvisor } from '../../src/chat/client/advisor/StructuredOutputValidationAdvisor.js';
import { StructuredOutputValidationException } from '../../src/chat/client/advisor/StructuredOutputValidationException.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { capturedLogs } from '../harness/logs.js';
import { FaultFixture, MODES } from './faultFixture.js';
import { guardEachTest } from './processGuards.js';

class Person {
  @IsString()
  name!: string;

  @IsInt()
  age!: number;
}

const INVALID = '{"name":"Ada","age":"old"}';

describe('structured output agreement (fault suite, cause 7)', () => {
  guardEachTest();
  const fixture = new FaultFixture();
  beforeAll(() => fixture.start());
  afterAll(() => fixture.stop());
  beforeEach(() => {
    fixture.reset();
    fixture.scenario = () => MiniMaxScenarios.text(INVALID, { chunks: 3 });
  });
  afterEach(() => void capturedLogs.take('JSON validation failed'));

  const run = async (mode: (typeof MODES)[number], advisor: StructuredOutputValidationAdvisor) => {
    const spec = fixture.client('internal', fixture.model([]), [advisor]).prompt('Who is Ada?');
    if (mode === 'call') return spec.call().entity(Person);
    return (await spec.stream().content().collectList()).join('');
  };

  test.each(MODES)('%s: with throwOnExhaustedAttempts(true) exhausted attempts fail with StructuredOutputValidationException', async (mode) => {
    // Stream validation is opt-in (Spring refuses streams); with it on, both modes agree.
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(1).streamingEnabled(true).throwOnExhaustedAttempts(true).build();
    const error = await run(mode, advisor).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StructuredOutputValidationException);
    // The chat client's stream aggregation reports the failure once, as Spring's MessageAggregator does.
    expect(capturedLogs.take('Aggregation Error')).toHaveLength(mode === 'stream' ? 1 : 0);
    expect((error as StructuredOutputValidationException).getAttempts()).toBe(2);
    expect((error as StructuredOutputValidationException).getChatClientResponse()?.chatResponse()?.getResult()?.getOutput().getText()).toBe(INVALID);
    expect(fixture.simulator.requests()).toHaveLength(2);
  });

  test.each(MODES)("%s: by default exhausted attempts return the last output, as Spring 1.1.8's call does", async (mode) => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(1).streamingEnabled(true).build();
    const result = await run(mode, advisor);
    if (mode === 'call') expect(result).toMatchObject({ name: 'Ada', age: 'old' });
    else expect(result).toBe(INVALID);
    expect(fixture.simulator.requests()).toHaveLength(2);
  });
});
