/* spring-ai-ts, Apache-2.0. Runs the rule 40 translations of test/compat/rule40-java-types.ts. */
import { BeanOutputConverter } from '../../src/converter/BeanOutputConverter.js';
import { MethodToolCallbackProvider } from '../../src/tool/method/MethodToolCallbackProvider.js';
import { R40Address, R40Counter, R40Hotel, R40Review, R40ReviewTools, R40Room, R40Tools } from './rule40-java-types.js';

describe('rule 40 translations (spring-ai-ts)', () => {
  test('a record with @JavaType components is read with every level typed', () => {
    const hotel = new BeanOutputConverter(R40Hotel).convert(
      '{"id":9000000001,"note":"quiet","stock":{"a":1},"address":{"street":"Main"},"rooms":[{"name":"A","beds":2}],"tags":["x"],"scores":[1.5]}',
    );
    expect(hotel.address()).toBeInstanceOf(R40Address);
    expect(hotel.rooms()[0]).toBeInstanceOf(R40Room);
    expect([hotel.id(), hotel.note(), hotel.stock().get('a'), hotel.tags().has('x'), hotel.scores()]).toEqual([9000000001, 'quiet', 1, true, [1.5]]);
  });

  test('a bean field with @JavaType is typed in the schema', () => {
    expect(JSON.parse(new BeanOutputConverter(R40Counter).getJsonSchema())['properties']).toEqual({ count: { type: 'integer' } });
  });

  test('a @JavaType(\'double\') tool writes a whole result as Jackson does', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new R40Tools()).build().getToolCallbacks();
    await expect(callback!.call('{"nights":2,"rooms":[{"name":"A","beds":2}],"rate":7.5}')).resolves.toBe('15.0');
    expect(JSON.parse(callback!.getToolDefinition().inputSchema())['properties']['rate']).toEqual({ type: 'number' });
  });

  test('a record with Jackson annotations and a tool with @Schema', async () => {
    const review = new BeanOutputConverter(R40Review).convert('{"film_title":"Heat","stars":9,"note":"x"}');
    expect([review.title(), review.score(), review.note()]).toEqual(['Heat', 9, null]);
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new R40ReviewTools()).build().getToolCallbacks();
    const schema = JSON.parse(callback!.getToolDefinition().inputSchema());
    expect(schema['required']).toEqual(['review']);
    expect(schema['properties']['review']['description']).toBe('A review');
    await expect(callback!.call('{"review":{"film_title":"Heat","score":8},"code":"A"}')).resolves.toBe('"Heat:8:A"');
  });
});
