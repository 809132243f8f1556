/* spring-ai-ts, Apache-2.0. ChatClient.Builder as Spring Boot's prototype bean: a new builder per resolution, customizers applied. */
import type { DependencyContainer } from 'tsyringe';
import { ChatClient, type ChatClientBuilder } from '../../chat/client/ChatClient.js';
import { ChatClientCustomizer } from '../../chat/client/ChatClientCustomizer.js';
import { ChatModel } from '../../chat/model/ChatModel.js';
import { Ordered } from '../../java/core/Ordered.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';

type Customizer = ChatClientCustomizer | ((builder: ChatClientBuilder) => void);

function orderOf(customizer: Customizer): number {
  const getOrder = (customizer as Partial<Ordered>).getOrder;
  return typeof getOrder === 'function' ? getOrder.call(customizer) : Ordered.LOWEST_PRECEDENCE;
}

/** The customizers registered under `ChatClientCustomizer.TOKEN`, in `Ordered` order (stable), as `orderedStream()`. */
function customizers(container: DependencyContainer): Customizer[] {
  if (!container.isRegistered(ChatClientCustomizer.TOKEN, true)) return [];
  return container
    .resolveAll<Customizer>(ChatClientCustomizer.TOKEN)
    .map((customizer, index) => ({ customizer, index, order: orderOf(customizer) }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ customizer }) => customizer);
}

/** `ChatClientAutoConfiguration.chatClientBuilder`: called on every resolution of `ChatClient.Builder.TOKEN`. */
export function newChatClientBuilder(container: DependencyContainer): ChatClientBuilder {
  if (!container.isRegistered(ChatModel.TOKEN, true)) {
    throw new IllegalStateException(
      'No ChatModel to build ChatClient.Builder with: register one under ChatModel.TOKEN, or list a provider '
        + "auto-configuration (e.g. MiniMaxAutoConfiguration from 'spring-ai-ts/minimax') in registerSpringAiDefaults",
    );
  }
  const builder = ChatClient.builder(
    container.resolve<ChatModel>(ChatModel.TOKEN),
    container.resolve<ObservationRegistry>(ObservationRegistry.TOKEN),
  );
  for (const customizer of customizers(container)) {
    if (typeof customizer === 'function') customizer(builder);
    else customizer.customize(builder);
  }
  return builder;
}
