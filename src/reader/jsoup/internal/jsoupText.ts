/* spring-ai-ts, Apache-2.0. jsoup's text rules (Element.text(), Document.title(), absUrl) over a parse5 DOM. */

/** The parts of a DOM node (domhandler's, as cheerio builds them) that the reader reads. */
export interface HtmlNode {
  readonly type: string;
  readonly name?: string;
  readonly data?: string;
  readonly attribs?: Record<string, string>;
  readonly children?: readonly HtmlNode[];
  readonly parent: HtmlNode | null;
  readonly next: HtmlNode | null;
}

// jsoup's block tags: a separating space goes before them, and after them when text or an inline element follows.
const BLOCK_TAGS = new Set(
  (
    'html head body frameset script noscript style meta link title frame noframes section nav aside hgroup header footer p ' +
    'h1 h2 h3 h4 h5 h6 button ul ol pre div blockquote hr address figure figcaption form fieldset ins del dl dt dd li table ' +
    'caption thead tfoot tbody colgroup col tr th td video audio canvas details menu plaintext template article main center ' +
    'dir applet marquee listing svg math'
  ).split(' '),
);
// Text under these (up to five levels down) keeps its whitespace.
const PRESERVE_WHITESPACE_TAGS = new Set(['pre', 'plaintext', 'title', 'textarea']);

const isElement = (node: HtmlNode): boolean => node.type === 'tag' || node.type === 'script' || node.type === 'style';
const isBlock = (node: HtmlNode): boolean => BLOCK_TAGS.has(node.name ?? '');
const isActuallyWhitespace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 12 || c === 13 || c === 160;
const isInvisible = (c: number): boolean => c === 8203 || c === 173;
const lastCharIsWhitespace = (accum: string[]): boolean => {
  const last = accum.at(-1);
  return last !== undefined && last.endsWith(' ');
};

function preservesWhitespace(parent: HtmlNode | null): boolean {
  let element = parent;
  for (let i = 0; i < 6 && element !== null && isElement(element); i++) {
    if (PRESERVE_WHITESPACE_TAGS.has(element.name ?? '')) return true;
    element = element.parent;
  }
  return false;
}

function appendNormalisedWhitespace(accum: string[], text: string, stripLeading: boolean): void {
  let lastWasWhite = false;
  let reachedNonWhite = false;
  let out = '';
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (isActuallyWhitespace(c)) {
      if ((stripLeading && !reachedNonWhite) || lastWasWhite) continue;
      out += ' ';
      lastWasWhite = true;
    } else if (!isInvisible(c)) {
      out += char;
      lastWasWhite = false;
      reachedNonWhite = true;
    }
  }
  if (out.length > 0) accum.push(out);
}

/** jsoup's `Element.text()`: the element's text, whitespace normalized, blocks separated by a space, trimmed. */
export function elementText(element: HtmlNode): string {
  const accum: string[] = [];
  const visit = (node: HtmlNode): void => {
    if (node.type === 'text') {
      const text = node.data ?? '';
      if (preservesWhitespace(node.parent)) {
        if (text.length > 0) accum.push(text);
      } else appendNormalisedWhitespace(accum, text, lastCharIsWhitespace(accum));
      return;
    }
    if (node.type === 'cdata') {
      for (const child of node.children ?? []) if (child.type === 'text' && (child.data ?? '') !== '') accum.push(child.data ?? '');
      return;
    }
    if (!isElement(node) && node.type !== 'root') return;
    if (isElement(node) && accum.length > 0 && (isBlock(node) || node.name === 'br') && !lastCharIsWhitespace(accum)) accum.push(' ');
    // The contents of script and style are data, not text.
    if (node.type !== 'script' && node.type !== 'style') for (const child of node.children ?? []) visit(child);
    if (isElement(node) && isBlock(node)) {
      const next = node.next;
      const followedByText = next !== null && (next.type === 'text' || (isElement(next) && !isBlock(next)));
      if (followedByText && !lastCharIsWhitespace(accum)) accum.push(' ');
    }
  };
  visit(element);
  return javaTrim(accum.join(''));
}

/** Java's `String.trim()`: drops leading and trailing characters up to U+0020 (not other Unicode spaces). */
export function javaTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 32) start++;
  while (end > start && text.charCodeAt(end - 1) <= 32) end--;
  return text.slice(start, end);
}

/** jsoup's `StringUtil.normaliseWhitespace`: every run of whitespace becomes one space. */
export function normaliseWhitespace(text: string): string {
  const accum: string[] = [];
  appendNormalisedWhitespace(accum, text, false);
  return accum.join('');
}

const VALID_URI_SCHEME = /^[a-zA-Z][a-zA-Z0-9+\-.]*:/;

/**
 * jsoup's `absUrl`: an absolute URL as written (its scheme lower-cased, as Java's `URL` prints it),
 * a relative one resolved against `baseUri`, or `''` when there is no base to resolve it against.
 */
export function absUrl(baseUri: string, href: string): string {
  // eslint-disable-next-line no-control-regex
  const relUrl = javaTrim(href.replace(/[\x00-\x1f]/g, ''));
  const scheme = VALID_URI_SCHEME.exec(relUrl);
  if (scheme !== null) return scheme[0].toLowerCase() + relUrl.slice(scheme[0].length);
  if (baseUri === '') return '';
  try {
    return new URL(relUrl, baseUri).href;
  } catch {
    return '';
  }
}
