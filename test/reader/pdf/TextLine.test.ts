// Ported from Spring AI TextLineTest (v1.1.8).
import { IllegalArgumentException } from '../../../src/index.js';
import { Character } from '../../../src/reader/pdf/internal/layout/Character.js';
import { OUTPUT_SPACE_CHARACTER_WIDTH_IN_PT, TextLine } from '../../../src/reader/pdf/internal/layout/TextLine.js';

describe('TextLineTest', () => {
  test.each([
    [new Character('A', 0, false, false, false, false)],
    [new Character('A', 10, true, false, false, false)],
    [new Character('A', 0, false, true, false, false)],
  ])('testWriteCharacterAtIndexValidIndex %#', (character) => {
    const textLine = new TextLine(100);
    textLine.writeCharacterAtIndex(character);
    expect(textLine.getLine()).toBe(' A' + ' '.repeat(23));
  });

  test('testWriteCharacterAtIndex_PartOfPreviousWord', () => {
    const textLine = new TextLine(100);
    textLine.writeCharacterAtIndex(new Character('A', 10, true, false, false, false));
    expect(textLine.getLine()).toBe(' A' + ' '.repeat(23));
  });

  test('testWriteCharacterAtIndex_BeginningOfNewLine', () => {
    const textLine = new TextLine(100);
    textLine.writeCharacterAtIndex(new Character('A', 0, false, true, false, false));
    expect(textLine.getLine()).toBe(' A' + ' '.repeat(23));
  });

  test('testWriteCharacterAtIndex_InvalidIndex', () => {
    const textLine = new TextLine(100);
    textLine.writeCharacterAtIndex(new Character('A', 150, false, false, false, false));
    expect(textLine.getLine()).toBe(' '.repeat(25));
  });

  test('testWriteCharacterAtIndex_NegativeIndex', () => {
    const textLine = new TextLine(100);
    textLine.writeCharacterAtIndex(new Character('A', -1, false, false, false, false));
    expect(textLine.getLine()).toBe(' '.repeat(25));
  });

  test('testWriteCharacterAtIndex_SpaceCharacter', () => {
    const textLine = new TextLine(100);
    textLine.writeCharacterAtIndex(new Character('A', 10, false, false, false, false));
    expect(textLine.getLine()).toBe(' '.repeat(10) + 'A' + ' '.repeat(14));
  });

  test('testWriteCharacterAtIndex_CloseToPreviousWord', () => {
    const textLine = new TextLine(100);
    textLine.writeCharacterAtIndex(new Character('A', 10, false, false, true, false));
    expect(textLine.getLine()).toBe(' '.repeat(10) + 'A' + ' '.repeat(14));
  });

  test('testGetLineLength', () => {
    expect(new TextLine(100).getLineLength()).toBe(100 / OUTPUT_SPACE_CHARACTER_WIDTH_IN_PT);
  });

  test('testGetLine', () => {
    expect(new TextLine(100).getLine()).toBe(' '.repeat(100 / OUTPUT_SPACE_CHARACTER_WIDTH_IN_PT));
  });

  test('testNegativeLineLength', () => {
    expect(() => new TextLine(-100)).toThrow(new IllegalArgumentException('Line length cannot be negative'));
  });

  test('testComputeIndexForCharacter_CloseToPreviousWord', () => {
    const textLine = new TextLine(100);
    textLine.writeCharacterAtIndex(new Character('A', 10, true, false, true, true));
    expect(textLine.getLine()).toBe(' A' + ' '.repeat(23));
  });

  test('testComputeIndexForCharacter_CloseToPreviousWord_WriteTwoCharacters', () => {
    const textLine = new TextLine(100);
    textLine.writeCharacterAtIndex(new Character('A', 10, true, false, true, true));
    textLine.writeCharacterAtIndex(new Character('B', 1, true, false, true, true));
    expect(textLine.getLine()).toBe(' AB' + ' '.repeat(22));
  });

  test('testZeroLineLength', () => {
    const textLine = new TextLine(0);
    expect(textLine.getLineLength()).toBe(0);
    expect(textLine.getLine()).toBe('');
    textLine.writeCharacterAtIndex(new Character('A', 0, false, false, false, false));
    expect(textLine.getLine()).toBe('');
  });

  test('testLineLengthNotDivisibleByCharacterWidth', () => {
    const textLine = new TextLine(103);
    const expectedLength = Math.trunc(103 / OUTPUT_SPACE_CHARACTER_WIDTH_IN_PT);
    expect(textLine.getLineLength()).toBe(expectedLength);
    expect(textLine.getLine()).toBe(' '.repeat(expectedLength));
  });

  test('testBoundaryConditionsForLineLength', () => {
    const textLine1 = new TextLine(1);
    expect(textLine1.getLineLength()).toBe(0);
    expect(textLine1.getLine()).toBe('');
    const textLine2 = new TextLine(3);
    expect(textLine2.getLineLength()).toBe(0);
    expect(textLine2.getLine()).toBe('');
    const textLine3 = new TextLine(OUTPUT_SPACE_CHARACTER_WIDTH_IN_PT);
    expect(textLine3.getLineLength()).toBe(1);
    expect(textLine3.getLine()).toBe(' ');
  });

  test('testWriteCharacterAtNegativeIndex', () => {
    const textLine = new TextLine(100);
    textLine.writeCharacterAtIndex(new Character('A', -10, false, false, false, false));
    expect(textLine.getLine()).toBe(' '.repeat(25));
  });

  test('testWriteNonPrintableCharacters', () => {
    const textLine = new TextLine(100);
    textLine.writeCharacterAtIndex(new Character('\t', 0, false, false, false, false));
    textLine.writeCharacterAtIndex(new Character('\n', 4, false, false, false, false));
    textLine.writeCharacterAtIndex(new Character('\0', 8, false, false, false, false));
    const line = textLine.getLine();
    expect(line).toHaveLength(25);
    expect(line).toContain('\t');
  });

  test('rejects an unreasonable line length', () => {
    expect(() => new TextLine(14_401)).toThrow(new IllegalArgumentException('Unreasonable lineLength of 14401 provided'));
  });
});
