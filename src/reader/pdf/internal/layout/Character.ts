/* Ported from Spring AI's layout Character (v1.1.8). spring-ai-ts, Apache-2.0. */

/** A glyph placed on a {@link TextLine}: its character, its column and how it relates to the glyph before it. */
export class Character {
  constructor(
    private readonly characterValue: string,
    private index: number,
    private readonly characterPartOfPreviousWord: boolean,
    private readonly firstCharacterOfAWord: boolean,
    private readonly characterAtTheBeginningOfNewLine: boolean,
    private readonly characterCloseToPreviousWord: boolean,
  ) {}

  getCharacterValue(): string {
    return this.characterValue;
  }

  getIndex(): number {
    return this.index;
  }

  setIndex(index: number): void {
    this.index = index;
  }

  isCharacterPartOfPreviousWord(): boolean {
    return this.characterPartOfPreviousWord;
  }

  isFirstCharacterOfAWord(): boolean {
    return this.firstCharacterOfAWord;
  }

  isCharacterAtTheBeginningOfNewLine(): boolean {
    return this.characterAtTheBeginningOfNewLine;
  }

  isCharacterCloseToPreviousWord(): boolean {
    return this.characterCloseToPreviousWord;
  }
}
