// The layering DEVELOPERS.md asks for, checked on the import statements of every source file:
// the domain never imports src/http (errors and paging live in src/domain), src/http never
// imports the app it is part of, and the slot engine imports nothing of ours outside src/slots.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative import of a file, as a path under src/ (e.g. "http/errors.ts"). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g)].map((m) => m[1]);
  return specifiers.map((s) => relative(SRC, resolve(dirname(file), s)));
}

function violations(from: string, forbidden: (target: string) => boolean): string[] {
  return sourceFiles(join(SRC, from)).flatMap((file) =>
    importsOf(file)
      .filter(forbidden)
      .map((target) => `${relative(SRC, file)} imports ${target}`),
  );
}

describe('layering', () => {
  it('finds the imports it checks (the checker itself works)', () => {
    expect(importsOf(join(SRC, 'http/errors.ts'))).toContain('domain/errors.ts');
  });

  it('the domain never imports src/http', () => {
    expect(violations('domain', (t) => t.startsWith('http/'))).toEqual([]);
  });

  it('src/http never imports the app', () => {
    expect(violations('http', (t) => t === 'app.ts' || t === 'server.ts')).toEqual([]);
  });

  it('the slot engine imports only itself', () => {
    expect(violations('slots', (t) => !t.startsWith('slots/'))).toEqual([]);
  });
});
