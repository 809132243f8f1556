/* spring-ai-ts, Apache-2.0. ToolCallReactiveContextHolder over AsyncLocalStorage (no Java test class). */
import { ToolCallReactiveContextHolder } from '../../../src/model/tool/ToolCallReactiveContextHolder.js';
import { Context } from '../../../src/java/reactor/Context.js';
import { Flux } from '../../../src/java/reactor/Flux.js';

describe('ToolCallReactiveContextHolder (spring-ai-ts)', () => {
  test('getContext is empty until a context is set', async () => {
    await ToolCallReactiveContextHolder.run(Context.empty(), async () => {
      expect(ToolCallReactiveContextHolder.getContext().isEmpty()).toBe(true);
    });
    expect(ToolCallReactiveContextHolder.getContext().isEmpty()).toBe(true);
  });

  test('run scopes the context to the function and everything it awaits, then restores the previous one', async () => {
    const outer = Context.of('k', 'outer');
    const inner = Context.of('k', 'inner');
    await ToolCallReactiveContextHolder.run(outer, async () => {
      const seen = await ToolCallReactiveContextHolder.run(inner, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return ToolCallReactiveContextHolder.getContext().get('k');
      });
      expect(seen).toBe('inner');
      expect(ToolCallReactiveContextHolder.getContext().get('k')).toBe('outer');
    });
  });

  test('concurrent runs keep their own context', async () => {
    const seen = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        ToolCallReactiveContextHolder.run(Context.of('i', index), async () => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
          return ToolCallReactiveContextHolder.getContext().get<number>('i');
        }),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });

  test('setContext and clearContext keep their Java meaning within one async context', async () => {
    await ToolCallReactiveContextHolder.run(Context.empty(), async () => {
      ToolCallReactiveContextHolder.setContext(Context.of('k', 'v'));
      await Promise.resolve();
      expect(ToolCallReactiveContextHolder.getContext().get('k')).toBe('v');
      ToolCallReactiveContextHolder.clearContext();
      expect(ToolCallReactiveContextHolder.getContext().isEmpty()).toBe(true);
    });
  });

  test('hands a Flux subscriber context to code run inside deferContextual', async () => {
    const values = await Flux.deferContextual((ctx) =>
      ToolCallReactiveContextHolder.run(ctx, async () => ToolCallReactiveContextHolder.getContext().get<string>('user')),
    )
      .contextWrite(Context.of('user', 'ann'))
      .collectList();
    expect(values).toEqual(['ann']);
  });
});
