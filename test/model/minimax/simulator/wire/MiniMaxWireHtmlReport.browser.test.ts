// spring-ai-ts own tests (no Java counterpart): the HTML comparison report in a real headless browser
// (Debian's chromium through playwright-core). Skipped, with the reason in its title, where
// /usr/bin/chromium is missing; CI installs it (.ci/run). SPRING_AI_TS_SCREENSHOT=docs also
// writes the screenshot used in docs/COMPARE.md.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { MiniMaxScenarios, MiniMaxWireComparator, MiniMaxWireHtmlReport } from '../../../../../src/model/minimax/simulator/index.js';
import { program, recordRun } from './wireTestSupport.js';

/** The one browser global the assertions use (the test compiles without the DOM library). */
type BrowserGlobal = { getComputedStyle(element: unknown): { backgroundColor: string } };

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const suite = existsSync(CHROMIUM) ? describe : describe.skip;
const title = existsSync(CHROMIUM) ? 'MiniMaxWireHtmlReport in headless chromium' : `MiniMaxWireHtmlReport in headless chromium (skipped: ${CHROMIUM} is not installed; apt-get install chromium)`;

suite(title, () => {
  let browser: Browser;
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wire-html-'));
    const toolRound = () => MiniMaxScenarios.toolCall('get_forecast', { location: 'Paris', days: 3 });
    const spring = await recordRun(program({ turns: ['What is the forecast for Paris for 3 days?'] }), [toolRound(), toolRound(), MiniMaxScenarios.text('Clear skies.')]);
    const ts = await recordRun(program({ system: 'You are a terse weather assistant.', intDays: false }), [toolRound(), MiniMaxScenarios.text('Clear skies.')], 5);
    file = path.join(dir, 'report.html');
    writeFileSync(file, MiniMaxWireHtmlReport.render(MiniMaxWireComparator.compare(spring, ts, 'spring.jsonl', 'ts.jsonl')));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('renders the rounds side by side, marks the differences, folds identical messages, loads nothing', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`file://${file}`);

    expect(await page.title()).toBe('spring.jsonl vs ts.jsonl');
    expect(await page.locator('h1').innerText()).toContain('the runs differ');
    expect(await page.locator('section.round').count()).toBe(3);
    expect(await page.locator('section.round[data-status=only-left]').count()).toBe(1);
    const changed = page.locator('#round-1 .cell[data-diff=changed]');
    expect(await changed.count()).toBe(2);
    expect(await changed.first().innerText()).toContain('You are a weather assistant.');
    expect(await changed.nth(1).innerText()).toContain('You are a terse weather assistant.');
    expect(await changed.first().evaluate((element) => (globalThis as unknown as BrowserGlobal).getComputedStyle(element).backgroundColor)).toBe('rgb(255, 248, 197)');
    const schemaChange = page.locator('#round-1 li[data-diff=changed]');
    expect(await schemaChange.innerText()).toContain('tools[get_forecast].function.parameters.properties.days.type');
    const folds = page.locator('#round-2 details.fold');
    expect(await folds.count()).toBeGreaterThan(0);
    expect(await folds.first().evaluate((element) => (element as unknown as { open: boolean }).open)).toBe(false);
    expect(await folds.first().locator('.cell').first().isVisible()).toBe(false);
    expect(requested).toEqual([`file://${file}`]);

    const screenshot = await page.screenshot({ fullPage: false });
    expect(screenshot.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(screenshot.length).toBeGreaterThan(10_000);
    if (process.env['SPRING_AI_TS_SCREENSHOT'] === 'docs') writeFileSync(path.resolve(__dirname, '../../../../../docs/compare-report.png'), screenshot);
    await page.close();
    expect(readFileSync(file, 'utf8')).not.toMatch(/<script|<link|<img|\ssrc=|url\(/);
  });
});
