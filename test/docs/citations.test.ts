// The repository stands alone: no file cites a document a clone does not have (the old
// `../shared/` specification and contract, their "CONTRACT x.y" and "Spec x.y" sections), and every
// link to a section of a doc in docs/ names a file and a heading that exist. Comments and docs point
// at docs/api-conventions.md#<section> instead; a renamed heading fails here, not in a reader's hands.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SELF = relative(ROOT, import.meta.filename);

/** Tracked and new (not ignored) files: what a commit would hold. */
function repoFiles(): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(join(ROOT, file)))
    .filter((file) => file !== SELF && !file.startsWith('node_modules/') && file !== 'package-lock.json')
    .filter((file) => !file.endsWith('.png') && !file.endsWith('.ico'));
}

// Applied migrations are never edited (a database that ran one keeps its checksum), so the three
// written before docs/api-conventions.md keep their old citations.
const FROZEN = new Set([
  'prisma/migrations/20261122163410_booking_prices/migration.sql',
  'prisma/migrations/20261122180500_customers/migration.sql',
  'prisma/migrations/20261122203000_waitlist_audit/migration.sql',
]);

const FORBIDDEN: [string, RegExp][] = [
  // The specification's folder beside a checkout, not src/domain/shared (imports of '../shared/x.ts').
  ['../shared', /\.\.\/shared\/(?:spec\b|CONTRACT)|\.\.\/shared(?![\w/-])/],
  ['CONTRACT', /\bCONTRACT\b/],
  ['Spec <n>', /\bspec\s+(?:section\s+|§\s*)?\d/i],
];

/** The anchors GitHub gives a Markdown file's headings (duplicates get -1, -2, ...). */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) anchors.add(slugger.slug(heading[1].replace(/`/g, '')));
  }
  return anchors;
}

/** Every `docs/<name>.md#<anchor>` a file names, and every relative `<path>.md#<anchor>` link of a Markdown file. */
function sectionLinks(file: string, text: string): { target: string; anchor: string }[] {
  const links: { target: string; anchor: string }[] = [];
  for (const m of text.matchAll(/(?<![\w/.-])((?:\.\.\/)*docs\/[\w.-]+\.md)#([\w-]+)/g)) {
    // Outside docs/ a path is read from the repository root (comments) or relative to the file (Markdown links).
    const fromRoot = normalize(m[1].replace(/^(\.\.\/)+/, ''));
    const fromFile = normalize(join(dirname(file), m[1]));
    links.push({ target: existsSync(join(ROOT, fromFile)) ? fromFile : fromRoot, anchor: m[2] });
  }
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(/\]\(((?:\.\.?\/)*(?:[\w.-]+\/)*[\w.-]+\.md)#([\w-]+)\)/g)) {
      links.push({ target: normalize(join(dirname(file), m[1])), anchor: m[2] });
    }
  }
  return links;
}

describe('the repository stands alone', () => {
  const files = repoFiles().filter((file) => !FROZEN.has(file));
  const texts = new Map(files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));

  it('reads the files it checks (the source, the docs, the schema)', () => {
    for (const file of ['README.md', 'docs/api-conventions.md', 'prisma/schema.prisma', 'src/app.ts']) {
      expect(texts.has(file), file).toBe(true);
    }
  });

  it.each(FORBIDDEN)('no file cites %s', (_name, pattern) => {
    const hits = [...texts].flatMap(([file, text]) =>
      text
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it('every link to a section of a doc names a heading that exists', () => {
    const anchors = new Map<string, Set<string>>();
    const broken: string[] = [];
    let checked = 0;
    for (const [file, text] of texts) {
      for (const { target, anchor } of sectionLinks(file, text)) {
        checked++;
        if (!existsSync(join(ROOT, target))) {
          broken.push(`${file}: ${target} (no such file)`);
          continue;
        }
        if (!anchors.has(target)) anchors.set(target, anchorsOf(join(ROOT, target)));
        if (!anchors.get(target)?.has(anchor)) broken.push(`${file}: ${target}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
    // The comments do cite the conventions: a pattern that matched nothing would pass vacuously.
    expect(checked).toBeGreaterThan(100);
  });

  it('every relative link of a Markdown file names a file that exists', () => {
    const broken: string[] = [];
    for (const [file, text] of texts) {
      if (!file.endsWith('.md')) continue;
      for (const m of text.matchAll(/\]\(([^)#\s]+)(?:#[^)\s]*)?\)/g)) {
        if (/^[a-z]+:/i.test(m[1])) continue; // https:, mailto:
        if (!existsSync(join(ROOT, dirname(file), m[1]))) broken.push(`${file}: ${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('finds a broken section link and a forbidden citation when there is one', () => {
    const slugs = anchorsOf(join(ROOT, 'docs/api-conventions.md'));
    expect(slugs.has('errors')).toBe(true);
    expect(slugs.has('the-operators-command-line')).toBe(true);
    expect(slugs.has('no-such-section')).toBe(false);
    expect(sectionLinks('src/x.ts', '// see docs/api-conventions.md#no-such-section')).toEqual([
      { target: 'docs/api-conventions.md', anchor: 'no-such-section' },
    ]);
    expect(sectionLinks('docs/x.md', '[a](api-conventions.md#errors)')).toEqual([
      { target: 'docs/api-conventions.md', anchor: 'errors' },
    ]);
    const [, contract] = FORBIDDEN[1];
    const [, spec] = FORBIDDEN[2];
    expect(contract.test('(CONTRACT 9.8)')).toBe(true);
    expect(spec.test('(spec 2.4)')).toBe(true);
    expect(spec.test('the spec says')).toBe(false);
  });
});
