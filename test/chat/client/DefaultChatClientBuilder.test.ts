import { DefaultChatClient } from '../../../src/chat/client/DefaultChatClient.js';
import { DefaultChatClientBuilder } from '../../../src/chat/client/DefaultChatClientBuilder.js';
import type { DefaultChatClientRequestSpec } from '../../../src/chat/client/DefaultChatClientRequestSpec.js';
import type { ChatModel } from '../../../src/chat/model/ChatModel.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ByteArrayResource } from '../../../src/java/core/io/ByteArrayResource.js';
import type { Resource } from '../../../src/java/core/io/Resource.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import type { TemplateRenderer } from '../../../src/template/TemplateRenderer.js';
import { mockChatModel } from './chatClientTestSupport.js';

/** `ReflectionTestUtils.getField(builder, "defaultRequest")`. */
const defaultRequestOf = (builder: unknown): DefaultChatClientRequestSpec =>
  (builder as { defaultRequest: DefaultChatClientRequestSpec }).defaultRequest;

const UTF_8 = 'utf-8';

describe('DefaultChatClientBuilderTests', () => {
  test('whenCloneBuilder', () => {
    const originalBuilder = new DefaultChatClientBuilder(mockChatModel());
    originalBuilder.defaultSystem('first instructions');
    const clonedBuilder = originalBuilder.clone() as DefaultChatClientBuilder;
    originalBuilder.defaultSystem('second instructions');

    expect(clonedBuilder).not.toBe(originalBuilder);
    const clonedBuilderRequestSpec = defaultRequestOf(clonedBuilder);
    expect(clonedBuilderRequestSpec).toBeDefined();
    expect(clonedBuilderRequestSpec.getSystemText()).toBe('first instructions');
  });

  test('whenChatModelIsNullThenThrows', () => {
    expect(() => new DefaultChatClientBuilder(null as unknown as ChatModel)).toThrow(
      new IllegalArgumentException('the org.springframework.ai.chat.model.ChatModel must be non-null'),
    );
  });

  test('whenObservationRegistryIsNullThenThrows', () => {
    expect(
      () => new DefaultChatClientBuilder(mockChatModel(), null as unknown as ObservationRegistry, undefined, undefined),
    ).toThrow(new IllegalArgumentException('the io.micrometer.observation.ObservationRegistry must be non-null'));
  });

  test('whenAdvisorObservationConventionIsNullThenReturn', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel(), ObservationRegistry.create(), undefined, undefined);
    expect(builder).toBeDefined();
  });

  test('whenUserResourceIsNullThenThrows', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel());
    expect(() => builder.defaultUser(null as unknown as Resource, UTF_8)).toThrow(
      new IllegalArgumentException('text cannot be null'),
    );
  });

  test('whenUserCharsetIsNullThenThrows', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel());
    expect(() => builder.defaultUser(new ByteArrayResource('user prompt'), null as unknown as string)).toThrow(
      new IllegalArgumentException('charset cannot be null'),
    );
  });

  test('whenSystemResourceIsNullThenThrows', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel());
    expect(() => builder.defaultSystem(null as unknown as Resource, UTF_8)).toThrow(
      new IllegalArgumentException('text cannot be null'),
    );
  });

  test('whenSystemCharsetIsNullThenThrows', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel());
    expect(() => builder.defaultSystem(new ByteArrayResource('system prompt'), null as unknown as string)).toThrow(
      new IllegalArgumentException('charset cannot be null'),
    );
  });

  test('whenTemplateRendererIsNullThenThrows', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel());
    expect(() => builder.defaultTemplateRenderer(null as unknown as TemplateRenderer)).toThrow(
      new IllegalArgumentException('templateRenderer cannot be null'),
    );
  });

  test('whenCloneBuilderThenModifyingOriginalDoesNotAffectClone', () => {
    const originalBuilder = new DefaultChatClientBuilder(mockChatModel());
    originalBuilder.defaultSystem('original system');
    originalBuilder.defaultUser('original user');

    const clonedBuilder = originalBuilder.clone() as DefaultChatClientBuilder;

    originalBuilder.defaultSystem('modified system');
    originalBuilder.defaultUser('modified user');

    const clonedRequest = defaultRequestOf(clonedBuilder);
    expect(clonedRequest.getSystemText()).toBe('original system');
    expect(clonedRequest.getUserText()).toBe('original user');
  });

  test('whenBuildChatClientThenReturnsValidInstance', () => {
    const chatClient = new DefaultChatClientBuilder(mockChatModel()).build();
    expect(chatClient).toBeDefined();
    expect(chatClient).toBeInstanceOf(DefaultChatClient);
  });

  test('whenOverridingSystemPromptThenLatestValueIsUsed', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel());
    builder.defaultSystem('first system prompt');
    builder.defaultSystem('second system prompt');
    expect(defaultRequestOf(builder).getSystemText()).toBe('second system prompt');
  });

  test('whenOverridingUserPromptThenLatestValueIsUsed', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel());
    builder.defaultUser('first user prompt');
    builder.defaultUser('second user prompt');
    expect(defaultRequestOf(builder).getUserText()).toBe('second user prompt');
  });

  test('whenDefaultUserStringSetThenAppliedToRequest', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel());
    builder.defaultUser('test user prompt');
    expect(defaultRequestOf(builder).getUserText()).toBe('test user prompt');
  });

  test('whenDefaultSystemStringSetThenAppliedToRequest', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel());
    builder.defaultSystem('test system prompt');
    expect(defaultRequestOf(builder).getSystemText()).toBe('test system prompt');
  });

  test('whenBuilderMethodChainingThenAllSettingsApplied', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel()).defaultSystem('system prompt').defaultUser('user prompt');
    const defaultRequest = defaultRequestOf(builder);
    expect(defaultRequest.getSystemText()).toBe('system prompt');
    expect(defaultRequest.getUserText()).toBe('user prompt');
  });

  test('whenCloneWithAllSettingsThenAllAreCopied', () => {
    const originalBuilder = new DefaultChatClientBuilder(mockChatModel())
      .defaultSystem('system prompt')
      .defaultUser('user prompt');
    const clonedRequest = defaultRequestOf(originalBuilder.clone());
    expect(clonedRequest.getSystemText()).toBe('system prompt');
    expect(clonedRequest.getUserText()).toBe('user prompt');
  });

  test('whenBuilderUsedMultipleTimesThenProducesDifferentInstances', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel());
    const client1 = builder.build();
    const client2 = builder.build();
    expect(client1).not.toBe(client2);
    expect(client1).toBeInstanceOf(DefaultChatClient);
    expect(client2).toBeInstanceOf(DefaultChatClient);
  });

  test('whenDefaultUserWithTemplateVariablesThenProcessed', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel());
    builder.defaultUser('Hello {name}, welcome to {service}!');
    expect(defaultRequestOf(builder).getUserText()).toBe('Hello {name}, welcome to {service}!');
  });

  test('whenMultipleSystemSettingsThenLastOneWins', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel());
    builder.defaultSystem('first system message');
    builder.defaultSystem('final system message');
    expect(defaultRequestOf(builder).getSystemText()).toBe('final system message');
  });
});

describe('DefaultChatClientBuilder (spring-ai-ts)', () => {
  test('defaultUser/defaultSystem read a Resource with the default charset', () => {
    const builder = new DefaultChatClientBuilder(mockChatModel())
      .defaultUser(new ByteArrayResource('user from resource'))
      .defaultSystem(new ByteArrayResource('system from resource'), 'utf-8');
    expect(defaultRequestOf(builder).getUserText()).toBe('user from resource');
    expect(defaultRequestOf(builder).getSystemText()).toBe('system from resource');
  });
});
