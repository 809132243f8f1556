import { ChatClientMessageAggregator } from '../../../src/chat/client/ChatClientMessageAggregator.js';
import { ChatClientResponse } from '../../../src/chat/client/ChatClientResponse.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ChatGenerationMetadata } from '../../../src/chat/metadata/ChatGenerationMetadata.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { Flux } from '../../../src/java/reactor/Flux.js';
import { capturedLogs } from '../../harness/logs.js';

// Spring AI has no ChatClientMessageAggregatorTests; these pin its 1.1.8 behaviour.

const chunk = (text: string, finishReason?: string): ChatResponse =>
  new ChatResponse([
    new Generation(
      new AssistantMessage(text),
      finishReason === undefined ? ChatGenerationMetadata.NULL : ChatGenerationMetadata.builder().finishReason(finishReason).build(),
    ),
  ]);

describe('ChatClientMessageAggregator (spring-ai-ts)', () => {
  test('passes chunks on with the context gathered so far and hands over the aggregate on completion', async () => {
    const aggregated: ChatClientResponse[] = [];
    const source = Flux.just(
      new ChatClientResponse(chunk('Hel'), { a: 1 }),
      new ChatClientResponse(undefined, { b: 2 }),
      new ChatClientResponse(chunk('lo', 'STOP'), { c: 3 }),
    );

    const out = await new ChatClientMessageAggregator()
      .aggregateChatClientResponse(source, (response) => aggregated.push(response))
      .collectList();

    expect(out.map((response) => response.chatResponse()?.getResult()?.getOutput().getText())).toEqual(['Hel', 'lo']);
    expect(out[0]?.context()).toEqual(new Map([['a', 1]]));
    expect(out[1]?.context()).toEqual(
      new Map<string, unknown>([
        ['a', 1],
        ['b', 2],
        ['c', 3],
      ]),
    );
    expect(aggregated).toHaveLength(1);
    expect(aggregated[0]?.chatResponse()?.getResult()?.getOutput().getText()).toBe('Hello');
    expect(aggregated[0]?.chatResponse()?.getResult()?.getMetadata().getFinishReason()).toBe('STOP');
    expect(aggregated[0]?.context().get('b')).toBe(2);
  });

  test('each chunk passed on has its own context map: writes to it reach neither later chunks nor the aggregate', async () => {
    const aggregated: ChatClientResponse[] = [];
    const source = Flux.just(new ChatClientResponse(chunk('a'), { k: 1 }), new ChatClientResponse(chunk('b', 'STOP'), {}));

    const out = await new ChatClientMessageAggregator()
      .aggregateChatClientResponse(source, (response) => aggregated.push(response))
      .doOnNext((response) => response.context().set('written', true))
      .collectList();

    expect(out[0]?.context()).not.toBe(out[1]?.context());
    expect(out[1]?.context()).toEqual(new Map<string, unknown>([['k', 1], ['written', true]]));
    expect(aggregated[0]?.context()).toEqual(new Map([['k', 1]]));
    expect(aggregated[0]?.context()).not.toBe(out[1]?.context());
  });

  test('does not call the handler when the stream fails or is cancelled', async () => {
    const handler = jest.fn();
    const failing = Flux.just(new ChatClientResponse(chunk('x'), {})).concatWith(Flux.error(new Error('no')));
    await expect(new ChatClientMessageAggregator().aggregateChatClientResponse(failing, handler).collectList()).rejects.toThrow(
      'no',
    );
    expect(capturedLogs.take('Aggregation Error')).toHaveLength(1);

    const long = Flux.just(new ChatClientResponse(chunk('x'), {}), new ChatClientResponse(chunk('y'), {}));
    for await (const _ of new ChatClientMessageAggregator().aggregateChatClientResponse(long, handler)) break;
    expect(handler).not.toHaveBeenCalled();
  });
});
