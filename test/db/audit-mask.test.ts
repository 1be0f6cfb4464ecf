// audit_mask(v) (migrations audit_trail_coverage, audit_mask_plpgsql, audit_cheaper): every field
// named like a secret is shown as ***, at any depth, and nothing else changes. Since
// audit_cheaper a value in which no word of a secret's name occurs is answered without being
// searched: these cases hold on both sides of that shortcut.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../helpers/test-app.ts';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened.db.close();
  await opened.drop();
});

const mask = async (v: unknown) =>
  (await opened.db.sql.query<{ m: unknown }>('SELECT audit_mask($1::jsonb) AS m', [JSON.stringify(v)]))[0].m;

describe('audit_mask', () => {
  it('masks secret-named fields at any depth, keeps everything else', async () => {
    expect(
      await mask({
        password: 'x',
        b: { apiKey: 'k', list: [{ token: 't' }, { x_secret: null }] },
        c: [1, 2],
      }),
    ).toEqual({
      password: '***',
      b: { apiKey: '***', list: [{ token: '***' }, { x_secret: null }] },
      c: [1, 2],
    });
    expect(await mask([{ client_secret: 's' }, 'token'])).toEqual([{ client_secret: '***' }, 'token']);
    // Words between underscores or camelCase; a time (_at) is shown; "hashed" is not the word hash.
    expect(
      await mask({
        Secret: 'S',
        hashed: 'no',
        myHash: 'h',
        api_key: 'k',
        privateKey: 'p',
        tokenized_at: 't',
        encrypted_credentials: 'e',
      }),
    ).toEqual({
      Secret: '***',
      hashed: 'no',
      myHash: '***',
      api_key: '***',
      privateKey: '***',
      tokenized_at: 't',
      encrypted_credentials: '***',
    });
    expect(await mask({ nested: { deep: { PrivateKey: 'z' } } })).toEqual({
      nested: { deep: { PrivateKey: '***' } },
    });
  });

  it('answers values without a secret-named field as they are (the words only in values, or nowhere)', async () => {
    const plain = {
      name: 'Anna',
      tags: ['a', 'b'],
      profile: { opening_hours: [{ opens_at: '09:00' }] },
      n: 1,
    };
    expect(await mask(plain)).toEqual(plain);
    // The word in a value, not a name: nothing to mask (this one takes the long way).
    expect(await mask({ note: 'my password is in the token' })).toEqual({
      note: 'my password is in the token',
    });
    expect(await mask('password')).toBe('password');
    expect(await mask([])).toEqual([]);
    expect(await mask({})).toEqual({});
  });
});
