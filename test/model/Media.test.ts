import { IllegalArgumentException } from '../../src/java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../src/java/core/IllegalStateException.js';
import { RuntimeException } from '../../src/java/core/RuntimeException.js';
import { ByteArrayResource } from '../../src/java/core/io/ByteArrayResource.js';
import type { Resource } from '../../src/java/core/io/Resource.js';
import { MimeType } from '../../src/java/core/util/MimeType.js';
import { Media } from '../../src/content/index.js';

// Java's URI is a URL here, byte[] a Uint8Array and IOException a plain Error.

/** Java's anonymous ByteArrayResource subclass whose read fails. */
class FailingResource extends ByteArrayResource {
  constructor() {
    super(new Uint8Array([1, 2, 3]));
  }

  override getContentAsByteArray(): Uint8Array {
    throw new Error('Simulated failure');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

function assertValidMediaName(name: string, expectedMimeSubtype: string): void {
  // Java's name.split("-", 3): prefix, subtype, and the rest (the UUID).
  const match = /^([^-]*)-([^-]*)-(.*)$/su.exec(name);
  expect(match).not.toBeNull();
  expect(match![1]).toBe('media');
  expect(match![2]).toBe(expectedMimeSubtype);
  expect(match![3]).toMatch(UUID);
}

describe('MediaTests', () => {
  test('testMediaBuilderWithByteArrayResource', () => {
    const mimeType = MimeType.valueOf('image/png');
    const data = new Uint8Array([1, 2, 3]);
    const id = '123';
    const name = 'test-media';

    const media = Media.builder().mimeType(mimeType).data(new ByteArrayResource(data)).id(id).name(name).build();

    expect(media.getMimeType().equals(mimeType)).toBe(true);
    expect(media.getData()).toBeInstanceOf(Uint8Array);
    expect(media.getDataAsByteArray()).toEqual(data);
    expect(media.getId()).toBe(id);
    expect(media.getName()).toBe(name);
  });

  test('testMediaBuilderWithUri', () => {
    const mimeType = MimeType.valueOf('image/png');
    const uri = new URL('http://example.com/image.png');
    const id = '123';
    const name = 'test-media';

    const media = Media.builder().mimeType(mimeType).data(uri).id(id).name(name).build();

    expect(media.getMimeType().equals(mimeType)).toBe(true);
    expect(typeof media.getData()).toBe('string');
    expect(media.getData()).toBe(uri.toString());
    expect(media.getId()).toBe(id);
    expect(media.getName()).toBe(name);
  });

  test('testMediaBuilderWithURI', () => {
    const mimeType = MimeType.valueOf('image/png');
    const uri = new URL('http://example.com/image.png');
    const id = '123';
    const name = 'test-media';

    const media = Media.builder().mimeType(mimeType).data(uri).id(id).name(name).build();

    expect(media.getMimeType().equals(mimeType)).toBe(true);
    expect(typeof media.getData()).toBe('string');
    expect(media.getData()).toBe(uri.toString());
    expect(media.getId()).toBe(id);
    expect(media.getName()).toBe(name);
  });

  test('testMediaBuilderWithNullMimeType', () => {
    expect(() =>
      Media.builder()
        .mimeType(null as unknown as MimeType)
        .build(),
    ).toThrow(new IllegalArgumentException('MimeType must not be null'));
  });

  test('testMediaBuilderWithNullData', () => {
    expect(() => Media.builder().mimeType(MimeType.valueOf('image/png')).data(null).build()).toThrow(
      new IllegalArgumentException('Data must not be null'),
    );
  });

  test('testGetDataAsByteArrayWithInvalidData', () => {
    const media = Media.builder()
      .mimeType(MimeType.valueOf('image/png'))
      .data('invalid data')
      .id('123')
      .name('test-media')
      .build();

    expect(() => media.getDataAsByteArray()).toThrow(IllegalStateException);
    expect(() => media.getDataAsByteArray()).toThrow('Media data is not a byte[]');
  });

  test('testMediaBuilderWithNullUri', () => {
    // A null URI cannot be told from other null data at run time: "Data must not be null", not "URI must not be null".
    expect(() =>
      Media.builder()
        .mimeType(MimeType.valueOf('image/png'))
        .data(null as unknown as URL)
        .build(),
    ).toThrow(new IllegalArgumentException('Data must not be null'));
  });

  test('testMediaBuilderWithNullURI', () => {
    // A null URI cannot be told from other null data at run time: "Data must not be null", not "URI must not be null".
    expect(() =>
      Media.builder()
        .mimeType(MimeType.valueOf('image/png'))
        .data(null as unknown as URL)
        .build(),
    ).toThrow(IllegalArgumentException);
  });

  test('testMediaBuilderWithNullResource', () => {
    expect(() =>
      Media.builder()
        .mimeType(MimeType.valueOf('image/png'))
        .data(null as unknown as Resource)
        .build(),
    ).toThrow(new IllegalArgumentException('Data must not be null'));
  });

  test('testMediaBuilderWithOptionalId', () => {
    const mimeType = MimeType.valueOf('image/png');
    const data = new Uint8Array([1, 2, 3]);

    const media = Media.builder().mimeType(mimeType).data(data).name('test-media').build();

    expect(media.getId()).toBeUndefined();
    expect(media.getName()).toBe('test-media');
  });

  test('testMediaBuilderWithDefaultName', () => {
    const mimeType = MimeType.valueOf('image/png');
    const data = new Uint8Array([1, 2, 3]);

    const media = Media.builder().mimeType(mimeType).data(data).build();

    assertValidMediaName(media.getName(), 'png');
  });

  test('testMediaBuilderWithFailingResource', () => {
    const build = () => Media.builder().mimeType(MimeType.valueOf('image/png')).data(new FailingResource()).build();
    expect(build).toThrow(IllegalArgumentException);
    try {
      build();
    } catch (error) {
      expect((error as IllegalArgumentException).getCause()).toBeInstanceOf(Error);
    }
    expect.assertions(2);
  });

  test('testMediaBuilderWithDifferentMimeTypes', () => {
    const data = new Uint8Array([1, 2, 3]);

    const jpegMedia = Media.builder().mimeType(Media.Format.IMAGE_JPEG).data(data).build();
    assertValidMediaName(jpegMedia.getName(), 'jpeg');

    const pdfMedia = Media.builder().mimeType(Media.Format.DOC_PDF).data(data).build();
    assertValidMediaName(pdfMedia.getName(), 'pdf');
  });

  test('testLastDataMethodWins', () => {
    const uri = new URL('http://example.com/image.png');
    const bytes = new Uint8Array([1, 2, 3]);

    const media = Media.builder().mimeType(Media.Format.IMAGE_PNG).data(uri).data(bytes).build();

    expect(media.getData()).toBe(bytes);
  });

  test('testMediaConstructorWithUri', () => {
    const mimeType = MimeType.valueOf('image/png');
    const uri = new URL('http://example.com/image.png');

    const media = new Media(mimeType, uri);

    expect(media.getMimeType()).toBe(mimeType);
    expect(typeof media.getData()).toBe('string');
    expect(media.getData()).toBe(uri.toString());
    expect(media.getId()).toBeUndefined();
    assertValidMediaName(media.getName(), 'png');
  });

  test('testMediaConstructorWithUrl', () => {
    const mimeType = MimeType.valueOf('image/png');
    const url = 'http://example.com/image.png';

    const media = Media.builder().mimeType(mimeType).data(new URL(url)).build();

    expect(media.getMimeType()).toBe(mimeType);
    expect(typeof media.getData()).toBe('string');
    expect(media.getData()).toBe(url);
    expect(media.getId()).toBeUndefined();
    assertValidMediaName(media.getName(), 'png');
  });

  test('testMediaConstructorWithResource', () => {
    const mimeType = MimeType.valueOf('image/png');
    const data = new Uint8Array([1, 2, 3]);
    const resource = new ByteArrayResource(data);

    const media = new Media(mimeType, resource);

    expect(media.getMimeType()).toBe(mimeType);
    expect(media.getData()).toBeInstanceOf(Uint8Array);
    expect(media.getDataAsByteArray()).toEqual(data);
    expect(media.getId()).toBeUndefined();
    assertValidMediaName(media.getName(), 'png');
  });

  test('testMediaConstructorWithResourceAndId', () => {
    const mimeType = MimeType.valueOf('image/png');
    const data = new Uint8Array([1, 2, 3]);
    const resource = new ByteArrayResource(data);
    const id = '123';

    const media = Media.builder().mimeType(mimeType).data(resource).id(id).build();

    expect(media.getMimeType()).toBe(mimeType);
    expect(media.getData()).toBeInstanceOf(Uint8Array);
    expect(media.getDataAsByteArray()).toEqual(data);
    expect(media.getId()).toBe(id);
    assertValidMediaName(media.getName(), 'png');
  });

  test('testMediaConstructorWithFailingResource', () => {
    expect(() => new Media(Media.Format.IMAGE_PNG, new FailingResource())).toThrow(RuntimeException);
    try {
      new Media(Media.Format.IMAGE_PNG, new FailingResource());
    } catch (error) {
      expect((error as RuntimeException).getCause()).toBeInstanceOf(Error);
    }
    expect.assertions(2);
  });

  test('testMediaConstructorWithFailingResourceAndId', () => {
    const build = () => Media.builder().mimeType(Media.Format.IMAGE_PNG).data(new FailingResource()).id('123').build();
    expect(build).toThrow(RuntimeException);
    try {
      build();
    } catch (error) {
      expect((error as RuntimeException).getCause()).toBeInstanceOf(Error);
    }
    expect.assertions(2);
  });

  test('testUriConstructorNullValidation', () => {
    const mimeType = MimeType.valueOf('image/png');

    expect(() => new Media(null as unknown as MimeType, new URL('http://example.com/image.png'))).toThrow(
      new IllegalArgumentException('MimeType must not be null'),
    );

    // A null URI cannot be told from a null Resource: "Data must not be null", not "URI must not be null".
    expect(() => new Media(mimeType, null as unknown as URL)).toThrow(new IllegalArgumentException('Data must not be null'));

    expect(() =>
      Media.builder()
        .mimeType(null as unknown as MimeType)
        .data(new URL('http://example.com/image.png'))
        .build(),
    ).toThrow(new IllegalArgumentException('MimeType must not be null'));

    expect(() =>
      Media.builder()
        .mimeType(mimeType)
        .data(null as unknown as URL)
        .build(),
    ).toThrow(new IllegalArgumentException('Data must not be null'));
  });

  test('testURLConstructorNullValidation', () => {
    const mimeType = MimeType.valueOf('image/png');

    expect(() => new Media(null as unknown as MimeType, new URL('http://example.com/image.png'))).toThrow(
      new IllegalArgumentException('MimeType must not be null'),
    );

    // A null URI cannot be told from a null Resource: "Data must not be null", not "URI must not be null".
    expect(() => new Media(mimeType, null as unknown as URL)).toThrow(IllegalArgumentException);

    expect(() =>
      Media.builder()
        .mimeType(null as unknown as MimeType)
        .data(new URL('http://example.com/image.png'))
        .build(),
    ).toThrow(new IllegalArgumentException('MimeType must not be null'));

    expect(() =>
      Media.builder()
        .mimeType(mimeType)
        .data(null as unknown as URL)
        .build(),
    ).toThrow(IllegalArgumentException);
  });

  test('testResourceConstructorNullValidation', () => {
    const mimeType = MimeType.valueOf('image/png');

    expect(() => new Media(null as unknown as MimeType, new ByteArrayResource(new Uint8Array([1, 2, 3])))).toThrow(
      new IllegalArgumentException('MimeType must not be null'),
    );

    expect(() => new Media(mimeType, null as unknown as Resource)).toThrow(
      new IllegalArgumentException('Data must not be null'),
    );

    expect(() =>
      Media.builder()
        .mimeType(null as unknown as MimeType)
        .data(new ByteArrayResource(new Uint8Array([1, 2, 3])))
        .build(),
    ).toThrow(new IllegalArgumentException('MimeType must not be null'));

    expect(() =>
      Media.builder()
        .mimeType(mimeType)
        .data(null as unknown as Resource)
        .build(),
    ).toThrow(new IllegalArgumentException('Data must not be null'));
  });

  test('testResourceIOExceptionHandling', () => {
    const mimeType = MimeType.valueOf('image/png');

    expect(() => new Media(mimeType, new FailingResource())).toThrow(RuntimeException);
    expect(() => new Media(mimeType, new FailingResource())).toThrow('Simulated failure');

    expect(() => Media.builder().mimeType(mimeType).data(new FailingResource()).build()).toThrow(
      IllegalArgumentException,
    );
    expect(() => Media.builder().mimeType(mimeType).data(new FailingResource()).build()).toThrow('Simulated failure');
  });

  test('testDifferentMimeTypesNameFormat', () => {
    const jpegMediaCtor = new Media(Media.Format.IMAGE_JPEG, new ByteArrayResource(new Uint8Array([1, 2, 3])));
    assertValidMediaName(jpegMediaCtor.getName(), 'jpeg');

    const pngMediaCtor = new Media(Media.Format.IMAGE_PNG, new ByteArrayResource(new Uint8Array([1, 2, 3])));
    assertValidMediaName(pngMediaCtor.getName(), 'png');

    const jpegMediaBuilder = Media.builder()
      .mimeType(Media.Format.IMAGE_JPEG)
      .data(new ByteArrayResource(new Uint8Array([1, 2, 3])))
      .build();
    assertValidMediaName(jpegMediaBuilder.getName(), 'jpeg');

    const pngMediaBuilder = Media.builder()
      .mimeType(Media.Format.IMAGE_PNG)
      .data(new ByteArrayResource(new Uint8Array([1, 2, 3])))
      .build();
    assertValidMediaName(pngMediaBuilder.getName(), 'png');
  });
});

describe('Media and MimeType (spring-ai-ts additions)', () => {
  test('MimeType parses type, subtype and parameters and compares case-insensitively', () => {
    const mimeType = MimeType.valueOf('Text/Plain; charset=UTF-8');
    expect(mimeType.getType()).toBe('text');
    expect(mimeType.getSubtype()).toBe('plain');
    expect(mimeType.getCharset()).toBe('UTF-8');
    expect(mimeType.toString()).toBe('text/plain;charset=UTF-8');
    expect(mimeType.equals(MimeType.valueOf('text/plain;charset=UTF-8'))).toBe(true);
    expect(mimeType.hashCode()).toBe(MimeType.valueOf('text/plain;charset=UTF-8').hashCode());
    expect(mimeType.equals(MimeType.valueOf('text/plain'))).toBe(false);
    expect(MimeType.valueOf('text/*').includes(mimeType)).toBe(true);
    expect(mimeType.isCompatibleWith(MimeType.valueOf('*/*'))).toBe(true);
    expect(() => MimeType.valueOf('plain')).toThrow(IllegalArgumentException);
  });

  test('Media.Builder and Media.Format are reachable as nested members', () => {
    const builder: Media.Builder = new Media.Builder();
    const media = builder.mimeType(Media.Format.IMAGE_WEBP).data(new Uint8Array([9])).build();
    expect(media.getMimeType().toString()).toBe('image/webp');
    expect(media).toBeInstanceOf(Media);
  });
});
