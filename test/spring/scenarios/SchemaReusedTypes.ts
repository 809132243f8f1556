import { ChatClient, JavaType, Tool } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

@JavaType()
class Effort {
  static readonly LOW = new Effort('LOW', 0);
  static readonly HIGH = new Effort('HIGH', 1);

  private constructor(private readonly constant: string, private readonly position: number) {}

  name(): string {
    return this.constant;
  }

  ordinal(): number {
    return this.position;
  }

  static values(): Effort[] {
    return [Effort.LOW, Effort.HIGH];
  }
}

@JavaType()
class Waypoint {
  constructor(private readonly _city: string, private readonly _crowd: Effort) {}
  city(): string { return this._city; }
  crowd(): Effort { return this._crowd; }
}

class Route {
  constructor(
    private readonly _name: string,
    private readonly _start: Waypoint,
    private readonly _end: Waypoint,
    @JavaType('List<Waypoint>') private readonly _via: Waypoint[],
    private readonly _difficulty: Effort,
    @JavaType('Route') private readonly _alternative: Route | null,
  ) {}
  name(): string { return this._name; }
  start(): Waypoint { return this._start; }
  end(): Waypoint { return this._end; }
  via(): Waypoint[] { return this._via; }
  difficulty(): Effort { return this._difficulty; }
  alternative(): Route | null { return this._alternative; }
}

class RouteTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Check a route and an extra stop' })
  checkRoute(route: Route, extra: Waypoint): string {
    const result = route.name() + ': ' + route.start().city() + ' -> ' + route.end().city() + ' via ' +
      route.via().length + ' stops, ' + route.difficulty().name() + ', extra ' + extra.city() + ' (' +
      extra.crowd().name() + ')';
    this.outcome.tool('checkRoute', [route.name(), extra.city()], result);
    return result;
  }
}

const ROUTE = {
  name: 'Coast',
  start: { city: 'Lisbon', crowd: 'HIGH' },
  end: { city: 'Porto', crowd: 'LOW' },
  via: [{ city: 'Nazare', crowd: 'LOW' }, { city: 'Aveiro', crowd: 'HIGH' }],
  difficulty: 'HIGH',
  alternative: {
    name: 'Inland', start: { city: 'Lisbon', crowd: 'HIGH' }, end: { city: 'Porto', crowd: 'LOW' },
    via: [{ city: 'Coimbra', crowd: 'LOW' }], difficulty: 'LOW', alternative: null,
  },
};

/**
 * Types used more than once: a record, an enum and a recursive record, in a tool's input schema
 * (each parameter with its own $defs) and in entity()'s format instructions ($defs, "#").
 */
export default scenario({
  script: [
    { toolCalls: [{ name: 'checkRoute', arguments: { route: ROUTE, extra: { city: 'Obidos', crowd: 'LOW' } } }] },
    { text: JSON.stringify(ROUTE) },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const route = (await chatClient.prompt()
      .user('Plan a walk from Lisbon to Porto.')
      .tools(new RouteTools(context.outcome))
      .call()
      .entity(Route))!;

    context.outcome.put('name', route.name());
    context.outcome.put('start', route.start().city() + '/' + route.start().crowd().name());
    context.outcome.put('end', route.end().city() + '/' + route.end().crowd().name());
    context.outcome.put('via', route.via().length);
    context.outcome.put('viaIsRecord', route.via()[0] instanceof Waypoint);
    context.outcome.put('difficulty', route.difficulty().name());
    context.outcome.put('alternative', route.alternative()!.name());
    context.outcome.put('alternativeIsRecord', route.alternative() instanceof Route);
    context.outcome.put('alternativeOfAlternative', String(route.alternative()!.alternative()));
  },
});
