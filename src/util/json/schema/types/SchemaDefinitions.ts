/* spring-ai-ts, Apache-2.0. Internal: `$defs` and `$ref` in generated schemas, as victools writes them. */
import type { JavaTypeNode } from '../../../../java/reflect/JavaType.js';
import type { SchemaNode } from './TypeSchemas.js';

/** The definitions pass of a generation: reference counts first, then the schema with `$defs`. */
interface DefinitionState {
  counting: boolean;
  readonly counts: Map<unknown, number>;
  readonly root: unknown;
  rootBuilt: boolean;
  readonly definitions: Map<string, SchemaNode>;
  /** victools' plain definition keys (Spring's tool generator, the one with Swagger's module). */
  readonly plainKeys: boolean;
}

/**
 * Where a generation is: the classes being described above this point (so a cycle ends), and,
 * when the schema gets `$defs` as Spring's generator (victools) writes them, the shared state of
 * that. Without that state, every type is written inline and a cycle as `{"type": "object"}`.
 */
export class Seen {
  private constructor(
    private readonly ancestors: ReadonlySet<unknown>,
    private readonly state: DefinitionState | undefined,
  ) {}

  /** Every type inline. */
  static inline(): Seen {
    return new Seen(new Set(), undefined);
  }

  /**
   * Generates a schema as victools does: a class, enum class or map type referenced more than once
   * is written once under `$defs` and referenced as `{"$ref": "#/$defs/Name"}`, the root type
   * referenced from inside itself as `{"$ref": "#"}`. Returns the root node and the definitions
   * (sorted by name, as victools sorts them).
   */
  static withDefinitions(
    root: unknown,
    generate: (seen: Seen) => SchemaNode,
    plainKeys: boolean,
  ): { node: SchemaNode; definitions: SchemaNode | undefined } {
    const state: DefinitionState = { counting: true, counts: new Map(), root, rootBuilt: false, definitions: new Map(), plainKeys };
    generate(new Seen(new Set(), state));
    state.counting = false;
    const node = generate(new Seen(new Set(), state));
    if (state.definitions.size === 0) return { node, definitions: undefined };
    const names = [...state.definitions.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return { node, definitions: Object.fromEntries(names.map((name) => [name, state.definitions.get(name)!])) };
  }

  /**
   * The schema of the type `key` (named `name` in `$defs`), built by `build`: inline, as a
   * reference to its definition, or `{"$ref": "#"}`, as the generation decides.
   */
  reference(key: unknown, name: string | undefined, build: (seen: Seen) => SchemaNode): SchemaNode {
    const state = this.state;
    if (state === undefined || name === undefined) {
      if (this.ancestors.has(key)) return { type: 'object' };
      return build(new Seen(new Set(this.ancestors).add(key), state));
    }
    if (state.counting) {
      const count = (state.counts.get(key) ?? 0) + 1;
      state.counts.set(key, count);
      if (count === 1) build(this);
      return {};
    }
    if (key === state.root) {
      if (state.rootBuilt) return { $ref: '#' };
      state.rootBuilt = true;
      return build(this);
    }
    if ((state.counts.get(key) ?? 0) > 1) {
      const definition = state.plainKeys ? plainDefinitionKey(name) : name;
      if (!state.definitions.has(definition)) {
        state.definitions.set(definition, {});
        state.definitions.set(definition, build(this));
      }
      return { $ref: `#/$defs/${definition}` };
    }
    return build(this);
  }
}

/** victools' PLAIN_DEFINITION_KEYS (Spring's tool generator has it): `Map(String,Integer)` → `Map_String.Integer_`. */
function plainDefinitionKey(name: string): string {
  return name.replace(/[()]/g, '_').replace(/,/g, '.');
}

/** The name victools gives a Java type in `$defs` (type arguments in parentheses, boxed numbers). */
export function definitionName(node: JavaTypeNode): string {
  switch (node.kind) {
    case 'number':
      return ({ int: 'Integer', long: 'Long', short: 'Short', byte: 'Byte', double: 'Double', float: 'Float', BigDecimal: 'BigDecimal', BigInteger: 'BigInteger' } as const)[node.number];
    case 'string':
      return 'String';
    case 'boolean':
      return 'Boolean';
    case 'list':
      return node.collection === 'array' ? `${definitionName(node.element)}[]` : `${node.collection === 'Set' ? 'Set' : 'List'}(${definitionName(node.element)})`;
    case 'map':
      return `Map(${definitionName(node.key)},${definitionName(node.value)})`;
    case 'optional':
      return `Optional(${definitionName(node.element)})`;
    case 'class':
      return node.name;
    default:
      return 'Object';
  }
}
