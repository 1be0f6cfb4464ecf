// Comments and docs name the files they mean by their path in the repository (`src/db/sql.ts`,
// `docs/scaling.md`, `test/architecture/areas.test.ts`). A file renamed or removed leaves such a
// name pointing nowhere; this fails on every one in the source, the scripts, docs/ and the README.
// bench/ (its results are written by runs), the CHANGELOG (history) and the docs checkers' own
// samples (test/docs/) are left out.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** A path from the repository's root to a file of one of its folders, as text names one. */
const PATH =
  /(?<![\w./-])((?:src|test|docs|scripts|prisma|openapi|clients|examples)\/[\w.-]+(?:\/[\w.-]+)*\.(?:ts|md|json|prisma|sh|sql|yml|yaml))\b/g;

/** The paths a text names. */
const pathsIn = (text: string) => [...text.matchAll(PATH)].map((m) => m[1]);

/** Tracked and new (not ignored) files of the folders checked. */
function checkedFiles(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', 'src', 'scripts', 'docs', 'test', 'README.md'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(
      (file) =>
        /\.(?:ts|md)$/.test(file) && !file.startsWith('test/docs/') && !file.startsWith('src/generated/'),
    )
    .filter((file) => existsSync(join(ROOT, file)));
}

describe('file names in comments and docs', () => {
  it('finds the paths a text names (the checker itself works)', () => {
    expect(pathsIn('see src/db/sql.ts and (docs/scaling.md, "Statements"); `test/a/b.test.ts`.')).toEqual([
      'src/db/sql.ts',
      'docs/scaling.md',
      'test/a/b.test.ts',
    ]);
    // Relative names (an import, a path under src/) are not the repository's paths.
    expect(pathsIn("import x from '../src/db/sql.ts'; bookings/store.ts; ./docs/x.md")).toEqual([]);
  });

  it('names only files that exist', () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(300);
    const missing = files.flatMap((file) =>
      pathsIn(readFileSync(join(ROOT, file), 'utf8'))
        .filter((path) => !existsSync(join(ROOT, path)))
        .map((path) => `${file}: ${path}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it("names only sections that exist where a comment cites a document's section by its title", () => {
    // `(docs/developing.md, "Start-up and memory")`, `README, "Configuration"`: the title must
    // begin a heading or a bold lead (`- **Start-up and memory** ...`) of that document.
    /** A title as compared: one line (a comment's markers taken out), no quotes or backticks, lower case. */
    const plain = (title: string) =>
      title
        .replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ')
        .replace(/[`"]/g, '')
        .toLowerCase();
    const CITE = /(README(?:\.md)?|(?:docs|bench)\/[\w.-]+\.md),? "([^"]+)"/g;
    const titles = (doc: string) =>
      readFileSync(join(ROOT, doc), 'utf8')
        .split('\n')
        .flatMap((line) => [
          ...(line.startsWith('#') ? [line.replace(/^#+\s*/, '')] : []),
          ...[...line.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]),
        ])
        .map(plain);
    const cited = checkedFiles().flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(CITE)].map((m) => ({
        file,
        doc: m[1].startsWith('README') ? 'README.md' : m[1],
        title: m[2],
      })),
    );
    expect(cited.length).toBeGreaterThan(3);
    const missing = cited
      .filter(({ doc }) => existsSync(join(ROOT, doc)))
      .filter(({ doc, title }) => !titles(doc).some((t) => t.startsWith(plain(title))))
      .map(({ file, doc, title }) => `${file}: ${doc}, "${title}"`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
