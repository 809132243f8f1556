/* spring-ai-ts, Apache-2.0. Own tests: Java records translated as classes (docs/PORTING.md rule 14) as structured-output and tool-argument types. */
import 'reflect-metadata';
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import { StructuredOutputValidationAdvisor } from '../../src/chat/client/advisor/StructuredOutputValidationAdvisor.js';
import { BeanOutputConverter } from '../../src/converter/BeanOutputConverter.js';
import { Tool } from '../../src/tool/annotation/Tool.js';
import { MethodToolCallbackProvider } from '../../src/tool/method/MethodToolCallbackProvider.js';
import { chatResponse, mockChatModel } from '../chat/client/chatClientTestSupport.js';

/** Java: `record ActorFilms(String actor, List<String> movies) {}`. */
class ActorFilms {
  constructor(
    private readonly _actor: string,
    private readonly _movies: string[],
  ) {}
  actor(): string {
    return this._actor;
  }
  movies(): string[] {
    return this._movies;
  }
}

/** Any class decorator makes TypeScript emit the constructor's parameter types. */
const Record = (): ClassDecorator => () => undefined;

/** Java: `record Booking(String hotel, int nights, Guest guest) {}` with a nested record. */
@Record()
class Guest {
  constructor(readonly name: string) {}
  // The accessor has the parameter's name; `readonly name` also makes a field, as a record's.
  getName(): string {
    return this.name;
  }
}

@Record()
class GuestRecord {
  constructor(private readonly _name: string) {}
  name(): string {
    return this._name;
  }
}

@Record()
class Stay {
  constructor(
    private readonly _hotel: string,
    private readonly _nights: number,
    private readonly _guest: GuestRecord,
  ) {}
  hotel(): string {
    return this._hotel;
  }
  nights(): number {
    return this._nights;
  }
  guest(): GuestRecord {
    return this._guest;
  }
}

/** Java: `record Recipe(String name, List<String> ingredients, String difficulty) {}`. */
class Recipe {
  constructor(
    private readonly _name: string,
    private readonly _ingredients: string[],
    private readonly _difficulty: string,
  ) {}
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

/** Java: a JavaBean with private fields, getters, setters and a no-argument constructor. */
class Book {
  private title: string | undefined;
  private available = false;
  private setterCalls = 0;
  getTitle(): string | undefined {
    return this.title;
  }
  setTitle(title: string | undefined): void {
    this.title = title;
    this.setterCalls++;
  }
  isAvailable(): boolean {
    return this.available;
  }
  setAvailable(available: boolean): void {
    this.available = available;
    this.setterCalls++;
  }
  calls(): number {
    return this.setterCalls;
  }
}

const VALID = '{"actor":"Tom Hanks","movies":["Big","Cast Away"]}';

class BookingTools {
  @Tool({ description: 'books a stay' })
  book(stay: Stay): string {
    return `${stay.guest().name()} at ${stay.hotel()} for ${stay.nights()}`;
  }
}

describe('Records as structured-output and tool-argument types (spring-ai-ts)', () => {
  test('BeanOutputConverter: a record\'s properties and required list are in alphabetical order, as victools writes them', () => {
    // Java: record City(String name, String country) gives "country" before "name".
    class City {
      constructor(
        private readonly _name: string,
        private readonly _country: string,
      ) {}
      name(): string {
        return this._name;
      }
      country(): string {
        return this._country;
      }
    }
    const schema = new BeanOutputConverter(City).getJsonSchema();
    expect(Object.keys(JSON.parse(schema).properties)).toEqual(['country', 'name']);
    expect(JSON.parse(schema).required).toEqual(['country', 'name']);
    expect(new BeanOutputConverter(City).convert('{"name":"Paris","country":"France"}').name()).toBe('Paris');
  });

  test('BeanOutputConverter: the schema lists the constructor parameters and convert builds the record', () => {
    const converter = new BeanOutputConverter(ActorFilms);
    expect(JSON.parse(converter.getJsonSchema())).toMatchObject({
      type: 'object',
      properties: { actor: {}, movies: {} },
      required: ['actor', 'movies'],
      additionalProperties: false,
    });
    const films = converter.convert(VALID);
    expect(films).toBeInstanceOf(ActorFilms);
    expect(films.actor()).toBe('Tom Hanks');
    expect(films.movies()).toEqual(['Big', 'Cast Away']);
  });

  test('a decorated record has typed properties and builds nested records', () => {
    const converter = new BeanOutputConverter(Stay);
    expect(JSON.parse(converter.getJsonSchema())['properties']).toEqual({
      hotel: { type: 'string' },
      nights: { type: 'number' },
      guest: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false },
    });
    const stay = converter.convert('{"hotel":"Ritz","nights":2,"guest":{"name":"Ann"}}');
    expect(stay.guest()).toBeInstanceOf(GuestRecord);
    expect([stay.hotel(), stay.nights(), stay.guest().name()]).toEqual(['Ritz', 2, 'Ann']);
  });

  test('record components are listed alphabetically, as Spring lists them, and convert still builds the record', () => {
    const converter = new BeanOutputConverter(Recipe);
    expect(converter.getJsonSchema()).toBe(
      [
        '{',
        '  "$schema" : "https://json-schema.org/draft/2020-12/schema",',
        '  "type" : "object",',
        '  "properties" : {',
        '    "difficulty" : { },',
        '    "ingredients" : { },',
        '    "name" : { }',
        '  },',
        '  "required" : [ "difficulty", "ingredients", "name" ],',
        '  "additionalProperties" : false',
        '}',
      ].join('\n'),
    );
    const recipe = converter.convert('{"name":"Salad","ingredients":["tomato"],"difficulty":"easy"}');
    expect([recipe.name(), recipe.ingredients(), recipe.difficulty()]).toEqual(['Salad', ['tomato'], 'easy']);
  });

  test('a JavaBean: one property per getter/setter pair, built through the no-argument constructor and the setters', () => {
    const converter = new BeanOutputConverter(Book);
    expect(JSON.parse(converter.getJsonSchema())).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { available: {}, title: {} },
      required: ['available', 'title'],
      additionalProperties: false,
    });
    const book = converter.convert('```json\n{"title":"Dune","available":true,"pages":412}\n```');
    expect(book).toBeInstanceOf(Book);
    expect([book.getTitle(), book.isAvailable(), book.calls()]).toEqual(['Dune', true, 2]);
  });

  test('a class whose constructor parameters have no accessors is not a record: its field with a getter is a bean property, as Jackson sees it', () => {
    const converter = new BeanOutputConverter(Guest);
    // Java: class Guest { private final String name; Guest(String name) {…} public String getName() {…} } → {"name": {"type": "string"}}.
    expect(JSON.parse(converter.getJsonSchema())['properties']).toEqual({ name: {} });
    const guest = converter.convert('{"name":"Ada"}');
    expect(guest).toBeInstanceOf(Guest);
    expect(guest.getName()).toBe('Ada');
    expect(JSON.parse(new BeanOutputConverter(GuestRecord).getJsonSchema())['properties']).toEqual({ name: { type: 'string' } });
  });

  test('entity(ActorFilms) and the validation advisor accept valid JSON on the first attempt', async () => {
    const chatModel = mockChatModel();
    chatModel.call.mockResolvedValue(chatResponse(VALID));
    const films = await ChatClient.builder(chatModel)
      .defaultAdvisors(StructuredOutputValidationAdvisor.builder().outputType(ActorFilms).build())
      .build()
      .prompt()
      .user('Films of Tom Hanks')
      .call()
      .entity(ActorFilms);
    expect(chatModel.call).toHaveBeenCalledTimes(1);
    expect(films).toBeInstanceOf(ActorFilms);
    expect(films?.actor()).toBe('Tom Hanks');
    expect(films?.movies()).toEqual(['Big', 'Cast Away']);
  });

  test('a record as a @Tool parameter: schema from the constructor, arguments built through it', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new BookingTools()).build().getToolCallbacks();
    const schema = JSON.parse(callback!.getToolDefinition().inputSchema()) as { properties: { stay: unknown } };
    expect(schema.properties.stay).toMatchObject({
      type: 'object',
      properties: { hotel: { type: 'string' }, nights: { type: 'number' }, guest: { type: 'object' } },
      required: ['guest', 'hotel', 'nights'],
    });
    await expect(callback!.call('{"stay":{"hotel":"Ritz","nights":2,"guest":{"name":"Ann"}}}')).resolves.toBe('"Ann at Ritz for 2"');
    await expect(callback!.call('{"stay":{"hotel":"Ritz","nights":"two","guest":{"name":"Ann"}}}')).rejects.toThrow(
      "'stay.nights' must be a number",
    );
  });
});
