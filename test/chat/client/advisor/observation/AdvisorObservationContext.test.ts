import { IllegalArgumentException } from '../../../../../src/java/core/IllegalArgumentException.js';
import { ChatClientRequest } from '../../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../../../../src/chat/client/ChatClientResponse.js';
import { AdvisorObservationContext } from '../../../../../src/chat/client/advisor/observation/AdvisorObservationContext.js';
import { Prompt } from '../../../../../src/chat/prompt/Prompt.js';
import { Observation } from '../../../../../src/java/micrometer/observation/Observation.js';

describe('AdvisorObservationContextTests', () => {
  test('whenMandatoryOptionsThenReturn', () => {
    const observationContext = AdvisorObservationContext.builder()
      .chatClientRequest(ChatClientRequest.builder().prompt(new Prompt('Hello')).build())
      .advisorName('AdvisorName')
      .build();

    expect(observationContext).toBeInstanceOf(AdvisorObservationContext);
  });

  test('missingAdvisorName', () => {
    expect(() =>
      AdvisorObservationContext.builder()
        .chatClientRequest(ChatClientRequest.builder().prompt(new Prompt('Hello')).build())
        .build(),
    ).toThrow(new IllegalArgumentException('advisorName cannot be null or empty'));
  });

  test('missingChatClientRequest', () => {
    expect(() => AdvisorObservationContext.builder().advisorName('AdvisorName').build()).toThrow(
      new IllegalArgumentException('chatClientRequest cannot be null'),
    );
  });

  test('whenBuilderWithChatClientRequestThenReturn', () => {
    const observationContext = AdvisorObservationContext.builder()
      .advisorName('AdvisorName')
      .chatClientRequest(ChatClientRequest.builder().prompt(new Prompt()).build())
      .build();

    expect(observationContext).toBeInstanceOf(AdvisorObservationContext);
  });
});

describe('AdvisorObservationContext (spring-ai-ts)', () => {
  test('getters, default order 0, response set later, and it is an Observation.Context', () => {
    const request = ChatClientRequest.builder().prompt(new Prompt('Hello')).build();
    const context = AdvisorObservationContext.builder().advisorName('A').chatClientRequest(request).build();
    const response = ChatClientResponse.builder().build();

    expect(context.getAdvisorName()).toBe('A');
    expect(context.getChatClientRequest()).toBe(request);
    expect(context.getOrder()).toBe(0);
    expect(context.getChatClientResponse()).toBeUndefined();
    context.setChatClientResponse(response);
    expect(context.getChatClientResponse()).toBe(response);
    expect(context).toBeInstanceOf(Observation.Context);
    expect(AdvisorObservationContext.builder().advisorName('B').chatClientRequest(request).order(7).build().getOrder()).toBe(7);
  });

  test('a blank advisor name is rejected', () => {
    const request = ChatClientRequest.builder().prompt(new Prompt('Hello')).build();
    expect(() => AdvisorObservationContext.builder().advisorName('  ').chatClientRequest(request).build()).toThrow(
      'advisorName cannot be null or empty',
    );
  });
});
