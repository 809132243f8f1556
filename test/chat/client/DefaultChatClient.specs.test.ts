// DefaultChatClientTests, part 2 of 5: DefaultPromptUserSpec, DefaultPromptSystemSpec, DefaultAdvisorSpec.
import { DefaultChatClient } from '../../../src/chat/client/DefaultChatClient.js';
import type { Advisor } from '../../../src/chat/client/advisor/api/Advisor.js';
import { SimpleLoggerAdvisor } from '../../../src/chat/client/advisor/SimpleLoggerAdvisor.js';
import { Media } from '../../../src/content/Media.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ByteArrayResource } from '../../../src/java/core/io/ByteArrayResource.js';
import type { Resource } from '../../../src/java/core/io/Resource.js';
import type { MimeType } from '../../../src/java/core/util/MimeType.js';
import { MimeTypeUtils } from '../../../src/java/core/util/MimeTypeUtils.js';

// Java's classpath resources user-prompt.txt / system-prompt.txt / tabby-cat.png.
const USER_PROMPT_TXT = () => new ByteArrayResource('my question', 'user-prompt.txt');
const SYSTEM_PROMPT_TXT = () => new ByteArrayResource('instructions', 'system-prompt.txt');
const TABBY_CAT_PNG = () => new ByteArrayResource(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'tabby-cat.png');
const DEFAULT_CHARSET = 'utf-8';
const illegal = (message: string) => new IllegalArgumentException(message);
const nullMap = (key: unknown, value: unknown) => new Map<string, unknown>([[key as string, value]]);

type TextSpec = InstanceType<typeof DefaultChatClient.DefaultPromptUserSpec | typeof DefaultChatClient.DefaultPromptSystemSpec>;

/** The tests Spring repeats for the user and the system spec, with the same titles. */
function textSpecTests(kind: 'User' | 'System', create: () => TextSpec, resource: () => Resource, text: string): void {
  test(`when${kind}TextStringIsNullThenThrow`, () => {
    expect(() => create().text(null as unknown as string)).toThrow(illegal('text cannot be null or empty'));
  });

  test(`when${kind}TextStringIsEmptyThenThrow`, () => {
    expect(() => create().text('')).toThrow(illegal('text cannot be null or empty'));
  });

  test(`when${kind}TextStringThenReturn`, () => {
    const spec = create().text(text);
    expect(spec.text()).toBe(text);
  });

  test(`when${kind}TextResourceIsNullWithCharsetThenThrow`, () => {
    expect(() => create().text(null as unknown as Resource, DEFAULT_CHARSET)).toThrow(illegal('text cannot be null'));
  });

  test(`when${kind}TextCharsetIsNullWithResourceThenThrow`, () => {
    expect(() => create().text(resource(), null as unknown as string)).toThrow(illegal('charset cannot be null'));
  });

  test(`when${kind}TextResourceAndCharsetThenReturn`, () => {
    const spec = create().text(resource(), DEFAULT_CHARSET);
    expect(spec.text()).toBe(text);
  });

  // when<Kind>TextResourceIsNullThenThrow: text(null) cannot tell Java's Resource overload from the
  // String one, so it fails with the String message ("text cannot be null or empty", tested above).

  test(`when${kind}TextResourceThenReturn`, () => {
    const spec = create().text(resource());
    expect(spec.text()).toBe(text);
  });

  test(`when${kind}ParamKeyIsNullThenThrow`, () => {
    expect(() => create().param(null as unknown as string, 'value')).toThrow(illegal('key cannot be null or empty'));
  });

  test(`when${kind}ParamKeyIsEmptyThenThrow`, () => {
    expect(() => create().param('', 'value')).toThrow(illegal('key cannot be null or empty'));
  });

  test(`when${kind}ParamValueIsNullThenThrow`, () => {
    expect(() => create().param('key', null)).toThrow(illegal('value cannot be null'));
  });

  test(`when${kind}ParamKeyValueThenReturn`, () => {
    const spec = create().param('key', 'value');
    expect(spec.params().get('key')).toBe('value');
  });

  test(`when${kind}ParamsIsNullThenThrow`, () => {
    expect(() => create().params(null as unknown as Map<string, unknown>)).toThrow(illegal('params cannot be null'));
  });

  test(`when${kind}ParamsKeyIsNullThenThrow`, () => {
    expect(() => create().params(nullMap(null, 'value'))).toThrow(illegal('param keys cannot contain null elements'));
  });

  test(`when${kind}ParamsValueIsNullThenThrow`, () => {
    expect(() => create().params(nullMap('key', null))).toThrow(illegal('param values cannot contain null elements'));
  });

  test(`when${kind}ParamsThenReturn`, () => {
    const spec = create().params(new Map([['key', 'value']]));
    expect(spec.params().get('key')).toBe('value');
  });

  test(`when${kind}MetadataKeyIsNullThenThrow`, () => {
    expect(() => create().metadata(null as unknown as string, 'value')).toThrow(
      illegal('metadata key cannot be null or empty'),
    );
  });

  test(`when${kind}MetadataKeyIsEmptyThenThrow`, () => {
    expect(() => create().metadata('', 'value')).toThrow(illegal('metadata key cannot be null or empty'));
  });

  test(`when${kind}MetadataValueIsNullThenThrow`, () => {
    expect(() => create().metadata('key', null)).toThrow(illegal('metadata value cannot be null'));
  });

  test(`when${kind}MetadataKeyValueThenReturn`, () => {
    const spec = create().metadata('key', 'value');
    expect(spec.metadata().get('key')).toBe('value');
  });

  test(`when${kind}MetadataIsNullThenThrow`, () => {
    expect(() => create().metadata(null as unknown as Map<string, unknown>)).toThrow(
      illegal('metadata cannot be null'),
    );
  });

  test(`when${kind}MetadataMapKeyIsNullThenThrow`, () => {
    expect(() => create().metadata(nullMap(null, 'value'))).toThrow(
      illegal('metadata keys cannot contain null elements'),
    );
  });

  test(`when${kind}MetadataMapValueIsNullThenThrow`, () => {
    expect(() => create().metadata(nullMap('key', null))).toThrow(
      illegal('metadata values cannot contain null elements'),
    );
  });

  test(`when${kind}MetadataThenReturn`, () => {
    const spec = create().metadata(new Map([['key', 'value']]));
    expect(spec.metadata().get('key')).toBe('value');
  });
}

describe('DefaultChatClientTests', () => {
  // DefaultPromptUserSpec

  test('buildPromptUserSpec', () => {
    const spec = new DefaultChatClient.DefaultPromptUserSpec();
    expect(spec).toBeDefined();
    expect(spec.media()).toBeDefined();
    expect(spec.params()).toBeDefined();
    expect(spec.metadata()).toBeDefined();
    expect(spec.text()).toBeUndefined();
  });

  test('whenUserMediaIsNullThenThrow', () => {
    const spec = new DefaultChatClient.DefaultPromptUserSpec();
    expect(() => spec.media(null as unknown as Media)).toThrow(illegal('media cannot be null'));
  });

  test('whenUserMediaContainsNullElementsThenThrow', () => {
    const spec = new DefaultChatClient.DefaultPromptUserSpec();
    expect(() => spec.media(null as unknown as Media, null as unknown as Media)).toThrow(
      illegal('media cannot contain null elements'),
    );
  });

  test('whenUserMediaThenReturn', () => {
    const mediaUri = new URL('http://example.com/image.png');
    const spec = new DefaultChatClient.DefaultPromptUserSpec().media(
      Media.builder().mimeType(MimeTypeUtils.IMAGE_PNG).data(mediaUri).build(),
    );
    expect(spec.media()).toHaveLength(1);
    expect(spec.media()[0]?.getMimeType()).toEqual(MimeTypeUtils.IMAGE_PNG);
    expect(spec.media()[0]?.getData()).toBe(mediaUri.toString());
  });

  test('whenUserMediaMimeTypeIsNullWithUrlThenThrow', () => {
    const spec = new DefaultChatClient.DefaultPromptUserSpec();
    const mediaUrl = new URL('http://example.com/image.png');
    expect(() => spec.media(null as unknown as MimeType, mediaUrl)).toThrow(illegal('mimeType cannot be null'));
  });

  test('whenUserMediaUrlIsNullThenThrow', () => {
    const spec = new DefaultChatClient.DefaultPromptUserSpec();
    expect(() => spec.media(MimeTypeUtils.IMAGE_PNG, null as unknown as URL)).toThrow(illegal('url cannot be null'));
  });

  test('whenUserMediaMimeTypeAndUrlThenReturn', () => {
    const mediaUrl = new URL('http://example.com/image.png');
    const spec = new DefaultChatClient.DefaultPromptUserSpec().media(MimeTypeUtils.IMAGE_PNG, mediaUrl);
    expect(spec.media()).toHaveLength(1);
    expect(spec.media()[0]?.getMimeType()).toEqual(MimeTypeUtils.IMAGE_PNG);
    expect(spec.media()[0]?.getData()).toBe(mediaUrl.toString());
  });

  test('whenUserMediaMimeTypeIsNullWithResourceThenThrow', () => {
    const spec = new DefaultChatClient.DefaultPromptUserSpec();
    expect(() => spec.media(null as unknown as MimeType, TABBY_CAT_PNG())).toThrow(illegal('mimeType cannot be null'));
  });

  // whenUserMediaResourceIsNullThenThrow: media(mimeType, null) cannot tell a null Resource from a
  // null URL; it fails with "url cannot be null" (whenUserMediaUrlIsNullThenThrow).

  test('whenUserMediaMimeTypeAndResourceThenReturn', () => {
    const spec = new DefaultChatClient.DefaultPromptUserSpec().media(MimeTypeUtils.IMAGE_PNG, TABBY_CAT_PNG());
    expect(spec.media()).toHaveLength(1);
    expect(spec.media()[0]?.getMimeType()).toEqual(MimeTypeUtils.IMAGE_PNG);
    expect(spec.media()[0]?.getData()).toBeDefined();
  });

  textSpecTests('User', () => new DefaultChatClient.DefaultPromptUserSpec(), USER_PROMPT_TXT, 'my question');

  // DefaultPromptSystemSpec

  test('buildPromptSystemSpec', () => {
    const spec = new DefaultChatClient.DefaultPromptSystemSpec();
    expect(spec).toBeDefined();
    expect(spec.params()).toBeDefined();
    expect(spec.metadata()).toBeDefined();
    expect(spec.text()).toBeUndefined();
  });

  textSpecTests('System', () => new DefaultChatClient.DefaultPromptSystemSpec(), SYSTEM_PROMPT_TXT, 'instructions');

  // DefaultAdvisorSpec

  test('buildAdvisorSpec', () => {
    const spec = new DefaultChatClient.DefaultAdvisorSpec();
    expect(spec).toBeDefined();
    expect(spec.getAdvisors()).toBeDefined();
    expect(spec.getParams()).toBeDefined();
  });

  test('whenAdvisorParamKeyIsNullThenThrow', () => {
    expect(() => new DefaultChatClient.DefaultAdvisorSpec().param(null as unknown as string, 'value')).toThrow(
      illegal('key cannot be null or empty'),
    );
  });

  test('whenAdvisorParamKeyIsEmptyThenThrow', () => {
    expect(() => new DefaultChatClient.DefaultAdvisorSpec().param('', 'value')).toThrow(
      illegal('key cannot be null or empty'),
    );
  });

  test('whenAdvisorParamValueIsNullThenThrow', () => {
    expect(() => new DefaultChatClient.DefaultAdvisorSpec().param('key', null)).toThrow(illegal('value cannot be null'));
  });

  test('whenAdvisorParamKeyValueThenReturn', () => {
    const spec = new DefaultChatClient.DefaultAdvisorSpec().param('key', 'value');
    expect(spec.getParams().get('key')).toBe('value');
  });

  test('whenAdvisorParamsIsNullThenThrow', () => {
    expect(() => new DefaultChatClient.DefaultAdvisorSpec().params(null as unknown as Map<string, unknown>)).toThrow(
      illegal('params cannot be null'),
    );
  });

  test('whenAdvisorKeyIsNullThenThrow', () => {
    expect(() => new DefaultChatClient.DefaultAdvisorSpec().params(nullMap(null, 'value'))).toThrow(
      illegal('param keys cannot contain null elements'),
    );
  });

  test('whenAdvisorParamsValueIsNullThenThrow', () => {
    expect(() => new DefaultChatClient.DefaultAdvisorSpec().params(nullMap('key', null))).toThrow(
      illegal('param values cannot contain null elements'),
    );
  });

  test('whenAdvisorParamsThenReturn', () => {
    const spec = new DefaultChatClient.DefaultAdvisorSpec().params(new Map([['key', 'value']]));
    expect(spec.getParams().get('key')).toBe('value');
  });

  test('whenAdvisorsIsNullThenThrow', () => {
    expect(() => new DefaultChatClient.DefaultAdvisorSpec().advisors(null as unknown as Advisor[])).toThrow(
      illegal('advisors cannot be null'),
    );
  });

  test('whenAdvisorsContainsNullElementsThenThrow', () => {
    expect(() =>
      new DefaultChatClient.DefaultAdvisorSpec().advisors(null as unknown as Advisor, null as unknown as Advisor),
    ).toThrow(illegal('advisors cannot contain null elements'));
  });

  test('whenAdvisorsThenReturn', () => {
    const advisor = new SimpleLoggerAdvisor();
    const spec = new DefaultChatClient.DefaultAdvisorSpec().advisors(advisor);
    expect(spec.getAdvisors()).toHaveLength(1);
    expect(spec.getAdvisors()[0]).toBe(advisor);
  });

  test('whenAdvisorListIsNullThenThrow', () => {
    expect(() => new DefaultChatClient.DefaultAdvisorSpec().advisors(undefined as unknown as Advisor[])).toThrow(
      illegal('advisors cannot be null'),
    );
  });

  test('whenAdvisorListContainsNullElementsThenThrow', () => {
    const advisors = [null as unknown as Advisor];
    expect(() => new DefaultChatClient.DefaultAdvisorSpec().advisors(advisors)).toThrow(
      illegal('advisors cannot contain null elements'),
    );
  });

  test('whenAdvisorListThenReturn', () => {
    const advisor = new SimpleLoggerAdvisor();
    const spec = new DefaultChatClient.DefaultAdvisorSpec().advisors([advisor]);
    expect(spec.getAdvisors()).toHaveLength(1);
    expect(spec.getAdvisors()[0]).toBe(advisor);
  });

  test('whenUserParamsWithEmptyMapThenReturn', () => {
    const spec = new DefaultChatClient.DefaultPromptUserSpec().params(new Map());
    expect(spec.params().size).toBe(0);
  });

  test('whenSystemParamsWithEmptyMapThenReturn', () => {
    const spec = new DefaultChatClient.DefaultPromptSystemSpec().params(new Map());
    expect(spec.params().size).toBe(0);
  });

  test('whenAdvisorSpecWithMultipleParamsThenAllStored', () => {
    const spec = new DefaultChatClient.DefaultAdvisorSpec()
      .param('param1', 'value1')
      .param('param2', 'value2')
      .param('param3', 'value3');
    expect(Object.fromEntries(spec.getParams())).toEqual({ param1: 'value1', param2: 'value2', param3: 'value3' });
  });
});
