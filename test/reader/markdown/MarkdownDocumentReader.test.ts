// Ported from Spring AI MarkdownDocumentReaderTest (v1.1.8). The fixtures under test/resources/readers/markdown are
// this project's own texts, laid out with the same Markdown elements as the files Spring's test reads.
import * as path from 'node:path';
import { ByteArrayResource, ClassPathResource, type Document, MarkdownDocumentReader, MarkdownDocumentReaderConfig, RuntimeException, IOException } from '../../../src/index.js';

const tuples = (documents: Document[]): [Record<string, unknown>, string | undefined][] =>
  documents.map((document) => [Object.fromEntries(document.getMetadata()), document.getText()]);

// The texts the reader gives for the fixture paragraphs (soft line breaks become spaces).
const HARBOUR =
  'The harbour town wakes early. Fishing boats slip out before dawn, and the bakery on the quay has bread on the shelves by six. Visitors arrive later, when the first ferry docks at nine.';
const CLIFF_WARNING =
  'Keep to the marked paths on the cliffs above the harbour. The edge crumbles after heavy rain, and the warning signs are often hidden by gorse. In fog, stay near the lighthouse until it lifts. The coastguard asks walkers to carry a torch and to tell someone at the inn which route they plan to take. Dogs must be kept on a lead near the nesting sites.';
const GETTING_THERE =
  'Trains stop at the junction twice an hour; from there a bus winds down the valley road to the seafront in about twenty minutes. Drivers should park at the top of the hill, because the lanes below are narrow.';
const BY_FERRY = 'The ferry crosses from the island three times a day in summer and once a day in winter. Tickets are sold on board, and bicycles travel free.';
const CAMPING =
  'The campsite behind the dunes opens in April. Pitches near the stream are sheltered from the wind, and the shop sells firewood and fresh milk.';
const LIGHTHOUSE =
  "The first lamp was lit in 1821, fuelled by whale oil. A brass lens arrived forty years later and made the beam visible from the far side of the bay. Keepers lived in the tower with their families until the light ran on its own in 1987, and the old keepers' cottages now house a small museum.";
const OPENING_HOURS = 'The museum opens every afternoon except Monday, from two until five.';
const HORIZONTAL_RULE_PARTS = [
  'Low tide uncovers the rock pools below the harbour wall. Crabs hide under the weed.',
  'The walk to the headland takes an hour. Benches along the path look out over the water, and a stone marks the halfway point.',
  'Seals bask on the sandbar in the afternoon. Watch them from the rocks, and keep your voice low so they stay where they are.',
  'The lifeboat station holds an open day each August. Children may climb aboard, and the crew explain the radio and the winch.',
  'Rain moves in from the west most evenings. Pack a coat even when the morning is bright.',
  'The inn serves fish caught that morning; the menu is chalked on a board by the door and changes with the catch and the weather.',
  'The last bus back to the junction leaves at ten past six.',
];
// Paragraphs follow each other with no separator; the hard line break (a trailing backslash) becomes a space.
const SIMPLE =
  'The market fills the square every Saturday. Stalls sell honey, cheese, wool, and pots thrown in the village pottery. Musicians play by the fountain while the clock strikes noon and the gulls circle overhead.' +
  'Prices are written on small slates, and most sellers take cards as well as cash. Bring a bag, because the stalls hand out no plastic.' +
  'The market closes at two o\'clock. Parking is free after that.';
const JAVA_CODE =
  'package org.example.harbour;\n\nimport java.time.LocalTime;\nimport java.util.List;\n\npublic class TideTable {\n' +
  '    public static void main(String[] args) {\n        List.of(LocalTime.of(6, 10), LocalTime.of(18, 35)).forEach(System.out::println);\n    }\n}\n';
const INLINE_CODE = 'Single-file programs can be started with java TideTable.java straight from the source folder.';

beforeAll(() => ClassPathResource.setResourceRoots([path.resolve(__dirname, '../../resources/readers/markdown')]));
afterAll(() => ClassPathResource.setResourceRoots(undefined));

describe('MarkdownDocumentReaderTest', () => {
  test('testDirPathSingle', async () => {
    // dir-test-1 also holds blockquote.txt, which the *.md pattern leaves out.
    const reader = new MarkdownDocumentReader('classpath:/dir-test-1/*.md');
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [{}, HARBOUR],
      [{ category: 'blockquote' }, CLIFF_WARNING],
    ]);
  });

  test('testDirPathMultiple', async () => {
    const reader = new MarkdownDocumentReader('classpath:/dir-test-2/*.md');
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [{ category: 'header_1', title: 'Harbour Town' }, HARBOUR],
      [{ category: 'header_1', title: 'Getting There' }, GETTING_THERE],
      [{ category: 'header_2', title: 'By Ferry' }, BY_FERRY],
      [{ category: 'header_2', title: 'Camping' }, CAMPING],
      [{ category: 'header_1', title: 'A short history of the lighthouse' }, LIGHTHOUSE],
      [{ category: 'header_3', title: 'Opening hours' }, OPENING_HOURS],
    ]);
  });

  test('testOnlyHeadersWithParagraphs', async () => {
    // The heading "Staying Over" has no paragraph of its own, so it gives no document.
    const reader = new MarkdownDocumentReader('classpath:/only-headers.md');
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [{ category: 'header_1', title: 'Harbour Town' }, HARBOUR],
      [{ category: 'header_1', title: 'Getting There' }, GETTING_THERE],
      [{ category: 'header_2', title: 'By Ferry' }, BY_FERRY],
      [{ category: 'header_2', title: 'Camping' }, CAMPING],
    ]);
  });

  test('testWithFormatting', async () => {
    const reader = new MarkdownDocumentReader('classpath:/with-formatting.md');
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [{ category: 'header_1', title: 'A short history of the lighthouse' }, LIGHTHOUSE],
      [{ category: 'header_3', title: 'Opening hours' }, OPENING_HOURS],
    ]);
  });

  test('testDocumentDividedViaHorizontalRules', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withHorizontalRuleCreateDocument(true).build();
    const reader = new MarkdownDocumentReader('classpath:/horizontal-rules.md', config);
    const documents = await reader.get();
    expect(tuples(documents)).toEqual(HORIZONTAL_RULE_PARTS.map((text) => [{}, text]));
  });

  test('testDocumentNotDividedViaHorizontalRulesWhenIsDisabled', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withHorizontalRuleCreateDocument(false).build();
    const reader = new MarkdownDocumentReader('classpath:/horizontal-rules.md', config);
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    const documentsFirst = documents[0]!;
    expect(documentsFirst.getMetadata().size).toBe(0);
    expect(documentsFirst.getText()!.startsWith('Low tide uncovers the rock pools below the harbour wall.')).toBe(true);
    expect(documentsFirst.getText()!.endsWith('The last bus back to the junction leaves at ten past six.')).toBe(true);
    expect(documentsFirst.getText()).toBe(HORIZONTAL_RULE_PARTS.join(''));
  });

  test('testSimpleMarkdownDocumentWithHardAndSoftLineBreaks', async () => {
    const reader = new MarkdownDocumentReader('classpath:/simple.md');
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    const documentsFirst = documents[0]!;
    expect(documentsFirst.getMetadata().size).toBe(0);
    expect(documentsFirst.getText()).toBe(SIMPLE);
  });

  test('testCode', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withHorizontalRuleCreateDocument(true).build();
    const reader = new MarkdownDocumentReader('classpath:/code.md', config);
    const documents = await reader.get();
    expect(documents).toHaveLength(5);
    expect(tuples(documents)).toEqual([
      [{}, 'This is a small Java program:'],
      [{ lang: 'java', category: 'code_block' }, JAVA_CODE],
      [{ category: 'code_inline' }, INLINE_CODE],
      [{}, 'A fenced block may also leave out the language:'],
      [{ lang: '', category: 'code_block' }, './gradlew test --info\n'],
    ]);
  });

  test('testCodeWhenCodeBlockShouldNotBeSeparatedDocument', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withHorizontalRuleCreateDocument(true).withIncludeCodeBlock(true).build();
    const reader = new MarkdownDocumentReader('classpath:/code.md', config);
    const documents = await reader.get();
    expect(documents).toHaveLength(3);
    expect(tuples(documents)).toEqual([
      [{ lang: 'java', category: 'code_block' }, `This is a small Java program: ${JAVA_CODE}`],
      [{ category: 'code_inline' }, INLINE_CODE],
      [{ lang: '', category: 'code_block' }, 'A fenced block may also leave out the language: ./gradlew test --info\n'],
    ]);
  });

  test('testBlockquote', async () => {
    const reader = new MarkdownDocumentReader('classpath:/blockquote.md');
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [{}, HARBOUR],
      [{ category: 'blockquote' }, CLIFF_WARNING],
    ]);
  });

  test('testBlockquoteWhenBlockquoteShouldNotBeSeparatedDocument', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withIncludeBlockquote(true).build();
    const reader = new MarkdownDocumentReader('classpath:/blockquote.md', config);
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([[{ category: 'blockquote' }, `${HARBOUR} ${CLIFF_WARNING}`]]);
  });

  test('testLists', async () => {
    const reader = new MarkdownDocumentReader('classpath:/lists.md');
    const documents = await reader.get();
    expect(tuples(documents)).toEqual([
      [
        { category: 'header_2', title: 'Launching the dinghy' },
        'Check the forecast and the tide table before you leave. Never launch alone, and wear a buoyancy aid at all times. ' +
          'Carry the boat down the slipway bow first. Ask a second person to hold the trolley steady. ' +
          'Row out past the moorings before raising the sail. Keep clear of the ferry lane, which is marked by yellow buoys. ' +
          'Hoist the mainsail while pointing into the wind, so that it does not fill too early and pull the boat sideways. ' +
          'Lower the centreboard once you are in deeper water. Trim the sail and steer for the open bay.',
      ],
      [
        { category: 'header_2', title: 'What to pack' },
        'Water, a snack, and a spare line. A waterproof bag for your phone and keys. Tell someone on shore when you expect to return, and check in when you land. ' +
          'A whistle, clipped to your jacket.',
      ],
    ]);
  });

  test('testWithAdditionalMetadata', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withAdditionalMetadata('service', 'some-service-name').withAdditionalMetadata('env', 'prod').build();
    const reader = new MarkdownDocumentReader('classpath:/simple.md', config);
    const documents = await reader.get();
    expect(documents).toHaveLength(1);
    const documentsFirst = documents[0]!;
    expect(Object.fromEntries(documentsFirst.getMetadata())).toEqual({ service: 'some-service-name', env: 'prod' });
    expect(documentsFirst.getText()!.startsWith('The market fills the square every Saturday.')).toBe(true);
  });
});

describe('MarkdownDocumentReader (beyond Spring)', () => {
  test('merges the text runs commonmark splits, so a heading title is whole', async () => {
    const markdown = '# Hello, world! [not a link\n\nSee &amp; read [the guide](https://example.com) ![logo](x.png).\n\n    indented code is skipped\n';
    const documents = await new MarkdownDocumentReader(new ByteArrayResource(markdown), MarkdownDocumentReaderConfig.defaultConfig()).get();
    expect(tuples(documents)).toEqual([[{ category: 'header_1', title: 'Hello, world! [not a link' }, 'See & read the guide logo.']]);
  });

  test('reads a list of resources in order and takes the additional metadata as an object', async () => {
    const config = MarkdownDocumentReaderConfig.builder().withAdditionalMetadata({ source: 'inline' }).build();
    const documents = await new MarkdownDocumentReader([new ByteArrayResource('one'), new ByteArrayResource('two')], config).get();
    expect(tuples(documents)).toEqual([
      [{ source: 'inline' }, 'one'],
      [{ source: 'inline' }, 'two'],
    ]);
  });

  test('a missing resource rejects with a RuntimeException caused by an IOException', async () => {
    const error = await new MarkdownDocumentReader('classpath:missing.md').get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeException);
    expect((error as RuntimeException).getCause()).toBeInstanceOf(IOException);
    expect((error as Error).message).toBe('class path resource [missing.md] cannot be opened because it does not exist');
  });

  test('a pattern that matches nothing gives no documents', async () => {
    expect(await new MarkdownDocumentReader('classpath:nothing/*.md').get()).toEqual([]);
  });

  test('the builder checks its arguments', () => {
    expect(() => MarkdownDocumentReaderConfig.builder().withAdditionalMetadata('k', null)).toThrow('value must not be null');
    expect(() => MarkdownDocumentReaderConfig.builder().withAdditionalMetadata(undefined as never)).toThrow('additionalMetadata must not be null');
  });
});
