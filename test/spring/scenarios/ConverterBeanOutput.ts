import { BeanOutputConverter, ChatClient, JavaType } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

class Recipe {
  constructor(private readonly _name: string, @JavaType('List<String>') private readonly _ingredients: string[], private readonly _difficulty: string) {}

  name(): string {
    return this._name;
  }

  ingredients(): string[] {
    return this._ingredients;
  }

  difficulty(): string {
    return this._difficulty;
  }
}

/**
 * A BeanOutputConverter used directly: its format in the user template, the answer (in a markdown
 * fence) converted by hand.
 */
export default scenario({
  script: [{ text: '```json\n{"name": "Tomato salad", "ingredients": ["tomatoes", "olive oil", "basil"], "difficulty": "easy"}\n```' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const converter = new BeanOutputConverter<Recipe>(Recipe);

    const answer = await chatClient.prompt()
      .user((u) => u.text('Give me a recipe with {ingredient}. {format}')
        .param('ingredient', 'tomatoes')
        .param('format', converter.getFormat()))
      .call()
      .content();

    const recipe = converter.convert(answer!);

    context.outcome.put('format', converter.getFormat());
    context.outcome.text(answer);
    const entity = new Map<string, unknown>();
    entity.set('name', recipe.name());
    entity.set('ingredients', recipe.ingredients());
    entity.set('difficulty', recipe.difficulty());
    context.outcome.entity(entity);
  },
});
