import { ToolCallAdvisor } from '../../src/chat/client/advisor/ToolCallAdvisor.js';
import { ToolContext } from '../../src/chat/model/ToolContext.js';
import { IllegalArgumentException } from '../../src/java/core/IllegalArgumentException.js';
import { safeGuardWithoutFailureResponse, TestableBuilder, tenantTool } from './tools-and-advisors.js';

describe('Translated tool and advisor snippets (spring-ai-ts)', () => {
  test('a BiFunction with a required ToolContext receives the caller\'s context, or an empty one', async () => {
    await expect(tenantTool().call('"bob"', new ToolContext({ tenant: 'acme' }))).resolves.toBe('"bob@acme"');
    await expect(tenantTool().call('"bob"')).resolves.toBe('"bob@none"');
  });

  test('a ToolCallAdvisor.Builder subclass without a constructor can be instantiated', () => {
    const advisor = new TestableBuilder().advisorOrder(ToolCallAdvisor.builder().build().getOrder() + 1).build();
    expect(advisor).toBeInstanceOf(ToolCallAdvisor);
  });

  test('new SafeGuardAdvisor(words, null, order) throws Spring\'s message', () => {
    expect(safeGuardWithoutFailureResponse).toThrow(IllegalArgumentException);
    expect(safeGuardWithoutFailureResponse).toThrow('Failure response must not be null');
  });
});
