import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ByteArrayInputStream,
  ByteArrayResource,
  ClassPathResource,
  DefaultResourceLoader,
  FileNotFoundException,
  FileSystemResource,
  IOException,
  JsoupDocumentReader,
  MarkdownDocumentReader,
  PathMatchingResourcePatternResolver,
  RuntimeException,
  TextReader,
  UnsupportedOperationException,
  UrlResource,
} from '../../../../src/index.js';

const base = mkdtempSync(path.join(tmpdir(), 'resources-'));
const first = path.join(base, 'first');
const second = path.join(base, 'second');
const write = (file: string, text: string): void => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
write(path.join(first, 'prompts/system.st'), 'You are {name}.');
write(path.join(second, 'prompts/system.st'), 'shadowed');
write(path.join(second, 'prompts/user.st'), 'Hello');
write(path.join(second, 'docs/b.md'), '# B');
write(path.join(second, 'docs/a.md'), '# A');
write(path.join(second, 'docs/nested/c.md'), '# C');
write(path.join(second, 'docs/notes.txt'), 'n');
write(path.join(first, 'docs/z.md'), '# Z');

afterEach(() => ClassPathResource.setResourceRoots(undefined));

describe('ClassPathResource', () => {
  beforeEach(() => ClassPathResource.setResourceRoots([first, second]));

  test('resolves against the first resource root that has the path', async () => {
    const resource = new ClassPathResource('prompts/system.st');
    expect(resource.exists()).toBe(true);
    expect(resource.getContentAsString()).toBe('You are {name}.');
    expect(new TextDecoder().decode(await resource.getInputStream().readAllBytes())).toBe('You are {name}.');
    expect(new ClassPathResource('/prompts/user.st').getContentAsString('utf-8')).toBe('Hello');
    expect(resource.getAbsolutePath()).toBe(path.join(first, 'prompts/system.st'));
  });

  test('has Spring path, file name and description', () => {
    const resource = new ClassPathResource('/prompts/./x/../system.st');
    expect(resource.getPath()).toBe('prompts/system.st');
    expect(resource.getFilename()).toBe('system.st');
    expect(resource.getDescription()).toBe('class path resource [prompts/system.st]');
    expect(String(resource)).toBe('class path resource [prompts/system.st]');
    expect(resource.createRelative('user.st').getContentAsString()).toBe('Hello');
    expect(resource.equals(new ClassPathResource('prompts/system.st'))).toBe(true);
  });

  test('a missing resource does not exist and cannot be opened', () => {
    const missing = new ClassPathResource('prompts/missing.st');
    expect(missing.exists()).toBe(false);
    expect(() => missing.getInputStream()).toThrow(new FileNotFoundException('class path resource [prompts/missing.st] cannot be opened because it does not exist'));
    expect(() => missing.getInputStream()).toThrow(IOException);
    expect(() => missing.getContentAsString()).toThrow(FileNotFoundException);
    expect(() => new ClassPathResource('prompts').getInputStream()).toThrow(FileNotFoundException);
  });

  test('the default roots are src/main/resources and resources under the working directory', () => {
    ClassPathResource.setResourceRoots(undefined);
    expect(ClassPathResource.getResourceRoots()).toEqual([path.resolve('src/main/resources'), path.resolve('resources')]);
  });

  test('the environment variable replaces the default roots', () => {
    ClassPathResource.setResourceRoots(undefined);
    process.env['SPRING_AI_RESOURCE_ROOTS'] = [second, 'relative'].join(path.delimiter);
    try {
      expect(ClassPathResource.getResourceRoots()).toEqual([second, path.resolve('relative')]);
      expect(new ClassPathResource('prompts/system.st').getContentAsString()).toBe('shadowed');
    } finally {
      delete process.env['SPRING_AI_RESOURCE_ROOTS'];
    }
  });

  test('rejects roots that are not strings', () => {
    expect(() => ClassPathResource.setResourceRoots([''])).toThrow('Resource roots must be non-empty strings');
    expect(ClassPathResource.getResourceRoots()).toEqual([first, second]);
  });
});

describe('DefaultResourceLoader', () => {
  beforeEach(() => ClassPathResource.setResourceRoots([first, second]));
  const loader = new DefaultResourceLoader();

  test('classpath: and plain paths are class path resources', () => {
    expect(loader.getResource('classpath:prompts/user.st')).toBeInstanceOf(ClassPathResource);
    expect(loader.getResource('classpath:/prompts/user.st').getContentAsString()).toBe('Hello');
    expect(loader.getResource('prompts/user.st').getDescription()).toBe('class path resource [prompts/user.st]');
    expect(loader.getResource('/prompts/user.st').getContentAsString()).toBe('Hello');
  });

  test('file: URLs are URL resources', async () => {
    const url = pathToFileURL(path.join(second, 'docs/a.md')).href;
    const resource = loader.getResource(url);
    expect(resource).toBeInstanceOf(UrlResource);
    expect(resource.getFilename()).toBe('a.md');
    expect(resource.getDescription()).toBe(`URL [${url}]`);
    expect(resource.getContentAsString()).toBe('# A');
    expect(new TextDecoder().decode(await resource.getInputStream().readAllBytes())).toBe('# A');
    expect(loader.getResource(`${url}.missing`).exists()).toBe(false);
  });

  test('http URLs are read through the input stream only', () => {
    const resource = loader.getResource('https://user:secret@example.invalid/files/guide%20one.md');
    expect(resource.getFilename()).toBe('guide one.md');
    expect(resource.getDescription()).not.toContain('secret');
    expect(() => resource.getContentAsString()).toThrow(UnsupportedOperationException);
  });
});

describe('PathMatchingResourcePatternResolver', () => {
  beforeEach(() => ClassPathResource.setResourceRoots([first, second]));
  const resolver = new PathMatchingResourcePatternResolver();
  const names = (pattern: string): string[] => resolver.getResources(pattern).map((r) => path.relative(base, (r as FileSystemResource).getPath()));

  test('classpath: with a wildcard searches the first root that has the folder, in path order', () => {
    expect(names('classpath:/docs/*.md')).toEqual(['first/docs/z.md']);
    expect(names('classpath:prompts/*.st')).toEqual(['first/prompts/system.st']);
  });

  test('classpath*: searches every root; ** crosses folders', () => {
    expect(names('classpath*:docs/**/*.md')).toEqual(['first/docs/z.md', 'second/docs/a.md', 'second/docs/b.md', 'second/docs/nested/c.md']);
    expect(names('classpath*:prompts/system.st')).toEqual(['first/prompts/system.st', 'second/prompts/system.st']);
  });

  test('file: patterns and single locations', () => {
    expect(names(`${pathToFileURL(second).href}/docs/?.md`)).toEqual(['second/docs/a.md', 'second/docs/b.md']);
    const single = resolver.getResources('classpath:prompts/user.st');
    expect(single).toHaveLength(1);
    expect(single[0]!.getDescription()).toBe('class path resource [prompts/user.st]');
    expect(resolver.getResources('classpath:nothing/*.md')).toEqual([]);
  });
});

describe('InputStream', () => {
  test('readAllBytes reads the rest once; readNBytes reads a prefix', async () => {
    const stream = new ByteArrayInputStream('abcdef');
    expect(new TextDecoder().decode(await stream.readNBytes(2))).toBe('ab');
    expect(new TextDecoder().decode(await stream.readAllBytes())).toBe('cdef');
    expect(await stream.readAllBytes()).toEqual(new Uint8Array());
    await expect(stream.readNBytes(-1)).rejects.toThrow('len < 0');
  });

  test('reads give plain Uint8Arrays, also over a Node Buffer', async () => {
    const bytes = await new ByteArrayResource(Buffer.from('buffer')).getInputStream().readAllBytes();
    expect(Buffer.isBuffer(bytes)).toBe(false);
    expect(bytes).toBeInstanceOf(Uint8Array);
  });

  test('a closed stream rejects reads', async () => {
    const stream = new ByteArrayResource('x').getInputStream();
    stream.close();
    await expect(stream.readAllBytes()).rejects.toThrow(new IOException('Stream closed'));
  });

  test('a file stream is read when first read, and a missing file cannot be opened', async () => {
    const file = path.join(base, 'late.txt');
    const resource = new FileSystemResource(file);
    expect(() => resource.getInputStream()).toThrow(FileNotFoundException);
    write(file, 'late');
    expect(new TextDecoder().decode(await resource.getInputStream().readAllBytes())).toBe('late');
  });
});

describe('TextReader locations', () => {
  beforeEach(() => ClassPathResource.setResourceRoots([first, second]));

  test('reads classpath: locations and plain paths under the roots', () => {
    const fromClasspath = new TextReader('classpath:prompts/user.st').get()[0]!;
    expect(fromClasspath.getText()).toBe('Hello');
    expect(fromClasspath.getMetadata().get(TextReader.SOURCE_METADATA)).toBe('user.st');
    expect(new TextReader('prompts/system.st').get()[0]!.getText()).toBe('You are {name}.');
  });
});

describe('UrlResource over HTTP (a loopback server)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/docs/guide.md') {
        response.writeHead(200, { 'content-type': 'text/markdown' }).end('# Guide\n\nRead over HTTP.');
      } else if (request.url === '/page.html') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Remote</title><p>From the server.</p>');
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the readers read http locations through the input stream', async () => {
    const markdown = await new MarkdownDocumentReader(`${base}/docs/guide.md`).get();
    expect(markdown.map((d) => [d.getText(), d.getMetadata().get('title')])).toEqual([['Read over HTTP.', 'Guide']]);
    const html = await new JsoupDocumentReader(`${base}/page.html`).get();
    expect(html[0]!.getText()).toBe('From the server.');
    expect(html[0]!.getMetadata().get('title')).toBe('Remote');
  });

  test('a response other than 2xx rejects with an IOException naming the status', async () => {
    const stream = new DefaultResourceLoader().getResource(`${base}/missing.md`).getInputStream();
    await expect(stream.readAllBytes()).rejects.toThrow(new IOException(`Server returned HTTP response code: 404 for URL: ${base}/missing.md`));
    const error = await new MarkdownDocumentReader(`${base}/missing.md`).get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeException);
    expect((error as RuntimeException).getCause()).toBeInstanceOf(IOException);
  });
});
