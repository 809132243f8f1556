/* spring-ai-ts, Apache-2.0. Texts PostgreSQL cannot store: refused before any SQL runs. */
import { IllegalArgumentException } from '../../../../../java/core/IllegalArgumentException.js';
import type { Message } from '../../../../messages/Message.js';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Throws IllegalArgumentException for a message whose text PostgreSQL's `text` cannot hold: a
 * NUL character (the server refuses it) or a lone UTF-16 surrogate (not Unicode; the driver would
 * store U+FFFD in its place and the text would come back changed). The message names the message's
 * position, type and the character's position, never the text.
 */
export function checkStorableText(messages: readonly Message[]): void {
  messages.forEach((message, index) => {
    const text = message.getText() ?? '';
    const which = `message ${index} (${message.getMessageType().name()})`;
    const nul = text.indexOf('\u0000');
    if (nul >= 0) {
      throw new IllegalArgumentException(`Cannot store a NUL character (U+0000) at position ${nul} of ${which}: PostgreSQL text cannot hold it`);
    }
    const lone = LONE_SURROGATE.exec(text);
    if (lone !== null) {
      throw new IllegalArgumentException(
        `Cannot store a lone UTF-16 surrogate at position ${lone.index} of ${which}: it is not Unicode text, and PostgreSQL would keep U+FFFD instead`,
      );
    }
  });
}
