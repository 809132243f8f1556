import { DefaultContentFormatter, Document, TextSplitter, TokenTextSplitter } from '../../../src/index.js';

class HalvingSplitter extends TextSplitter {
  protected splitText(text: string): string[] {
    const half = Math.floor(text.length / 2);
    return [text.substring(0, half), text.substring(half)];
  }
}

const TEXT1 = 'In the end, writing arises when man realizes that memory is not enough.';
const TEXT2 =
  'The most oppressive thing about the labyrinth is that you are constantly ' +
  'being forced to choose. It isn’t the lack of an exit, but the abundance of exits that is so disorienting.';

/** Spring's page text: the two sentences with the page number before each of their three parts. */
const pageText = (page: number): string => `${page}${TEXT1}${page}${TEXT2.replace('being forced', `${page}being forced`)}`;

describe('TextSplitterTests', () => {
  test('testSplitText', () => {
    const splitter = new HalvingSplitter();
    const formatter1 = DefaultContentFormatter.defaultConfig();
    const formatter2 = DefaultContentFormatter.defaultConfig();
    const doc1 = new Document(TEXT1, { key1: 'value1', key2: 'value2' });
    doc1.setContentFormatter(formatter1);
    const doc2 = new Document(TEXT2, { key2: 'value22', key3: 'value3' });
    doc2.setContentFormatter(formatter2);

    let chunks = splitter.apply([doc1, doc2]);
    expect(splitter.isCopyContentFormatter()).toBe(true);
    expect(chunks.map((c) => c.getText())).toEqual([
      'In the end, writing arises when man',
      ' realizes that memory is not enough.',
      'The most oppressive thing about the labyrinth is that you are constantly being forced to ',
      'choose. It isn’t the lack of an exit, but the abundance of exits that is so disorienting.',
    ]);
    for (const chunk of chunks) {
      expect([...chunk.getMetadata().keys()]).toEqual(expect.arrayContaining(['parent_document_id', 'chunk_index', 'total_chunks']));
    }
    expect(chunks.map((c) => c.getMetadata().get('chunk_index'))).toEqual([0, 1, 0, 1]);
    expect(chunks[0]!.getMetadata().get('parent_document_id')).toBe(doc1.getId());
    expect(chunks[2]!.getMetadata().has('key1')).toBe(false);
    expect(chunks[0]!.getContentFormatter()).toBe(formatter1);
    expect(chunks[3]!.getContentFormatter()).toBe(formatter2);

    splitter.setCopyContentFormatter(false);
    chunks = splitter.apply([doc1, doc2]);
    expect(chunks[0]!.getContentFormatter()).not.toBe(formatter1);
    expect(chunks[2]!.getContentFormatter()).not.toBe(formatter2);
  });

  test('pageNoChunkSplit', () => {
    const docs = [1, 2, 3, 4].map((page) => new Document(pageText(page), { file_name: 'sample1.pdf', page_number: page }));
    const split = new TokenTextSplitter().apply(docs);
    expect(split.map((d) => d.getMetadata().get('page_number'))).toEqual([1, 2, 3, 4]);
  });

  test('pageWithChunkSplit', () => {
    const doc1 = new Document(pageText(1), { file_name: 'sample1.pdf', page_number: 1 });
    const doc2 = new Document(
      "levels, their care  providers,   legal  representatives    and   families  get the  right home    and                                                                                               \n"
      + "                  community-based       support   and   services  at the  right time,  in the  right place.  Please   click here  to                                                                                  \n"
      + "                  go to Community      Living  Connections.                                                                                                                                                           \n"
      + "\n"
      + "                  I  am  trying   to  register    as  a consumer,       but   Carina    will  not   recognize      me   or  my                                                                                        \n"
      + "                  information.       What    should     I do?                                                                                                                                                         \n"
      + "\n"
      + "                  Please  double   check   your  form   entries  including   the spelling  of your   name   and  your                                                                                                 \n"
      + "                  ProviderOne     number,    or last four  digits of your  social  security  number    and   date  of birth. Please                                                                                   \n"
      + "                  use the  name    you  have  on  file with  the  Department     of Social  and  Health   Services   (DSHS).  Also                                                                                    \n"
      + "                  make   sure  you  have   a current  or  pending   assessment     with  DSHS.                                                                                                                        \n"
      + "\n"
      + "                  If  you  are  having  trouble registering,   please  contact   us or  call  us  at  1-855-796-0605.                                                                                                 \n"
      + "\n"
      + "                  The   Home     Care    Referral    Registry     has  been    absorbed       by  Consumer        Direct   Care                                                                                       \n"
      + "                  Network      Washington        (CDWA).       Who    can   help   me    find  care   on   Carina?                                                                                                    \n"
      + "\n"
      + "                  Consumer     Direct  Care  Network    Washington      (CDWA)    has  taken  over  from   the  Home    Care                                                                                          \n"
      + "                  Referral  Registry  (HCRR).   CDWA     is  responsible  for assisting  consumers     and   Individual  Providers                                                                                    \n"
      + "                  (IPs) to use  Carina  to find  matches.    CDWA    staff are  available  across   the state  to  assist                                                                                             \n"
      + "                  consumers    to  sign up  in the  Carina  system    and  help  IPs get  (re)contracted    or hired  to work.                                                                                        \n"
      + "\n"
      + "                  What    are   some    good     interview     questions      I should    ask   providers?                                                                                                            \n"
      + "\n"
      + "                  Your  approach    to the  interview   is important,   you   are offering   a job to  someone    who   is looking                                                                                    \n"
      + "                  for work.  The  person    you  interview   may   be  nervous.   Put  them   at ease,  call them   by their  first                                                                                   \n"
      + "                  name,   maintain   eye  contact   and  tell them   a little  about yourself.   Read  more    tips and  specific                                                                                     \n"
      + "                  interview   questions   in our  blog:  What   to Ask  Potential   Providers.                                                                                                                        \n"
      + "\n"
      + "                  I  am  ready    to  hire  a  home     care   provider!                                                                                                                                              \n"
      + "\n"
      + "                  You  found   an Individual   Provider   (IP) that  you  would   like to hire?  That  is exciting!  In order  for                                                                                    \n"
      + "                  them   to start working,   contact   Consumer     Direct  Care   Network    Washington     (CDWA)     and  request                                                                                  \n"
      + "                  authorization.   They   cannot   start work   before   you  have   received   an  Okay  to  Work   from   CDWA.                                                                                     \n"
      + "\n"
      + "                  Consumers     should   continue   to work   with  their  case  manager,    who   will help  you  create  a  Plan of                                                                                 \n"
      + "                  Care  and  access   needed   services.\n"
      + "Once   you  have  decided    on an  IP to work   with,  they  should\n" + "\n",
      { file_name: 'sample1.pdf', page_number: 2 },
    );
    const doc3 = new Document(pageText(3), { file_name: 'sample1.pdf', page_number: 3 });
    const tokenTextSplitter = new TokenTextSplitter();
    const splitedDocument = tokenTextSplitter.apply([doc1, doc2, doc3]);
    expect(splitedDocument).toHaveLength(4);
    expect(splitedDocument.map((d) => d.getMetadata().get('page_number'))).toEqual([1, 2, 2, 3]);
  });

  test('testSplitTextWithNullMetadata', () => {
    const doc = new Document(TEXT1);
    doc.getMetadata().set('key1', 'value1');
    doc.getMetadata().set('key2', null);
    const chunks = new HalvingSplitter().apply([doc]);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]!.getMetadata().has('key1')).toBe(true);
    expect(chunks[0]!.getMetadata().has('key2')).toBe(false);
  });

  test('testScorePreservation', () => {
    const doc = Document.builder().text('This is a test document that will be split into multiple chunks.').metadata({ source: 'test.txt' }).score(0.95).build();
    expect(new HalvingSplitter().apply([doc]).map((c) => c.getScore())).toEqual([0.95, 0.95]);
  });

  test('testParentDocumentTracking', () => {
    const doc1 = new Document('First document content for testing splitting functionality.', { source: 'doc1.txt' });
    const doc2 = new Document('Second document content for testing splitting functionality.', { source: 'doc2.txt' });
    const chunks = new HalvingSplitter().apply([doc1, doc2]);
    expect(chunks.map((c) => c.getMetadata().get('parent_document_id'))).toEqual([doc1.getId(), doc1.getId(), doc2.getId(), doc2.getId()]);
  });

  test('testChunkMetadataInformation', () => {
    const chunks = new HalvingSplitter().apply([new Document('This is a longer document that will be split into exactly two chunks for testing.', { source: 'test.txt' })]);
    expect(chunks.map((c) => [c.getMetadata().get('chunk_index'), c.getMetadata().get('total_chunks'), c.getMetadata().get('source')])).toEqual([
      [0, 2, 'test.txt'],
      [1, 2, 'test.txt'],
    ]);
  });

  test('testEnhancedMetadataWithMultipleDocuments', () => {
    const doc1 = Document.builder().text('First document with score and metadata.').metadata({ type: 'article', priority: 'high' }).score(0.8).build();
    const doc2 = Document.builder().text('Second document with different score.').metadata({ type: 'report', priority: 'medium' }).score(0.6).build();
    const chunks = new HalvingSplitter().apply([doc1, doc2]);
    expect(chunks.map((c) => [c.getScore(), c.getMetadata().get('parent_document_id'), c.getMetadata().get('chunk_index'), c.getMetadata().get('type')])).toEqual([
      [0.8, doc1.getId(), 0, 'article'],
      [0.8, doc1.getId(), 1, 'article'],
      [0.6, doc2.getId(), 0, 'report'],
      [0.6, doc2.getId(), 1, 'report'],
    ]);
  });

  test('split and transform delegate to apply (own)', () => {
    const splitter = new HalvingSplitter();
    expect(splitter.split(new Document('abcd')).map((d) => d.getText())).toEqual(['ab', 'cd']);
    expect(splitter.transform([new Document('abcd')]).map((d) => d.getText())).toEqual(['ab', 'cd']);
  });
});

describe('TokenTextSplitterTest', () => {
  test('testTokenTextSplitterBuilderWithDefaultValues', () => {
    const doc1 = new Document(TEXT1, { key1: 'value1', key2: 'value2' });
    const doc2 = new Document(TEXT2, { key2: 'value22', key3: 'value3' });
    const chunks = new TokenTextSplitter().apply([doc1, doc2]);
    expect(chunks.map((c) => c.getText())).toEqual([TEXT1, TEXT2]);
    expect(chunks[0]!.getMetadata().has('key3')).toBe(false);
    expect(chunks[1]!.getMetadata().has('key1')).toBe(false);
  });

  test('testTokenTextSplitterBuilderWithAllFields', () => {
    const doc1 = new Document(TEXT1, { key1: 'value1', key2: 'value2' });
    const doc2 = new Document(TEXT2.replace('’', "'"), { key2: 'value22', key3: 'value3' });
    const splitter = TokenTextSplitter.builder()
      .withChunkSize(10)
      .withMinChunkSizeChars(5)
      .withMinChunkLengthToEmbed(3)
      .withMaxNumChunks(50)
      .withKeepSeparator(true)
      .build();
    const chunks = splitter.apply([doc1, doc2]);
    expect(chunks.map((c) => c.getText())).toEqual([
      'In the end, writing arises when man realizes that',
      'memory is not enough.',
      'The most oppressive thing about the labyrinth is that you',
      'are constantly being forced to choose.',
      "It isn't the lack of an exit, but",
      'the abundance of exits that is so disorienting',
    ]);
    expect(chunks.map((c) => c.getMetadata().get('chunk_index')).slice(0, 4)).toEqual([0, 1, 0, 1]);
  });

  test('testSmallTextWithPunctuationShouldNotSplit', () => {
    const text = "Hi. This is a small text without one of the ending chars. It is splitted into multiple chunks but shouldn't";
    const splitter = TokenTextSplitter.builder().withKeepSeparator(true).withChunkSize(10000).withMinChunkSizeChars(10).build();
    expect(splitter.split(new Document(text)).map((d) => d.getText())).toEqual([text]);
  });

  test('testLargeTextStillSplitsAtPunctuation', () => {
    const splitter = TokenTextSplitter.builder().withKeepSeparator(true).withChunkSize(15).withMinChunkSizeChars(10).build();
    const split = splitter.split(
      new Document('This is the first sentence with enough words. This is the second sentence. And this is the third sentence.'),
    );
    expect(split.length).toBeGreaterThan(1);
    expect(split[0]!.getText()!.endsWith('.')).toBe(true);
  });

  test('testTokenTextSplitterWithCustomPunctuationMarks', () => {
    const doc1 = new Document('Here, we set custom punctuation marks。？！. We just want to test it works or not？');
    const doc2 = new Document(
      'And more, we add protected method getLastPunctuationIndex in TokenTextSplitter class！' +
        'The subclasses can override this method to achieve their own business logic。We just want to test it works or not？',
    );
    const splitter = TokenTextSplitter.builder()
      .withChunkSize(10)
      .withMinChunkSizeChars(5)
      .withMinChunkLengthToEmbed(3)
      .withMaxNumChunks(50)
      .withKeepSeparator(true)
      .withPunctuationMarks(['。', '？', '！'])
      .build();
    expect(splitter.apply([doc1, doc2]).map((c) => c.getText())).toEqual([
      'Here, we set custom punctuation marks。？！',
      '. We just want to test it works or not',
      'And more, we add protected method getLastPunctuation',
      'Index in TokenTextSplitter class！',
      'The subclasses can override this method to achieve their own',
      'business logic。',
      'We just want to test it works or not？',
    ]);
  });

  test('empty and whitespace text give no chunks (own)', () => {
    expect(new TokenTextSplitter().apply([new Document('   ')])).toEqual([]);
  });

  test('empty punctuation marks are rejected (own)', () => {
    expect(() => TokenTextSplitter.builder().withPunctuationMarks([]).build()).toThrow('punctuationMarks must not be empty');
  });
});
