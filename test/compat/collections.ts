// Translated Java (porting rule 41, collections and Java formatting), exactly as the rule translates
// it: the unmodifiable factories keep their Java text, collections in strings go through
// Objects.toString, String.format through Strings.format. Importing `Map` and `Set` from the library
// shadows the globals in this file; every ordinary use of them below must compile and behave as the
// global's. test/compat/collections.test.ts runs these functions.
import { Collections, List, Map, Objects, Set, Strings } from 'spring-ai-ts';

/** Java: `record Item(String name, int quantity) {}`. */
export class Item {
  constructor(private readonly _name: string, private readonly _quantity: number) {}
  name(): string {
    return this._name;
  }
  quantity(): number {
    return this._quantity;
  }
}

/**
 * Java:
 * ```java
 * Map<String, Integer> stock = Map.of("apple", 3);
 * Set<String> tags = Set.of("fresh");
 * List<Item> items = List.of(new Item("apple", 3), new Item("pear", 1));
 * Map<String, List<String>> byCategory = new HashMap<>();
 * byCategory.put("fruit", new ArrayList<>(List.of("apple")));
 * return "Stock: " + stock.keySet() + ", tags " + tags + "; "
 *     + String.format("%s has %d items: %s", "cart", items.size(), items)
 *     + " " + Objects.toString(items.get(0)) + " " + byCategory;
 * ```
 */
export function describeStock(): string {
  const stock: Map<string, number> = Map.of('apple', 3);
  const tags: Set<string> = Set.of('fresh');
  const items: Item[] = List.of(new Item('apple', 3), new Item('pear', 1));
  const byCategory: Map<string, string[]> = new Map();
  byCategory.set('fruit', [...List.of('apple')]);
  return (
    'Stock: ' + Objects.toString(new Set(stock.keys())) + ', tags ' + Objects.toString(tags) + '; ' +
    Strings.format('%s has %d items: %s', 'cart', items.length, items) +
    ' ' + Objects.toString(items[0]) + ' ' + Objects.toString(byCategory)
  );
}

/**
 * Java:
 * ```java
 * Map<String, Object> ctx = Map.ofEntries(Map.entry("user", "ada"), Map.entry("turn", 2));
 * for (Map.Entry<String, Object> e : ctx.entrySet()) lines.add(e.getKey() + "=" + e.getValue());
 * List<String> view = Collections.unmodifiableList(lines);
 * List<Object> values = new ArrayList<>(ctx.values());
 * Set<String> seen = new HashSet<>(ctx.keySet());
 * return view.size() + " " + (ctx instanceof Map) + " " + seen.contains("turn") + " " + values + " "
 *     + "%.2f%%".formatted(12.345);
 * ```
 */
export function walkContext(): string {
  const ctx: Map<string, unknown> = Map.ofEntries<string, unknown>(Map.entry('user', 'ada'), Map.entry('turn', 2));
  const lines: string[] = [];
  for (const [k, v] of ctx) lines.push(k + '=' + Objects.toString(v));
  const view: string[] = Collections.unmodifiableList(lines);
  const values: unknown[] = [...ctx.values()];
  const seen: Set<string> = new Set(ctx.keys());
  return String(view.length) + ' ' + String(ctx instanceof Map) + ' ' + String(seen.has('turn')) + ' ' +
    Objects.toString(values) + ' ' + Strings.format('%.2f%%', 12.345);
}

/** A Java `class Registry extends HashMap<String, Integer>` in a file that imports `Map`. */
export class Registry extends Map<string, number> {
  total(): number {
    let sum = 0;
    for (const value of this.values()) sum += value;
    return sum;
  }
}
