// Interval algebra on epoch numbers (the engine uses epoch minutes).
// A list is a flat array [s0, e0, s1, e1, ...] of half-open [s, e) intervals,
// sorted, non-empty and non-touching ("normalized"). Flat arrays keep the hot
// loops allocation-free and let lookups be binary searches.

export type IntervalList = number[];

/** Sorts and merges arbitrary [s, e) pairs (flat) into a normalized list. */
export function normalize(flat: number[]): IntervalList {
  const n = flat.length >> 1;
  if (n === 0) return [];
  if (n === 1) return flat[1] > flat[0] ? [flat[0], flat[1]] : [];
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

/** Union of two normalized lists (linear merge). */
export function union(a: IntervalList, b: IntervalList): IntervalList {
  if (a.length === 0) return b.slice();
  if (b.length === 0) return a.slice();
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    let s: number;
    let e: number;
    if (j >= b.length || (i < a.length && a[i] <= b[j])) {
      s = a[i];
      e = a[i + 1];
      i += 2;
    } else {
      s = b[j];
      e = b[j + 1];
      j += 2;
    }
    const last = out.length - 1;
    if (last > 0 && s <= out[last]) {
      if (e > out[last]) out[last] = e;
    } else out.push(s, e);
  }
  return out;
}

/** Normalizes a flat list already sorted by start (linear). */
export function mergeSorted(flat: number[]): IntervalList {
  const out: number[] = [];
  for (let i = 0; i < flat.length; i += 2) {
    const s = flat[i];
    const e = flat[i + 1];
    if (!(e > s)) continue;
    const last = out.length - 1;
    if (last > 0 && s <= out[last]) {
      if (e > out[last]) out[last] = e;
    } else out.push(s, e);
  }
  return out;
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

/**
 * Union of the intervals [starts[i], ends[i]) for i < n (any order; empty ones
 * ignored) as a normalized list. Starts and ends are sorted separately (native
 * numeric sort of typed arrays, no comparator): the coverage at x is
 * #starts <= x - #ends <= x, and a start sorts before an equal end so that
 * touching intervals merge. The arrays are reordered in place.
 */
export function unionOf(starts: Float64Array, ends: Float64Array, n: number): IntervalList {
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (ends[i] > starts[i]) {
      starts[k] = starts[i];
      ends[k] = ends[i];
      k++;
    }
  }
  if (k === 0) return [];
  const s = sortNumbers(starts.subarray(0, k));
  const e = sortNumbers(ends.subarray(0, k));
  const out: number[] = [];
  let i = 0;
  let j = 0;
  let from = 0;
  while (i < k) {
    if (s[i] <= e[j]) {
      if (i === j) from = s[i]; // depth 0 → 1
      i++;
    } else {
      j++;
      if (i === j) out.push(from, e[j - 1]); // depth 1 → 0
    }
  }
  out.push(from, e[k - 1]);
  return out;
}

/**
 * The integer starts t at which a booking occupying the relative segments `rel`
 * (normalized, minutes after t) meets the normalized list: [t + rs, t + re)
 * meets [c, d) iff c - re < t < d - rs, i.e. t in [c - re + 1, d - rs).
 */
export function blockedStarts(list: IntervalList, rel: IntervalList): IntervalList {
  if (list.length === 0 || rel.length === 0) return [];
  // One segment shifts the (sorted, disjoint) list into a list sorted by start
  // whose neighbours may now overlap: a linear merge normalizes it. Several
  // segments are unioned one after the other (templates have 1-3 segments).
  let acc: IntervalList = [];
  for (let r = 0; r < rel.length; r += 2) {
    const rs = rel[r];
    const re = rel[r + 1];
    const out: number[] = [];
    for (let i = 0; i < list.length; i += 2) {
      const s = list[i] - re + 1;
      const e = list[i + 1] - rs;
      const last = out.length - 1;
      if (last > 0 && s <= out[last]) {
        if (e > out[last]) out[last] = e;
      } else out.push(s, e);
    }
    acc = r === 0 ? out : union(acc, out);
  }
  return acc;
}

/** The integer starts t with [t, t + len) inside the list (len >= 1): t in [a, b - len + 1). */
export function startsInside(list: IntervalList, len: number): IntervalList {
  const out: number[] = [];
  for (let i = 0; i < list.length; i += 2) {
    const b = list[i + 1] - len + 1;
    if (b > list[i]) out.push(list[i], b);
  }
  return out;
}

// Sorting. V8's native typed-array sort grows worse than n log n on a few
// thousand elements (~0.3 ms for 4,000 doubles on the benchmark machines), and
// the engine's keys are integer epoch minutes over a bounded range, so large
// inputs go through a stable LSD radix sort (11 bits per pass) instead.
const RADIX_BITS = 11;
const RADIX = 1 << RADIX_BITS;
const SMALL = 128;

/**
 * Indices 0..n-1 ordered by keys[i] (stable). Keys must be integers for the
 * radix path; anything else falls back to a comparator sort.
 */
export function orderBy(keys: ArrayLike<number>, n = keys.length): Uint32Array {
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  if (n < 2) return order;
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  let integral = true;
  for (let i = 0; i < n; i++) {
    const k = keys[i];
    if (k < lo) lo = k;
    if (k > hi) hi = k;
    if (!Number.isInteger(k)) integral = false;
  }
  if (n <= SMALL || !integral || hi - lo >= 2 ** 32) {
    return order.sort((a, b) => keys[a] - keys[b] || a - b);
  }
  const rel = new Uint32Array(n);
  for (let i = 0; i < n; i++) rel[i] = keys[i] - lo;
  let src = order;
  let dst = new Uint32Array(n);
  const count = new Uint32Array(RADIX);
  for (let shift = 0; shift < 32 && (hi - lo) / 2 ** shift >= 1; shift += RADIX_BITS) {
    count.fill(0);
    for (let i = 0; i < n; i++) count[(rel[src[i]] >>> shift) & (RADIX - 1)]++;
    let sum = 0;
    for (let b = 0; b < RADIX; b++) {
      const c = count[b];
      count[b] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const x = src[i];
      dst[count[(rel[x] >>> shift) & (RADIX - 1)]++] = x;
    }
    const t = src;
    src = dst;
    dst = t;
  }
  return src;
}

/** Sorts numbers ascending in place (radix for large integer arrays). */
export function sortNumbers(a: Float64Array): Float64Array {
  if (a.length <= SMALL) return a.sort();
  const order = orderBy(a);
  const copy = a.slice();
  for (let i = 0; i < a.length; i++) a[i] = copy[order[i]];
  return a;
}
