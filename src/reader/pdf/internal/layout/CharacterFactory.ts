/* Ported from Spring AI's layout CharacterFactory (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Character } from './Character.js';
import { OUTPUT_SPACE_CHARACTER_WIDTH_IN_PT } from './TextLine.js';
import type { TextPosition } from './TextPosition.js';
import { javaRound } from './floats.js';

/** Makes the {@link Character} for a glyph from its position and the previous glyph's. */
export class CharacterFactory {
  private previousTextPosition: TextPosition | undefined;

  constructor(private readonly firstCharacterOfLineFound: boolean) {}

  createCharacterFromTextPosition(textPosition: TextPosition, previousTextPosition: TextPosition | undefined): Character {
    this.previousTextPosition = previousTextPosition;
    const partOfPreviousWord = this.isCharacterPartOfPreviousWord(textPosition);
    const firstOfAWord = this.isFirstCharacterOfAWord(textPosition);
    const atBeginningOfNewLine = this.isCharacterAtTheBeginningOfNewLine(textPosition);
    const closeToPreviousWord = this.isCharacterCloseToPreviousWord(textPosition);
    const character = textPosition.unicode.length > 0 ? textPosition.unicode[0]! : '\0';
    const index = Math.trunc(Math.trunc(textPosition.x) / OUTPUT_SPACE_CHARACTER_WIDTH_IN_PT);
    return new Character(character, index, partOfPreviousWord, firstOfAWord, atBeginningOfNewLine, closeToPreviousWord);
  }

  private isCharacterAtTheBeginningOfNewLine(textPosition: TextPosition): boolean {
    if (!this.firstCharacterOfLineFound) return true;
    return javaRound(textPosition.y) < javaRound(this.previousTextPosition!.y);
  }

  private isFirstCharacterOfAWord(textPosition: TextPosition): boolean {
    if (!this.firstCharacterOfLineFound) return true;
    const numberOfSpaces = numberOfSpacesBetweenTwoCharacters(this.previousTextPosition!, textPosition);
    return numberOfSpaces > 1 || this.isCharacterAtTheBeginningOfNewLine(textPosition);
  }

  private isCharacterCloseToPreviousWord(textPosition: TextPosition): boolean {
    if (!this.firstCharacterOfLineFound) return false;
    const numberOfSpaces = numberOfSpacesBetweenTwoCharacters(this.previousTextPosition!, textPosition);
    return numberOfSpaces > 1 && numberOfSpaces <= OUTPUT_SPACE_CHARACTER_WIDTH_IN_PT;
  }

  private isCharacterPartOfPreviousWord(textPosition: TextPosition): boolean {
    // The stripper always passes a previous glyph (for a line's first glyph, the line's last one).
    const previous = this.previousTextPosition;
    if (previous === undefined || previous.unicode === ' ') return false;
    return numberOfSpacesBetweenTwoCharacters(previous, textPosition) <= 1;
  }
}

function numberOfSpacesBetweenTwoCharacters(textPosition1: TextPosition, textPosition2: TextPosition): number {
  // Java adds the float x and width as doubles, then rounds the double difference.
  const previousTextEndXPosition = textPosition1.x + textPosition1.width;
  return Math.abs(javaRound(textPosition2.x - previousTextEndXPosition));
}
