/* spring-ai-ts, Apache-2.0. No Spring counterpart: the comparison as one self-contained HTML page. */
import { preview } from './internal/json.js';
import type { MiniMaxWireComparison, MiniMaxWireMessageRow, MiniMaxWireRoundComparison } from './MiniMaxWireComparison.js';

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** For text between tags: quotes stay as they are (JSON is full of them). */
const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d2330;background:#fff}
h1{font-size:20px}h2{font-size:16px;margin:28px 0 8px}
.summary td,.summary th{padding:2px 10px;text-align:left}
.equal{color:#1a7f37}.different{color:#b42318}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:6px 12px}
.cell{border:1px solid #d0d7de;border-radius:6px;padding:6px 8px;overflow:auto;min-height:1.5em}
.cell pre{margin:0;white-space:pre-wrap;word-break:break-word;font:12px/1.4 ui-monospace,monospace}
.cell.empty{border-style:dashed;background:#f6f8fa}
[data-diff=added]{background:#e6ffec;border-color:#4ac26b}
[data-diff=removed]{background:#ffebe9;border-color:#ff8182}
[data-diff=changed]{background:#fff8c5;border-color:#d4a72c}
[data-diff=moved]{background:#ddf4ff;border-color:#54aeff}
.tag{font-size:11px;font-weight:600;text-transform:uppercase;margin-right:6px}
details.fold{grid-column:1/3;border:1px dashed #d0d7de;border-radius:6px;padding:4px 8px;color:#57606a}
ul.diffs{margin:4px 0 8px;padding-left:20px}ul.diffs code{font-size:12px}
.head{font-weight:600}
.cell.both{grid-column:1/3}.ref{margin:0;font-size:12px;color:#57606a}
`;

/** Content longer than this is shown once; later copies link to it. */
const FOLD_FROM = 160;

/** The content already shown in the page: its JSON text → its anchor and where it is. */
type Shown = Map<string, { id: string; where: string }>;

/** The value as pretty JSON, or a link to where the same JSON is already shown. */
function content(value: unknown, where: string, shown: Shown): string {
  const json = JSON.stringify(value, null, 2) ?? '';
  if (json.length < FOLD_FROM) return `<pre>${escapeText(json)}</pre>`;
  const first = shown.get(json);
  if (first !== undefined) return `<p class="ref">identical to <a href="#${first.id}">${escapeText(first.where)}</a></p>`;
  const id = `c${shown.size + 1}`;
  shown.set(json, { id, where });
  return `<pre id="${id}">${escapeText(json)}</pre>`;
}

const rounds = (count: number): string => `${count} round${count === 1 ? '' : 's'}`;

/**
 * Renders a {@link MiniMaxWireComparison} as one self-contained HTML page (inline CSS, no script,
 * no network): a summary table, then per round the two runs' messages side by side with added,
 * removed, changed and moved messages highlighted (`data-diff` attributes), runs of identical
 * messages folded, and the list of tool and option differences. Content is shown once: a message
 * equal in both runs takes one cell, and content already shown on the page (the history a chat
 * client resends every round, the same tools and options) links to its first appearance, so the
 * page stays within about the size of the two recordings.
 *
 * @category Testing
 */
export class MiniMaxWireHtmlReport {
  private constructor() {}

  /** The page. */
  static render(comparison: MiniMaxWireComparison): string {
    const { left, right } = comparison;
    const shown: Shown = new Map();
    const summaryRows = comparison.rounds
      .map((round) => {
        const state = round.status === 'equal' ? 'equal' : 'different';
        return `<tr><td><a href="#round-${round.round}">round ${round.round}</a></td><td class="${state}">${escape(MiniMaxWireHtmlReport.status(round, left.label, right.label))}</td></tr>`;
      })
      .join('');
    const verdict = comparison.equal ? '<span class="equal">the runs are equal</span>' : '<span class="different">the runs differ</span>';
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(left.label)} vs ${escape(right.label)}</title><style>${STYLE}</style></head>
<body data-equal="${comparison.equal}">
<h1>${escape(left.label)} (${rounds(left.rounds)}) vs ${escape(right.label)} (${rounds(right.rounds)}): ${verdict}</h1>
<table class="summary"><tbody>${summaryRows}</tbody></table>
${comparison.rounds.map((round) => MiniMaxWireHtmlReport.round(round, left.label, right.label, shown)).join('\n')}
</body></html>
`;
  }

  private static status(round: MiniMaxWireRoundComparison, leftLabel: string, rightLabel: string): string {
    if (round.status === 'equal') return 'equal';
    if (round.status === 'only-left') return `only in ${leftLabel}`;
    if (round.status === 'only-right') return `only in ${rightLabel}`;
    return `${round.differences.length} difference${round.differences.length === 1 ? '' : 's'}`;
  }

  private static round(round: MiniMaxWireRoundComparison, leftLabel: string, rightLabel: string, shown: Shown): string {
    const parts = [`<section class="round" id="round-${round.round}" data-status="${round.status}">`];
    parts.push(`<h2>Round ${round.round}: ${escape(MiniMaxWireHtmlReport.status(round, leftLabel, rightLabel))}</h2>`);
    const others = round.differences.filter((difference) => difference.area !== 'message');
    if (others.length > 0) {
      const items = others
        .map(
          (difference) =>
            `<li data-diff="${difference.kind}"><span class="tag">${difference.kind}</span><code>${escape(`${difference.area} ${difference.where}`)}</code>: ` +
            `<code>${escape(preview(difference.left, 300))}</code> → <code>${escape(preview(difference.right, 300))}</code></li>`,
        )
        .join('');
      parts.push(`<ul class="diffs">${items}</ul>`);
    }
    parts.push(`<div class="grid"><div class="head">${escape(leftLabel)}</div><div class="head">${escape(rightLabel)}</div>`);
    let folded: MiniMaxWireMessageRow[] = [];
    const flush = () => {
      if (folded.length === 0) return;
      const cells = folded.map((row) => MiniMaxWireHtmlReport.cells(row, round.round, shown)).join('');
      parts.push(`<details class="fold"><summary>${folded.length} identical message${folded.length === 1 ? '' : 's'}</summary><div class="grid">${cells}</div></details>`);
      folded = [];
    };
    for (const row of round.messages) {
      if (row.kind === 'same') folded.push(row);
      else {
        flush();
        parts.push(MiniMaxWireHtmlReport.cells(row, round.round, shown));
      }
    }
    flush();
    parts.push('</div>');
    // The rest of each request (its messages are above).
    for (const [label, request] of [[leftLabel, round.left], [rightLabel, round.right]] as const) {
      if (request === undefined) continue;
      const rest = typeof request === 'object' && request !== null && !Array.isArray(request) ? { ...request, messages: undefined } : request;
      const body = content(rest, `${label}, round ${round.round}`, shown);
      parts.push(`<details><summary>${escape(label)}: the rest of the normalized request (messages above)</summary><div class="cell">${body}</div></details>`);
    }
    parts.push('</section>');
    return parts.join('\n');
  }

  private static cells(row: MiniMaxWireMessageRow, round: number, shown: Shown): string {
    if (row.kind === 'same' && row.left !== undefined && row.right !== undefined) {
      const index = row.left.index === row.right.index ? `#${row.left.index}` : `#${row.left.index} / #${row.right.index}`;
      return `<div class="cell both"><span class="tag">${index}, both</span>${content(row.left.message, `round ${round}, ${index}`, shown)}</div>`;
    }
    const cell = (side: { index: number; message: unknown } | undefined) => {
      if (side === undefined) return '<div class="cell empty"></div>';
      const diff = row.kind === 'same' ? '' : ` data-diff="${row.kind}"`;
      const tag = row.kind === 'same' ? '' : `<span class="tag">${row.kind}</span>`;
      return `<div class="cell"${diff}>${tag}<span class="tag">#${side.index}</span>${content(side.message, `round ${round}, #${side.index}`, shown)}</div>`;
    };
    return cell(row.left) + cell(row.right);
  }
}
