import { DefaultChatModelObservationConvention, type ChatModelObservationContext, type KeyValues } from 'spring-ai-ts';
import { MiniMaxChatModel, type MiniMaxApi } from 'spring-ai-ts/minimax';

declare const miniMaxApi: MiniMaxApi;

// Spring's names and key values, plus the team that owns the calls.
class TeamChatModelObservationConvention extends DefaultChatModelObservationConvention {
  override getLowCardinalityKeyValues(context: ChatModelObservationContext): KeyValues {
    return super.getLowCardinalityKeyValues(context).and('team', 'support');
  }
}

const chatModel = MiniMaxChatModel.builder().miniMaxApi(miniMaxApi).build();
chatModel.setObservationConvention(new TeamChatModelObservationConvention());
export {};
