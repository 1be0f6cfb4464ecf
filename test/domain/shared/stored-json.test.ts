// storedJson reads a Json column as its schema types it: a matching value passes as is; a value
// that drifted (a bug, or a row older than its schema) is answered as stored and reported once
// per kind of value, so one odd row never turns a whole list into a 500.
import { Type } from 'typebox';
import { afterEach, expect, it, vi } from 'vitest';
import { storedJson } from '../../../src/domain/shared/schemas.ts';

afterEach(() => vi.restoreAllMocks());

it('passes a matching value, answers a drifted one as stored and warns once', () => {
  const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
  const read = storedJson(Type.Object({ enabled: Type.Boolean() }), 'test settings');
  expect(read({ enabled: true })).toEqual({ enabled: true });
  expect(warn).not.toHaveBeenCalled();
  const drifted = { enabled: 'yes' };
  expect(read(drifted)).toBe(drifted);
  expect(read([])).toEqual([]);
  // Two mismatches, one warning, naming the value and where it first differs.
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0][0])).toMatch(
    /^Stored test settings does not match its schema \(\/enabled: /,
  );
});
