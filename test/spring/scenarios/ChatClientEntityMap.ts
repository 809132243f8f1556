import { ChatClient } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** call().entity(Map.class) and call().entity(new ParameterizedTypeReference<Map<String, Object>>() {}). */
export default scenario({
  script: [
    { text: '{"name": "Mars", "moons": 2, "habitable": false, "atmosphere": {"co2": 0.95}}' },
    { text: '```json\n{"name": "Moon", "radiusKm": 1737.4, "craters": ["Tycho", "Copernicus"]}\n```' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const planet = (await chatClient.prompt().user('Describe Mars as JSON.').call().entity(Map))!;

    const moon = (await chatClient.prompt()
      .user('Describe the Moon as JSON.')
      .call()
      .entity(Map))!;

    context.outcome.put('planet', planet);
    context.outcome.put('planetKeys', [...planet.keys()].map(String).sort());
    context.outcome.put('moon', moon);
    context.outcome.put('moonRadius', moon.get('radiusKm'));
  },
});
