// The roles table in README.md and docs/roles.md is the matrix rendered (domain/auth/roles.ts
// rolesTable), never kept by hand: a change to the matrix fails here until both are re-rendered.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rolesTable } from '../../src/domain/auth/roles.ts';

const between = (file: string) => {
  const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  const match = /<!-- roles:start -->\n([\s\S]*?)\n<!-- roles:end -->/.exec(text);
  return match?.[1];
};

describe('the roles table', () => {
  it('finds the table between its markers (the reader itself works)', () => {
    expect(rolesTable()).toContain('| `staff.write` |');
  });

  for (const file of ['README.md', 'docs/roles.md']) {
    it(`${file} shows the matrix as rolesTable() renders it`, () => {
      expect(between(file)).toBe(rolesTable());
    });
  }
});
