// spring-ai-ts fault suite, cause 8: a template reads fields and getX/isX/hasX accessors of the
// caller's objects and never calls other methods, so `{list.pop}` cannot mutate them.
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import { PromptTemplate } from '../../src/chat/prompt/PromptTemplate.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { StTemplateRenderer } from '../../src/template/st/StTemplateRenderer.js';
import { ValidationMode } from '../../src/template/ValidationMode.js';
import { FaultFixture, MODES } from './faultFixture.js';
import { guardEachTest } from './processGuards.js';

class Account {
  closed = false;
  owner = 'Ada';
  close(): string {
    this.closed = true;
    return 'CLOSED';
  }
  getBalance(): number {
    return 42;
  }
  isActive(): boolean {
    return !this.closed;
  }
  get label(): string {
    return `account of ${this.owner}`;
  }
}

const renderer = StTemplateRenderer.builder().validationMode(ValidationMode.NONE).build();
const TEMPLATE = 'pop={list.pop} clear={set.clear} close={account.close} owner={account.owner} balance={account.balance} active={account.active} label={account.label}';

describe('template method calls (fault suite, cause 8)', () => {
  guardEachTest();
  const fixture = new FaultFixture();
  beforeAll(() => fixture.start());
  afterAll(() => fixture.stop());
  beforeEach(() => fixture.reset());

  const variables = () => ({ list: [1, 2, 3], set: new Set(['a']), account: new Account() });

  test('PromptTemplate renders fields and accessors, calls nothing else', () => {
    const vars = variables();
    const text = PromptTemplate.builder().template(TEMPLATE).renderer(renderer).variables(vars).build().render();
    expect(text).toBe('pop= clear= close= owner=Ada balance=42 active=true label=account of Ada');
    expect(vars.list).toEqual([1, 2, 3]);
    expect(vars.set.size).toBe(1);
    expect(vars.account.closed).toBe(false);
  });

  test.each(MODES)('%s: a chat client user template leaves the caller objects unchanged', async (mode) => {
    const vars = variables();
    const client = ChatClient.builder(fixture.model([]), ObservationRegistry.NOOP).build();
    const spec = client.prompt().templateRenderer(renderer).user((u) => u.text(TEMPLATE).params(vars));
    const text = mode === 'call' ? await spec.call().content() : (await spec.stream().content().collectList()).join('');
    expect(text).toContain('owner=Ada balance=42');
    expect(vars.list).toEqual([1, 2, 3]);
    expect(vars.set.size).toBe(1);
    expect(vars.account.closed).toBe(false);
  });
});
