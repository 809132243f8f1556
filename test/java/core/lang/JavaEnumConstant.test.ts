// spring-ai-ts own tests: the ported Java enums share one base (core/lang/JavaEnumConstant); each keeps
// its constants, order, valueOf message and its own extras.
import { MessageType } from '../../../../src/chat/messages/MessageType.js';
import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { JavaEnumConstant } from '../../../../src/java/core/lang/JavaEnumConstant.js';
import { DocumentMetadata } from '../../../../src/document/DocumentMetadata.js';
import { MetadataMode } from '../../../../src/document/MetadataMode.js';
import { ChatCompletionFinishReason } from '../../../../src/model/minimax/api/ChatCompletionFinishReason.js';
import { MiniMaxApiChatModel } from '../../../../src/model/minimax/api/MiniMaxApiChatModel.js';
import { ExpressionType } from '../../../../src/vectorstore/filter/ExpressionType.js';

describe('JavaEnumConstant', () => {
  test('values() lists the constants in declaration order, a new array each time', () => {
    expect(MetadataMode.values().map((mode) => mode.name())).toEqual(['ALL', 'EMBED', 'INFERENCE', 'NONE']);
    expect(MetadataMode.values()).not.toBe(MetadataMode.values());
    expect(ExpressionType.values().map((type) => type.ordinal())).toEqual([...Array(13).keys()]);
    expect(MessageType.values()).toEqual([MessageType.USER, MessageType.ASSISTANT, MessageType.SYSTEM, MessageType.TOOL]);
  });

  test('valueOf finds a constant by name and names the Java type when there is none', () => {
    expect(ExpressionType.valueOf('NIN')).toBe(ExpressionType.NIN);
    expect(() => MetadataMode.valueOf('all')).toThrow(
      new IllegalArgumentException('No enum constant org.springframework.ai.document.MetadataMode.all'),
    );
    expect(() => ExpressionType.valueOf('X')).toThrow(
      new IllegalArgumentException('No enum constant org.springframework.ai.vectorstore.filter.Filter.ExpressionType.X'),
    );
  });

  test('name(), ordinal() and toString() come from the base; a class may override toString()', () => {
    expect(MessageType.TOOL).toBeInstanceOf(JavaEnumConstant);
    expect([MessageType.TOOL.name(), MessageType.TOOL.ordinal(), String(MessageType.TOOL)]).toEqual(['TOOL', 3, 'TOOL']);
    expect([DocumentMetadata.DISTANCE.name(), String(DocumentMetadata.DISTANCE)]).toEqual(['DISTANCE', 'distance']);
    expect(MessageType.fromValue('tool')).toBe(MessageType.TOOL);
    expect(MessageType.USER.hashCode()).toBe(MessageType.valueOf('USER').hashCode());
  });

  test('the MiniMax enums serialise to their JSON value and are found from it', () => {
    expect(JSON.stringify({ reason: ChatCompletionFinishReason.TOOL_CALLS })).toBe('{"reason":"tool_calls"}');
    expect(ChatCompletionFinishReason.fromValue('length')).toBe(ChatCompletionFinishReason.LENGTH);
    expect(ChatCompletionFinishReason.fromValue('nope')).toBeUndefined();
    expect(ChatCompletionFinishReason.fromValue(3)).toBeUndefined();
    expect(MiniMaxApiChatModel.ABAB_6_5_Chat.getName()).toBe('abab6.5-chat');
    expect(MiniMaxApiChatModel.values()).toHaveLength(8);
    expect(() => MiniMaxApiChatModel.valueOf('x')).toThrow(new IllegalArgumentException('No enum constant ChatModel.x'));
  });
});
