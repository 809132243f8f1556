// Fails on dead links in the project's documentation: relative links in README.md and docs/**/*.md
// (the target file must exist, and a #fragment must name a heading or an id in a Markdown target),
// and, when docs/api exists (`npm run docs`), every local href and src in the generated HTML. A link whose
// "host" is really a file name (`http://PORTING.md`, what a bare file name in TSDoc turns into) is
// dead too, and so is a link from the site to a raw Markdown file. Usage: node scripts/check-links.mjs [--api]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function* walk(folder, suffix) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(path, suffix);
    else if (entry.name.endsWith(suffix)) yield path;
  }
}

const slug = (heading) =>
  heading.trim().toLowerCase().replace(/[`*_~]/g, '').replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');

function anchorsOf(markdownFile) {
  const text = readFileSync(markdownFile, 'utf8');
  const anchors = new Set();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+)$/gm)) anchors.add(slug(heading));
  for (const [, id] of text.matchAll(/\bid="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

const fileHost = /^https?:\/\/[^/]+\.(md|ts|js|json|html)(\/|$)/i;

export function deadLinksInMarkdown(files) {
  const dead = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (fileHost.test(target)) { dead.push(`${file}: ${target}`); continue; }
      if (/^[a-z]+:/i.test(target)) continue;
      const [pathPart, fragment] = target.split('#');
      const resolved = pathPart === '' ? file : resolve(dirname(file), decodeURI(pathPart));
      if (!existsSync(resolved)) { dead.push(`${file}: ${target}`); continue; }
      if (fragment && resolved.endsWith('.md') && !anchorsOf(resolved).has(fragment)) dead.push(`${file}: ${target}`);
    }
  }
  return dead;
}

export function deadLinksInHtml(folder) {
  const dead = [];
  for (const file of walk(folder, '.html')) {
    const text = readFileSync(file, 'utf8');
    for (const [, target] of text.matchAll(/\b(?:href|src)="([^"]+)"/g)) {
      if (fileHost.test(target)) { dead.push(`${file}: ${target}`); continue; }
      if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
      const pathPart = target.split('#')[0].split('?')[0];
      // A Markdown file the site links to must be one of its pages (typedoc.json projectDocuments or a
      // page's `children`); otherwise typedoc copies it as a raw file.
      if (pathPart.endsWith('.md')) { dead.push(`${file}: ${target} (a raw Markdown file: make it a page)`); continue; }
      const resolved = resolve(dirname(file), decodeURI(pathPart));
      if (!existsSync(resolved) || (statSync(resolved).isDirectory() && !existsSync(join(resolved, 'index.html')))) {
        dead.push(`${file}: ${target}`);
      }
    }
  }
  return dead;
}

export const markdownFiles = () => ['README.md', 'CONTRIBUTING.md', ...walk('docs', '.md')].filter((file) => !file.startsWith(join('docs', 'api')));

if (import.meta.url === `file://${process.argv[1]}`) {
  const dead = [...deadLinksInMarkdown(markdownFiles()), ...(process.argv.includes('--api') ? deadLinksInHtml('docs/api') : [])];
  for (const line of dead.slice(0, 50)) console.error(`dead link: ${line}`);
  if (dead.length > 0) {
    console.error(`${dead.length} dead link(s)`);
    process.exit(1);
  }
  console.log('links: no dead link');
}
