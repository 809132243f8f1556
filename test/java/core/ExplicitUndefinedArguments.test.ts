// Constructors whose Java overloads supply defaults for arguments left out: an argument passed as
// an explicit `undefined` is Java's `null` (porting rules 17 and 31) and fails Spring's check with
// Spring's exception and message; leaving the argument out still gives Java's default. The
// overload signatures reject such an `undefined` at compile time (hence `as never` here); the
// run-time check serves JavaScript callers and values typed `any`.
import {
  ByteArrayResource,
  ChatClient,
  DefaultChatClientBuilder,
  DefaultToolExecutionExceptionProcessor,
  FileDocumentWriter,
  IllegalArgumentException,
  JdkSha256HexIdGenerator,
  MetadataMode,
  MimeType,
  NullPointerException,
  ObservationRegistry,
  PgVectorFilterExpressionConverter,
  Query,
  RetryUtils,
  SafeGuardAdvisor,
  TokenCountBatchingStrategy,
  UserMessage,
} from '../../../src/index.js';
import { MiniMaxApi, MiniMaxEmbeddingModel, MiniMaxEmbeddingOptions } from '../../../src/model/minimax/index.js';

function thrown(construct: () => unknown): Error {
  try {
    construct();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing was thrown');
}

function expectThrown(construct: () => unknown, type: abstract new (...args: never[]) => Error, message: string | undefined): void {
  const error = thrown(construct);
  expect(error).toBeInstanceOf(type);
  expect(error.message).toBe(message ?? '');
}

const api = new MiniMaxApi('http://127.0.0.1:9', 'key');
const options = MiniMaxEmbeddingOptions.builder().model('embo-01').build();

describe('an explicit undefined is Java null where Spring asserts non-null', () => {
  test.each([
    ['SafeGuardAdvisor failure response', () => new SafeGuardAdvisor(['x'], undefined as never, 0), 'Failure response must not be null!'],
    ['TokenCountBatchingStrategy encoding', () => new TokenCountBatchingStrategy(undefined as never, 100, 0.1), 'EncodingType must not be null'],
    ['TokenCountBatchingStrategy maxInputTokenCount', () => new TokenCountBatchingStrategy('CL100K_BASE', undefined as never, 0.1), 'MaxInputTokenCount must be greater than 0'],
    ['TokenCountBatchingStrategy reservePercentage', () => new TokenCountBatchingStrategy('CL100K_BASE', 100, undefined as never), 'ReservePercentage must be in range [0, 1)'],
    ['TokenCountBatchingStrategy contentFormatter', () => new TokenCountBatchingStrategy('CL100K_BASE', 100, 0.1, undefined, MetadataMode.NONE), 'ContentFormatter must not be null'],
    ['MiniMaxEmbeddingModel metadataMode', () => new MiniMaxEmbeddingModel(api, undefined as never), 'metadataMode must not be null'],
    ['MiniMaxEmbeddingModel options', () => new MiniMaxEmbeddingModel(api, MetadataMode.EMBED, undefined as never), 'options must not be null'],
    ['MiniMaxEmbeddingModel retryTemplate', () => new MiniMaxEmbeddingModel(api, MetadataMode.EMBED, options, undefined as never), 'retryTemplate must not be null'],
    [
      'MiniMaxEmbeddingModel observationRegistry',
      () => new MiniMaxEmbeddingModel(api, MetadataMode.EMBED, options, RetryUtils.DEFAULT_RETRY_TEMPLATE, undefined as never),
      'observationRegistry must not be null',
    ],
    ['Query history', () => new Query('q', undefined as never, new Map()), 'history cannot be null'],
    ['Query context', () => new Query('q', [], undefined as never), 'context cannot be null'],
    ['FileDocumentWriter metadataMode', () => new FileDocumentWriter('out.txt', false, undefined as never, false), 'MetadataMode must not be null.'],
    ['PgVectorFilterExpressionConverter metadataColumn', () => new PgVectorFilterExpressionConverter(undefined as never), 'Metadata column name must not be empty'],
    ['MimeType subtype', () => new MimeType('text', undefined as never), "'subtype' must not be empty"],
  ])('%s', (_name, construct, message) => {
    expectThrown(construct, IllegalArgumentException, message);
  });

  test('TokenCountBatchingStrategy metadataMode alone', () => {
    expectThrown(
      () => new TokenCountBatchingStrategy('CL100K_BASE', 100, 0.1, { format: () => '' } as never, undefined),
      IllegalArgumentException,
      'MetadataMode must not be null',
    );
  });

  test('JdkSha256HexIdGenerator algorithm: the JDK NullPointerException "null algorithm name"', () => {
    expectThrown(() => new JdkSha256HexIdGenerator(undefined as never, 'UTF-8'), NullPointerException, 'null algorithm name');
  });

  test('DefaultToolExecutionExceptionProcessor rethrown exceptions: NullPointerException without a message', () => {
    expectThrown(() => new DefaultToolExecutionExceptionProcessor(false, undefined as never), NullPointerException, undefined);
  });
});

describe('arguments left out still take Java defaults', () => {
  test('the short overloads build', () => {
    expect(new SafeGuardAdvisor(['x']).getOrder()).toBe(0);
    expect(new TokenCountBatchingStrategy().batch([])).toEqual([]);
    expect(new TokenCountBatchingStrategy('CL100K_BASE', 100, 0.1)).toBeInstanceOf(TokenCountBatchingStrategy);
    expect(new MiniMaxEmbeddingModel(api)).toBeInstanceOf(MiniMaxEmbeddingModel);
    expect(new MiniMaxEmbeddingModel(api, MetadataMode.EMBED, options, RetryUtils.DEFAULT_RETRY_TEMPLATE, ObservationRegistry.NOOP)).toBeInstanceOf(
      MiniMaxEmbeddingModel,
    );
    const query = new Query('q');
    expect([query.history(), query.context().size]).toEqual([[], 0]);
    expect(new Query('q', [new UserMessage('hi')]).context().size).toBe(0);
    expect(new FileDocumentWriter('out.txt')).toBeInstanceOf(FileDocumentWriter);
    expect(new FileDocumentWriter('out.txt', true)).toBeInstanceOf(FileDocumentWriter);
    expect(new PgVectorFilterExpressionConverter()).toBeInstanceOf(PgVectorFilterExpressionConverter);
    expect(new MimeType('text').toString()).toBe('text/*');
    expect(new JdkSha256HexIdGenerator().generateId('a')).toBe(new JdkSha256HexIdGenerator('SHA-256', 'UTF-8').generateId('a'));
    expect(new DefaultToolExecutionExceptionProcessor(true)).toBeInstanceOf(DefaultToolExecutionExceptionProcessor);
  });
});

describe('chat client overloads reject an explicit undefined at compile time and at run time', () => {
  const chatModel = { call: async () => undefined, stream: () => undefined } as never;
  const resource = new ByteArrayResource(new TextEncoder().encode('from a resource'));

  test('ChatClient.create and ChatClient.builder observation registry', () => {
    // @ts-expect-error the registry overload takes a registry
    expectThrown(() => ChatClient.create(chatModel, undefined), IllegalArgumentException, 'observationRegistry cannot be null');
    // @ts-expect-error the registry overload takes a registry
    expectThrown(() => ChatClient.builder(chatModel, undefined), IllegalArgumentException, 'observationRegistry cannot be null');
    // @ts-expect-error the registry overload takes a registry
    const construct = () => new DefaultChatClientBuilder(chatModel, undefined);
    expectThrown(construct, IllegalArgumentException, 'the io.micrometer.observation.ObservationRegistry must be non-null');
  });

  test('a resource text with an explicit undefined charset', () => {
    const spec = ChatClient.create(chatModel).prompt();
    // @ts-expect-error the charset overload takes a charset
    expectThrown(() => spec.user(resource, undefined), IllegalArgumentException, 'charset cannot be null');
    expect(spec.user(resource)).toBe(spec);
  });
});
