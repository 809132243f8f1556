import { ExtractedTextFormatter } from '../../src/index.js';

// Spring has no unit test for this class. These expectations were produced by Spring's
// ExtractedTextFormatter 1.1.8 on a JVM (Java 17): input, trimAdjacentBlankLines, alignToLeft,
// deleteTopTextLines(2, "\n"), deleteBottomTextLines(2, "\n"), format(page 1) with left alignment,
// 1 top and 1 bottom line deleted after 1 skipped page, format() with 1 top line deleted after
// 1 skipped page, and defaults().format().
const JAVA_RESULTS: ReadonlyArray<readonly [string, string, string, string, string, string, string, string]> = [
  ["", "", "", "", "", "", "", ""],
  ["   ", "   ", "", "   ", "   ", "", "   ", "   "],
  ["a", "a", "a", "a", "a", "a", "a", "a"],
  ["a\n", "a\n", "a\n", "\n", "a", "\n", "a\n", "a\n"],
  ["a\n\n", "a\n\n", "a\n\n", "\n", "a", "\n", "a\n\n", "a\n\n"],
  ["a\n\n\n", "a\n\n\n", "a\n\n", "\n\n", "a\n", "\n", "a\n\n\n", "a\n\n\n"],
  ["\n\na", "\na", "a", "\na", "", "", "\na", "\na"],
  ["a\n\n\nb", "a\n\nb", "a\nb", "\n\nb", "a\n", "\n", "a\n\nb", "a\n\nb"],
  ["a\n   \n  \nb", "a\n\nb", "a\nb", "\n  \nb", "a\n   ", "\n", "a\n\nb", "a\n\nb"],
  ["  a  b   c  \n    d    e\n", "  a  b   c  \n    d    e\n", "a b c\nd e\n", "\n", "  a  b   c  ", "d e", "  a  b   c  \n    d    e\n", "  a  b   c  \n    d    e\n"],
  ["line1\nline2\nline3\nline4\nline5", "line1\nline2\nline3\nline4\nline5", "line1\nline2\nline3\nline4\nline5", "\nline3\nline4\nline5", "line1\nline2\nline3", "line2\nline3\nline4", "line1\nline2\nline3\nline4\nline5", "line1\nline2\nline3\nline4\nline5"],
  ["x\r\n\r\n\r\ny", "x\r\n\r\ny", "x\r\ny", "\n\r\ny", "x\r\n\r", "\r", "x\r\n\r\ny", "x\r\n\r\ny"],
  ["x\r\ry\r\n", "x\r\ry\r\n", "x\ry\r\n", "\n", "x\r\ry\r", "\n", "x\r\ry\r\n", "x\r\ry\r\n"],
  ["p\n\t\n\nq", "p\n\t\n\nq", "p\n\t\nq", "\n\nq", "p\n\t", "\t\n", "p\n\t\n\nq", "p\n\t\n\nq"],
  ["  lead\n\n\n\n   trail   ", "  lead\n\n   trail   ", "lead\ntrail", "\n\n\n   trail   ", "  lead\n\n", "\n", "  lead\n\n   trail   ", "  lead\n\n   trail   "],
  ["one\u2028two\u0085three\n\n\nfour", "one\u2028two\u0085three\n\nfour", "one\u2028two\u0085three\nfour", "\n\nfour", "one\u2028two\u0085three\n", "\n", "one\u2028two\u0085three\n\nfour", "one\u2028two\u0085three\n\nfour"],
  ["Header\nBody one\nBody two\n\n\nFooter 1\nFooter 2", "Header\nBody one\nBody two\n\nFooter 1\nFooter 2", "Header\nBody one\nBody two\nFooter 1\nFooter 2", "\nBody two\n\n\nFooter 1\nFooter 2", "Header\nBody one\nBody two\n\n", "Body one\nBody two\nFooter 1", "Header\nBody one\nBody two\n\nFooter 1\nFooter 2", "Header\nBody one\nBody two\n\nFooter 1\nFooter 2"]
];

describe('ExtractedTextFormatter (own, against Spring on a JVM)', () => {
  test.each(JAVA_RESULTS.map((row) => [JSON.stringify(row[0]), ...row] as const))(
    'formats %s as Spring does',
    (_title, input, trimmed, aligned, top2, bottom2, page1, page0, defaults) => {
      expect(ExtractedTextFormatter.trimAdjacentBlankLines(input)).toBe(trimmed);
      expect(ExtractedTextFormatter.alignToLeft(input)).toBe(aligned);
      expect(ExtractedTextFormatter.deleteTopTextLines(input, 2, '\n')).toBe(top2);
      expect(ExtractedTextFormatter.deleteBottomTextLines(input, 2, '\n')).toBe(bottom2);
      const formatter = ExtractedTextFormatter.builder()
        .withLeftAlignment(true)
        .withNumberOfTopTextLinesToDelete(1)
        .withNumberOfBottomTextLinesToDelete(1)
        .withNumberOfTopPagesToSkipBeforeDelete(1)
        .build();
      expect(formatter.format(input, 1)).toBe(page1);
      expect(ExtractedTextFormatter.builder().withNumberOfTopTextLinesToDelete(1).withNumberOfTopPagesToSkipBeforeDelete(1).build().format(input)).toBe(page0);
      expect(ExtractedTextFormatter.defaults().format(input)).toBe(defaults);
    },
  );

  test('another line separator', () => {
    const formatter = ExtractedTextFormatter.builder().overrideLineSeparator('\r\n').withNumberOfTopTextLinesToDelete(1).withNumberOfBottomTextLinesToDelete(1).build();
    expect(formatter.format('head\r\nbody\r\nfoot')).toBe('\r\nbody');
  });

  test('builders are independent and the formatter keeps its settings', () => {
    const builder = ExtractedTextFormatter.builder().withNumberOfTopTextLinesToDelete(1);
    const first = builder.build();
    builder.withNumberOfTopTextLinesToDelete(0);
    expect(first.format('a\nb')).toBe('\nb');
    expect(builder.build().format('a\nb')).toBe('a\nb');
  });
});
