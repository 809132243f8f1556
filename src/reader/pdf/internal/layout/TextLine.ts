/* Ported from Spring AI's layout TextLine (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../../../java/core/IllegalArgumentException.js';
import type { Character } from './Character.js';

/** The width of one output column, in points. */
export const OUTPUT_SPACE_CHARACTER_WIDTH_IN_PT = 4;

const SPACE_CHARACTER = ' ';

/** One output line: a row of columns, each a space until a glyph is written into it. */
export class TextLine {
  private readonly lineLength: number;
  private readonly line: string[];
  private lastIndex = 0;

  /** @param lineLength - the line's width in points (a column is {@link OUTPUT_SPACE_CHARACTER_WIDTH_IN_PT} wide) */
  constructor(lineLength: number) {
    if (lineLength < 0) throw new IllegalArgumentException('Line length cannot be negative');
    if (lineLength > 14_400) throw new IllegalArgumentException(`Unreasonable lineLength of ${lineLength} provided`);
    this.lineLength = Math.trunc(lineLength / OUTPUT_SPACE_CHARACTER_WIDTH_IN_PT);
    this.line = new Array<string>(this.lineLength).fill(SPACE_CHARACTER);
  }

  writeCharacterAtIndex(character: Character): void {
    character.setIndex(this.computeIndexForCharacter(character));
    const index = character.getIndex();
    if (this.indexIsInBounds(index) && this.line[index] === SPACE_CHARACTER) this.line[index] = character.getCharacterValue();
  }

  getLineLength(): number {
    return this.lineLength;
  }

  getLine(): string {
    return this.line.join('');
  }

  private computeIndexForCharacter(character: Character): number {
    let index = character.getIndex();
    const partOfPreviousWord = character.isCharacterPartOfPreviousWord();
    if (!this.indexIsInBounds(index)) return -1;
    if (partOfPreviousWord && !character.isCharacterAtTheBeginningOfNewLine()) {
      index = this.findMinimumIndexWithSpaceCharacterFromIndex(index);
    } else if (character.isCharacterCloseToPreviousWord()) {
      index = this.line[index] !== SPACE_CHARACTER ? index + 1 : this.findMinimumIndexWithSpaceCharacterFromIndex(index) + 1;
    }
    return this.getNextValidIndex(index, partOfPreviousWord);
  }

  private getNextValidIndex(index: number, partOfPreviousWord: boolean): number {
    let nextValidIndex = index;
    if (!(index > this.lastIndex)) nextValidIndex = this.lastIndex + 1;
    if (!partOfPreviousWord && index > 0 && this.line[index - 1] !== SPACE_CHARACTER) nextValidIndex = nextValidIndex + 1;
    this.lastIndex = nextValidIndex;
    return nextValidIndex;
  }

  private findMinimumIndexWithSpaceCharacterFromIndex(index: number): number {
    let newIndex = index;
    while (newIndex >= 0 && this.line[newIndex] === SPACE_CHARACTER) newIndex = newIndex - 1;
    return newIndex + 1;
  }

  private indexIsInBounds(index: number): boolean {
    return index >= 0 && index < this.lineLength;
  }
}
