// Interval algebra on epoch numbers (the engine uses epoch minutes).
// A list is a flat array [s0, e0, s1, e1, ...] of half-open [s, e) intervals,
// sorted, non-empty and non-touching ("normalized"). Flat arrays keep the hot
// loops allocation-free and let lookups be binary searches.

export type IntervalList = number[];

/** Sorts and merges arbitrary [s, e) pairs (flat) into a normalized list. */
export function normalize(flat: number[]): IntervalList {
  const n = flat.length >> 1;
  if (n === 0) return [];
  const idx: number[] = [];
  for (let i = 0; i < n; i++) if (flat[2 * i + 1] > flat[2 * i]) idx.push(i);
  idx.sort((a, b) => flat[2 * a] - flat[2 * b] || flat[2 * a + 1] - flat[2 * b + 1]);
  const out: number[] = [];
  for (const i of idx) {
    const s = flat[2 * i];
    const e = flat[2 * i + 1];
    const last = out.length - 1;
    if (last > 0 && s <= out[last]) {
      if (e > out[last]) out[last] = e;
    } else {
      out.push(s, e);
    }
  }
  return out;
}

export function union(a: IntervalList, b: IntervalList): IntervalList {
  if (a.length === 0) return b.slice();
  if (b.length === 0) return a.slice();
  return normalize(a.concat(b));
}

export function intersect(a: IntervalList, b: IntervalList): IntervalList {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const s = Math.max(a[i], b[j]);
    const e = Math.min(a[i + 1], b[j + 1]);
    if (s < e) out.push(s, e);
    if (a[i + 1] < b[j + 1]) i += 2;
    else j += 2;
  }
  return out;
}

/** a minus b. */
export function subtract(a: IntervalList, b: IntervalList): IntervalList {
  if (b.length === 0) return a.slice();
  const out: number[] = [];
  let j = 0;
  for (let i = 0; i < a.length; i += 2) {
    let s = a[i];
    const e = a[i + 1];
    while (j < b.length && b[j + 1] <= s) j += 2;
    let k = j;
    while (k < b.length && b[k] < e) {
      if (b[k] > s) out.push(s, b[k]);
      s = Math.max(s, b[k + 1]);
      if (s >= e) break;
      k += 2;
    }
    if (s < e) out.push(s, e);
  }
  return out;
}

/** Index (even) of the first interval whose end is > x, or list.length. */
export function firstEndingAfter(list: IntervalList, x: number): number {
  let lo = 0;
  let hi = list.length >> 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[2 * mid + 1] > x) hi = mid;
    else lo = mid + 1;
  }
  return 2 * lo;
}

/** Does any interval of the list meet [a, b)? */
export function overlaps(list: IntervalList, a: number, b: number): boolean {
  if (list.length === 0 || a >= b) return false;
  const i = firstEndingAfter(list, a);
  return i < list.length && list[i] < b;
}

/** Is [a, b) wholly inside one interval of the (normalized) list? */
export function covers(list: IntervalList, a: number, b: number): boolean {
  if (a >= b) return true;
  const i = firstEndingAfter(list, a);
  return i < list.length && list[i] <= a && list[i + 1] >= b;
}
