import { LocalDate, LocalTime } from '@js-joda/core';
import { ChatClient, JavaType, RuntimeException, StructuredOutputValidationAdvisor } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

@JavaType()
class Meeting {
  constructor(private readonly _title: string, private readonly _day: LocalDate, private readonly _start: LocalTime) {}
  title(): string { return this._title; }
  day(): LocalDate { return this._day; }
  start(): LocalTime { return this._start; }
}

/**
 * StructuredOutputValidationAdvisor with a record of a LocalDate and a LocalTime: what the schema
 * validation makes of a date the model wrote as words (formats are not checked, so it passes, and
 * reading it into the record fails).
 */
export default scenario({
  expected: [
    { at: 'outcome:exception', doc: 'docs/DIFFERENCES.md#values-that-do-not-fit-their-type-are-reported-without-jacksons-source-location', why: 'Jackson\'s message carries its class name, a source location and the record\'s package' },
  ],
  script: [{ text: '{"title": "Standup", "day": "next monday", "start": "09:00"}' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(StructuredOutputValidationAdvisor.builder().outputType(Meeting).build())
      .build();

    try {
      const meeting = (await chatClient.prompt().user('When is the next standup?').call().entity(Meeting))!;
      context.outcome.put('meeting', [meeting.title(), meeting.day().toString(), meeting.start().toString()]);
    } catch (ex) {
      if (!(ex instanceof RuntimeException)) throw ex;
      context.outcome.exception(ex);
    }
  },
});
