// The three model-backed query transformers share one round (ask once, keep the query on an empty
// answer); these tests pin what each still owns: its template parameters, its log lines and the
// order of its argument checks.
import { ChatClient, CompressionQueryTransformer, PromptTemplate, Query, RewriteQueryTransformer, TranslationQueryTransformer, UserMessage } from '../../../../../src/index.js';
import { capturedLogs } from '../../../../harness/logs.js';
import { chatModel } from '../../../support.js';

describe('the model-backed query transformers', () => {
  test.each([
    ['rewrite', (builder: ReturnType<typeof ChatClient.builder>) => RewriteQueryTransformer.builder().chatClientBuilder(builder).build()],
    ['translation', (builder: ReturnType<typeof ChatClient.builder>) => TranslationQueryTransformer.builder().chatClientBuilder(builder).targetLanguage('german').build()],
    ['compression', (builder: ReturnType<typeof ChatClient.builder>) => CompressionQueryTransformer.builder().chatClientBuilder(builder).build()],
  ])('an empty %s answer keeps the query and warns', async (kind, create) => {
    const query = new Query('original', [new UserMessage('earlier')], {});
    const transformer = create(ChatClient.builder(chatModel('  ').model));
    expect(await transformer.transform(query)).toBe(query);
    expect(capturedLogs.take().map((entry) => entry.line)).toEqual([
      expect.stringContaining(`Query ${kind} result is null/empty. Returning the input query unchanged.`),
    ]);
  });

  test('each sends its own parameters through its template', async () => {
    const { model, prompts } = chatModel('a', 'b');
    const builder = ChatClient.builder(model);
    const query = new Query('hello');
    await RewriteQueryTransformer.builder()
      .chatClientBuilder(builder)
      .promptTemplate(new PromptTemplate('{target}|{query}'))
      .targetSearchSystem('search engine')
      .build()
      .transform(query);
    await TranslationQueryTransformer.builder()
      .chatClientBuilder(builder)
      .promptTemplate(new PromptTemplate('{targetLanguage}|{query}'))
      .targetLanguage('german')
      .build()
      .transform(query);
    expect(prompts.map((prompt) => prompt.getInstructions()[0]!.getText())).toEqual(['search engine|hello', 'german|hello']);
  });

  test('translation checks the language before the template, as Java does', () => {
    const build = () =>
      TranslationQueryTransformer.builder()
        .chatClientBuilder(ChatClient.builder(chatModel().model))
        .promptTemplate(new PromptTemplate('no placeholders'))
        .build();
    expect(build).toThrow('targetLanguage cannot be null or empty');
  });
});
