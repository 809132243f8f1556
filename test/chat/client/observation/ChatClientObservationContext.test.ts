import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import type { Advisor } from '../../../../src/chat/client/advisor/api/Advisor.js';
import { ChatClientObservationContext } from '../../../../src/chat/client/observation/ChatClientObservationContext.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';

const mockAdvisor = () => ({ getName: jest.fn(() => 'mock'), getOrder: jest.fn(() => 0) }) as unknown as Advisor;
const request = (prompt = new Prompt()) => ChatClientRequest.builder().prompt(prompt).build();

describe('ChatClientObservationContextTests', () => {
  test('whenMandatoryRequestOptionsThenReturn', () => {
    const observationContext = ChatClientObservationContext.builder().request(request()).build();
    expect(observationContext).toBeDefined();
  });

  test('whenNullAdvisorsThenReturn', () => {
    expect(() =>
      ChatClientObservationContext.builder()
        .request(request())
        .advisors(null as unknown as Advisor[])
        .build(),
    ).toThrow('advisors cannot be null');
  });

  test('whenAdvisorsWithNullElementsThenReturn', () => {
    const advisors: Advisor[] = [mockAdvisor(), null as unknown as Advisor];
    expect(() => ChatClientObservationContext.builder().request(request()).advisors(advisors).build()).toThrow(
      'advisors cannot contain null elements',
    );
  });

  test('whenNullRequestThenThrowException', () => {
    expect(() =>
      ChatClientObservationContext.builder()
        .request(null as unknown as ChatClientRequest)
        .build(),
    ).toThrow(IllegalArgumentException);
  });

  test('whenValidAdvisorsListThenReturn', () => {
    const observationContext = ChatClientObservationContext.builder()
      .request(request())
      .advisors([mockAdvisor(), mockAdvisor()])
      .build();
    expect(observationContext).toBeDefined();
    expect(observationContext.getAdvisors()).toHaveLength(2);
  });

  test('whenAdvisorsModifiedAfterBuildThenContextMayBeUnaffected', () => {
    const advisors: Advisor[] = [mockAdvisor()];
    const observationContext = ChatClientObservationContext.builder().request(request()).advisors(advisors).build();
    const originalSize = observationContext.getAdvisors().length;
    advisors.push(mockAdvisor());
    // Both a defensive copy and the same reference are valid implementations.
    expect([originalSize, originalSize + 1]).toContain(observationContext.getAdvisors().length);
  });

  test('whenGetAdvisorsCalledThenReturnsValidCollection', () => {
    const observationContext = ChatClientObservationContext.builder().request(request()).advisors([mockAdvisor()]).build();
    const returnedAdvisors = observationContext.getAdvisors();
    expect(returnedAdvisors).toBeDefined();
    expect(returnedAdvisors).toHaveLength(1);
  });

  test('whenRequestWithNullPromptThenThrowException', () => {
    expect(() =>
      ChatClientRequest.builder()
        .prompt(null as unknown as Prompt)
        .build(),
    ).toThrow(IllegalArgumentException);
  });

  test('whenEmptyAdvisorsListThenReturn', () => {
    const observationContext = ChatClientObservationContext.builder().request(request()).advisors([]).build();
    expect(observationContext).toBeDefined();
    expect(observationContext.getAdvisors()).toHaveLength(0);
  });

  test('whenGetRequestThenReturnsSameInstance', () => {
    const chatClientRequest = request(new Prompt('Test prompt'));
    const observationContext = ChatClientObservationContext.builder().request(chatClientRequest).build();
    expect(observationContext.getRequest()).toEqual(chatClientRequest);
    expect(observationContext.getRequest()).toBe(chatClientRequest);
  });

  test('whenBuilderReusedThenReturnDifferentInstances', () => {
    const builder = ChatClientObservationContext.builder().request(request());
    const context1 = builder.build();
    const context2 = builder.build();
    expect(context1).not.toBe(context2);
  });

  test('whenNoAdvisorsSpecifiedThenGetAdvisorsReturnsEmptyOrNull', () => {
    const observationContext = ChatClientObservationContext.builder().request(request()).build();
    expect(observationContext.getAdvisors() ?? []).toHaveLength(0);
  });

  test('whenSetChatClientResponseThenReturnTheSameResponse', () => {
    const observationContext = ChatClientObservationContext.builder().request(request(new Prompt('Test prompt'))).build();
    const response = ChatClientResponse.builder()
      .chatResponse(
        ChatResponse.builder()
          .generations([new Generation(new AssistantMessage('Test message'))])
          .build(),
      )
      .build();
    observationContext.setResponse(response);
    expect(observationContext.getResponse()).toBe(response);
  });

  test('whenSetChatClientResponseWithNullChatResponseThenReturnNull', () => {
    const observationContext = ChatClientObservationContext.builder().request(request(new Prompt('Test prompt'))).build();
    observationContext.setResponse(undefined as unknown as ChatClientResponse);
    expect(observationContext.getResponse()).toBeUndefined();
  });
});

describe('ChatClientObservationContext (spring-ai-ts)', () => {
  test('a format with text is stored in the request context; operation metadata is framework/spring_ai', () => {
    const chatClientRequest = request(new Prompt('hi'));
    const observationContext = ChatClientObservationContext.builder().request(chatClientRequest).format('json').stream(true).build();
    expect(observationContext.getFormat()).toBe('json');
    expect(chatClientRequest.context().get('spring.ai.chat.client.output.format')).toBe('json');
    expect(observationContext.isStream()).toBe(true);
    expect(observationContext.getOperationMetadata().operationType()).toBe('framework');
    expect(observationContext.getOperationMetadata().provider()).toBe('spring_ai');
  });
});
