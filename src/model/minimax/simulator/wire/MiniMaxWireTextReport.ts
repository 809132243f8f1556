/* spring-ai-ts, Apache-2.0. No Spring counterpart: the comparison as plain text, round by round. */
import { escapeControls, preview } from './internal/json.js';
import type { MiniMaxWireComparison, MiniMaxWireDifference } from './MiniMaxWireComparison.js';

const MARK: Record<MiniMaxWireDifference['kind'], string> = { added: '+', removed: '-', changed: '~', moved: '↕' };

const rounds = (count: number): string => `${count} round${count === 1 ? '' : 's'}`;

/**
 * Renders a {@link MiniMaxWireComparison} for a terminal: a header line, then per round either
 * `equal` or one line per difference (`+` only right, `-` only left, `~` changed, `↕` moved).
 * Control characters (C0, DEL, C1) are written as `\uXXXX`, so a recording cannot drive the terminal.
 *
 * @category Testing
 */
export class MiniMaxWireTextReport {
  private constructor() {}

  /** The report text (ends with a newline). */
  static render(comparison: MiniMaxWireComparison): string {
    const { left, right } = comparison;
    const total = comparison.rounds.reduce((sum, round) => sum + round.differences.length, 0);
    const lines = [
      `${left.label} (${rounds(left.rounds)}) vs ${right.label} (${rounds(right.rounds)}): ${comparison.equal ? 'equal' : `${total} difference${total === 1 ? '' : 's'}`}`,
    ];
    for (const round of comparison.rounds) {
      if (round.status === 'equal') {
        lines.push(`round ${round.round}: equal`);
        continue;
      }
      if (round.status === 'only-left' || round.status === 'only-right') {
        const label = round.status === 'only-left' ? left.label : right.label;
        const body = (round.status === 'only-left' ? round.left : round.right) as { messages?: unknown[] } | undefined;
        lines.push(`round ${round.round}: only in ${label} (${body?.messages?.length ?? 0} messages)`);
        continue;
      }
      lines.push(`round ${round.round}: ${round.differences.length} difference${round.differences.length === 1 ? '' : 's'}`);
      for (const difference of round.differences) lines.push(`  ${MiniMaxWireTextReport.line(difference, left.label, right.label)}`);
    }
    return `${lines.map(escapeControls).join('\n')}\n`;
  }

  private static line(difference: MiniMaxWireDifference, leftLabel: string, rightLabel: string): string {
    const head = `${MARK[difference.kind]} ${difference.area} ${difference.where}`;
    switch (difference.kind) {
      case 'added':
        return `${head}: only in ${rightLabel}: ${preview(difference.right)}`;
      case 'removed':
        return `${head}: only in ${leftLabel}: ${preview(difference.left)}`;
      case 'moved':
        return `${head}: moved: ${preview(difference.left ?? difference.right)}`;
      default:
        return `${head}: ${preview(difference.left)} → ${preview(difference.right)}`;
    }
  }
}
