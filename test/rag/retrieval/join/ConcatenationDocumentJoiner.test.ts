import { ConcatenationDocumentJoiner, Document, IllegalArgumentException, Query } from '../../../../src/index.js';
import type { DocumentJoiner } from '../../../../src/index.js';

describe('ConcatenationDocumentJoinerTests', () => {
  test('whenDocumentsForQueryIsNullThenThrow', () => {
    const documentJoiner: DocumentJoiner = new ConcatenationDocumentJoiner();
    expect(() => documentJoiner.apply(null as never)).toThrow(new IllegalArgumentException('documentsForQuery cannot be null'));
  });

  test('whenDocumentsForQueryContainsNullKeysThenThrow', () => {
    const documentJoiner: DocumentJoiner = new ConcatenationDocumentJoiner();
    const documentsForQuery = new Map<Query, Document[][]>();
    documentsForQuery.set(null as never, []);
    expect(() => documentJoiner.apply(documentsForQuery)).toThrow(new IllegalArgumentException('documentsForQuery cannot contain null keys'));
  });

  test('whenDocumentsForQueryContainsNullValuesThenThrow', () => {
    const documentJoiner: DocumentJoiner = new ConcatenationDocumentJoiner();
    const documentsForQuery = new Map<Query, Document[][]>();
    documentsForQuery.set(new Query('test'), null as never);
    expect(() => documentJoiner.apply(documentsForQuery)).toThrow(new IllegalArgumentException('documentsForQuery cannot contain null values'));
  });

  test('whenNoDuplicatedDocumentsThenAllDocumentsAreJoined', () => {
    const documentJoiner: DocumentJoiner = new ConcatenationDocumentJoiner();
    const documentsForQuery = new Map<Query, Document[][]>();
    documentsForQuery.set(new Query('query1'), [
      [new Document('1', 'Content 1', {}), new Document('2', 'Content 2', {})],
      [new Document('3', 'Content 3', {})],
    ]);
    documentsForQuery.set(new Query('query2'), [[new Document('4', 'Content 4', {})]]);
    const result = documentJoiner.join(documentsForQuery);
    expect(result).toHaveLength(4);
    expect(result.map((d) => d.getId()).sort()).toEqual(['1', '2', '3', '4']);
  });

  test('whenDuplicatedDocumentsThenOnlyFirstOccurrenceIsKept', () => {
    const documentJoiner: DocumentJoiner = new ConcatenationDocumentJoiner();
    const documentsForQuery = new Map<Query, Document[][]>();
    documentsForQuery.set(new Query('query1'), [
      [new Document('1', 'Content 1', {}), new Document('2', 'Content 2', {})],
      [new Document('3', 'Content 3', {})],
    ]);
    documentsForQuery.set(new Query('query2'), [[new Document('2', 'Content 2', {}), new Document('4', 'Content 4', {})]]);
    const result = documentJoiner.join(documentsForQuery);
    expect(result).toHaveLength(4);
    expect(result.map((d) => d.getId()).sort()).toEqual(['1', '2', '3', '4']);
    expect(result.filter((d) => d.getText() === 'Content 2')).toHaveLength(1);
  });

  test('shouldSortDocumentsByDescendingScore', () => {
    const documentJoiner: DocumentJoiner = new ConcatenationDocumentJoiner();
    const documentsForQuery = new Map<Query, Document[][]>();
    documentsForQuery.set(new Query('query1'), [
      [Document.builder().id('1').text('Content 1').score(0.81).build(), Document.builder().id('2').text('Content 2').score(0.83).build()],
      [Document.builder().id('3').text('Content 3').score(null).build()],
    ]);
    documentsForQuery.set(new Query('query2'), [[Document.builder().id('4').text('Content 4').score(0.85).build(), Document.builder().id('5').text('Content 5').score(0.77).build()]]);
    const result = documentJoiner.join(documentsForQuery);
    expect(result).toHaveLength(5);
    expect(result.map((d) => d.getId())).toEqual(['4', '2', '1', '5', '3']);
  });
});

describe('ConcatenationDocumentJoiner beyond Spring (own)', () => {
  test('apply delegates to join, and an empty map gives no documents', () => {
    const joiner = new ConcatenationDocumentJoiner();
    const join = jest.spyOn(joiner, 'join');
    const map = new Map([[new Query('q1'), [[new Document('1', 'first', {})]]]]);
    expect(joiner.apply(map).map((d) => d.getId())).toEqual(['1']);
    expect(join).toHaveBeenCalledWith(map);
    expect(joiner.apply(new Map())).toEqual([]);
  });
});
