// spring-ai-ts own tests (no Java counterpart): the documentation site as a reader meets it, built
// with typedoc (the project's typedoc.json and plugin) into a temporary folder and opened in a real
// headless browser (Debian's chromium through playwright-core). Skipped, with the reason in its
// title, where /usr/bin/chromium is missing; CI installs it (.ci/run). SPRING_AI_TS_SCREENSHOT=docs
// also writes the screenshots CONTRIBUTING.md shows.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const suite = existsSync(CHROMIUM) ? describe : describe.skip;
const title = existsSync(CHROMIUM) ? 'documentation site in headless chromium' : `documentation site in headless chromium (skipped: ${CHROMIUM} is not installed; apt-get install chromium)`;
const ROOT = path.resolve(__dirname, '../..');

/** Builds the site with the project's typedoc configuration into `out`. */
function buildSite(out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(ROOT, 'node_modules/typedoc/bin/typedoc'), '--options', 'typedoc.json', '--out', out], { cwd: ROOT, timeout: 240_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`typedoc failed: ${error.message}\n${stdout}\n${stderr}`));
      else resolve();
    });
  });
}

function* htmlFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** The search results' texts for `query`, best first, searched from the landing page. */
async function search(page: Page, site: string, query: string): Promise<string[]> {
  await page.goto(`file://${site}/index.html`);
  await page.locator('#tsd-search-trigger').click();
  const input = page.locator('#tsd-search-input');
  await input.fill(query);
  const results = page.locator('#tsd-search-results li');
  await results.first().waitFor();
  const texts = await results.allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, ''));
}

suite(title, () => {
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    site = mkdtempSync(path.join(tmpdir(), 'spring-ai-ts-site-'));
    await buildSite(site);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  test('the landing page opens with the two commands and the first program, and links to the ChatClient page and every guide', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`file://${site}/index.html`);
    const content = page.locator('.col-content');
    expect(await content.locator('pre').first().innerText()).toContain('npm ci && npm start');
    expect(await content.locator('pre').nth(1).innerText()).toContain('ChatClient.builder(MiniMaxChatModel.fromEnv())');
    const chatClientLink = content.locator('a[href$="interfaces/spring-ai-ts.ChatClient.html"]').first();
    await chatClientLink.click();
    await page.waitForURL(/spring-ai-ts\.ChatClient\.html$/);
    expect(await page.locator('h1').innerText()).toContain('ChatClient');
    await page.goto(`file://${site}/index.html`);
    for (const guide of ['The ChatClient', 'Advisors', 'Recursive advisors', 'Tools', 'Models', 'Chat memory', 'RAG and vector stores', 'MCP', 'Observability', 'Java beside TypeScript']) {
      expect(await content.getByRole('link', { name: guide, exact: true }).count()).toBeGreaterThan(0);
    }
    const screenshot = await page.screenshot();
    expect(screenshot.subarray(1, 4).toString('latin1')).toBe('PNG');
    if (process.env['SPRING_AI_TS_SCREENSHOT'] === 'docs') writeFileSync(path.join(ROOT, 'docs/assets/site-landing.png'), screenshot);
    await page.close();
  });

  test('ChatClient has one page, with its static factories and nested types on it', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`file://${site}/interfaces/spring-ai-ts.ChatClient.html`);
    // A member's heading is its name after its flags (`Static`).
    const members = (await page.locator('.col-content .tsd-member-group h3').allInnerTexts()).map((text) => text.trim().replace(/^Static/, ''));
    for (const member of ['builder', 'create', 'prompt', 'mutate', 'Builder', 'ChatClientRequestSpec']) expect(members).toContain(member);
    expect(existsSync(path.join(site, 'variables/spring-ai-ts.ChatClient.html'))).toBe(false);
    expect(existsSync(path.join(site, 'modules/spring-ai-ts.ChatClient.html'))).toBe(false);
    const screenshot = await page.screenshot();
    if (process.env['SPRING_AI_TS_SCREENSHOT'] === 'docs') writeFileSync(path.join(ROOT, 'docs/assets/site-chat-client.png'), screenshot);
    await page.close();
  });

  test('the search puts the class of that name first', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    expect((await search(page, site, 'ChatClient'))[0]).toBe('spring-ai-ts.ChatClient');
    expect((await search(page, site, 'ToolCallAdvisor'))[0]).toBe('spring-ai-ts.ToolCallAdvisor');
    expect((await search(page, site, 'MiniMaxChatModel'))[0]).toBe('spring-ai-ts/minimax.MiniMaxChatModel');
    expect((await search(page, site, 'MiniMax'))[0]).toBe('spring-ai-ts/minimax.MiniMaxChatModel');
    expect((await search(page, site, 'Tool'))[0]).toBe('spring-ai-ts.Tool');
    await page.close();
  });

  test("every category is in the sidebar, in Spring AI's reference order, the Java stand-ins last", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`file://${site}/modules/spring-ai-ts.html`);
    await page.locator('.tsd-navigation .tsd-accordion-summary').first().waitFor();
    const typedoc = JSON.parse(readFileSync(path.join(ROOT, 'typedoc.json'), 'utf8')) as { categoryOrder: string[] };
    const categories = typedoc.categoryOrder.filter((category) => category !== '*' && category !== 'Other' && category !== 'Agent' && category !== 'Testing' && category !== 'MCP');
    // The root module's categories, as the sidebar lists them (Agent, Testing and MCP are other entry points').
    const root = page.locator('.tsd-navigation li', { has: page.locator(':scope > details > summary', { hasText: /^spring-ai-ts$/ }) }).first();
    const listed = (await root.locator(':scope > details > .tsd-accordion-details > ul > li > details > summary').allTextContents()).map((text) => text.trim());
    // A category of a newer part may sit between the known ones and the stand-ins, which come last.
    expect(listed.filter((category) => categories.includes(category))).toEqual(categories);
    expect(listed.at(-1)).toBe('Java and Spring stand-ins');
    await page.close();
  });

  test('no page is a duplicate of another, and no Markdown file is served raw', () => {
    // A page per kind folder and full name: a type and a value of one name would be two pages of one
    // name in two folders; an alias nested in a class (`Prompt.Builder = PromptBuilder`) would be a
    // page repeating the one of the type it names. (A nested class, Java's `X.Builder`, has its page.)
    const byName = new Map<string, string>();
    const duplicates: string[] = [];
    const nested: string[] = [];
    for (const file of htmlFiles(site)) {
      const [folder, base] = path.relative(site, file).split(path.sep);
      if (!base || !['classes', 'interfaces', 'types', 'variables', 'functions', 'enums', 'modules'].includes(folder!)) continue;
      const name = base.replace(/\.html$/, '');
      if (byName.has(name)) duplicates.push(`${name}: ${byName.get(name)} and ${folder}`);
      byName.set(name, folder!);
      const [, ...inModule] = name.split('.');
      if (['types', 'variables', 'functions'].includes(folder!) && inModule.length > 1) nested.push(`${folder}/${base}`);
    }
    expect(byName.size).toBeGreaterThan(500);
    expect(duplicates).toEqual([]);
    expect(nested).toEqual([]);
    // A guide heading keeps its code spans in its anchor and in the table of contents.
    const documents = readdirSync(path.join(site, 'documents')).map((file) => readFileSync(path.join(site, 'documents', file), 'utf8'));
    const lostCodeSpans = documents.flatMap((html) => [...html.matchAll(/<h[1-6] id="([^"]*-)"|<span>((?:[^<]|<wbr\/>)* \(\))<\/span>/g)].map((match) => match[1] ?? match[2]));
    expect(documents.length).toBeGreaterThan(20);
    expect(lostCodeSpans).toEqual([]);
    const media = existsSync(path.join(site, 'media')) ? readdirSync(path.join(site, 'media')) : [];
    expect(media.filter((file) => file.endsWith('.md'))).toEqual([]);
  });
});
