/* spring-ai-ts, Apache-2.0. Internal: the shared defaults of DefaultChatClient (Java's private statics). */
import { DefaultChatClientObservationConvention } from '../observation/DefaultChatClientObservationConvention.js';

/** The convention used when the client was given none. */
export const DEFAULT_CHAT_CLIENT_OBSERVATION_CONVENTION = new DefaultChatClientObservationConvention();
