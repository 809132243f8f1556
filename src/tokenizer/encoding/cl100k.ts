/* spring-ai-ts, Apache-2.0. The cl100k_base encoding jtokkit uses, from js-tiktoken's bundled ranks; shared by the token counter and the token text splitter. */
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';

let encoding: Tiktoken | undefined;

/** The shared cl100k_base encoder, built on first use (building it takes a few hundred ms). */
export function cl100k(): Tiktoken {
  encoding ??= new Tiktoken(cl100kBase);
  return encoding;
}
