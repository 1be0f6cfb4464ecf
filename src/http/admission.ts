// Admission control: a request waits for capacity (a place among the requests served at once,
// which is what the database pool can take) in a queue bounded by waiting time, not by count: the
// controlled-delay (CoDel) queue of "Fail at Scale" (Maurer, ACM Queue 13(8), 2015).
//
// - While the queue has been empty within the last `intervalMs`, a newcomer may wait up to
//   `maxWaitMs`: an honest burst (60 customers pressing "book" at 9:00) is queued and served in
//   the fraction of a second it costs, instead of being refused because it arrived at once.
// - Once the queue has stayed non-empty for longer than `intervalMs`, the server is not catching
//   up: a newcomer may wait only `congestedWaitMs`, so under sustained overload the queue holds
//   a few milliseconds of work and the requests accepted keep their latency.
// - After a refusal the queue stays in that congested state for ten intervals (1 s by default),
//   even if it empties meanwhile: under sustained overload the queue drains between refusals,
//   and going back to the burst limit at each empty moment would let a new 2 s backlog in every
//   time (measured: accepted p99 1.1 s at four times saturation, against 0.4 s with the hold).
// - A request whose expected wait (the requests ahead of it, times the recent mean time a request
//   holds its place, over the places) is already past its limit is refused at once, and one still
//   waiting when its limit runs out is refused then: 503 `overloaded` with Retry-After.
//
// Written here (about 100 lines) because no maintained npm package implements it: p-queue and
// p-limit bound concurrency but queue without limit (their `timeout` bounds how long a task runs,
// not how long it waits), and the adaptive-concurrency libraries are for other runtimes.

export interface AdmissionOptions {
  /** Requests served at once (0: no limit, nothing waits). */
  concurrency: number;
  /** The longest a request may wait while the queue keeps emptying (bursts). */
  maxWaitMs: number;
  /** The longest a request may wait once the queue has stayed non-empty for `intervalMs`. */
  congestedWaitMs: number;
  /** How long the queue may stay non-empty before it counts as congested. */
  intervalMs: number;
}

interface Waiter {
  grant: (admitted: boolean) => void;
  timer: NodeJS.Timeout;
  done: boolean;
}

/** Weight of the newest hold time in the running mean (about the last 20 requests). */
const EWMA_WEIGHT = 0.05;

export class AdmissionQueue {
  private readonly options: AdmissionOptions;
  private active = 0;
  /** FIFO of waiters; `head` is the index of the first live entry (no O(n) shift per grant). */
  private waiters: Waiter[] = [];
  private head = 0;
  /** performance.now() when the queue last went from empty to non-empty. */
  private nonEmptySince = 0;
  /** performance.now() of the last refusal (none yet: far in the past). */
  private lastRefusal = Number.NEGATIVE_INFINITY;
  /** The recent mean time (ms) a request holds its place; a guess until requests are measured. */
  private meanHoldMs = 5;
  refused = 0;
  admitted = 0;

  private readonly now: () => number;

  constructor(options: AdmissionOptions, now: () => number = () => performance.now()) {
    this.options = options;
    this.now = now;
  }

  get inFlight() {
    return this.active;
  }

  get queued() {
    return this.waiters.length - this.head;
  }

  /**
   * The queue has stayed non-empty for longer than the interval, or refused someone within the
   * last ten intervals.
   */
  congested(now = this.now()): boolean {
    if (now - this.lastRefusal < 10 * this.options.intervalMs) return true;
    return this.queued > 0 && now - this.nonEmptySince > this.options.intervalMs;
  }

  private refuse(now = this.now()) {
    this.refused++;
    this.lastRefusal = now;
  }

  /** How long a newcomer may wait now. */
  private waitLimit(now: number): number {
    const { congestedWaitMs, maxWaitMs } = this.options;
    return this.congested(now) ? Math.min(congestedWaitMs, maxWaitMs) : maxWaitMs;
  }

  /** What a newcomer would expect to wait: the work ahead of it, spread over the places. */
  expectedWaitMs(): number {
    if (this.active < this.options.concurrency && this.queued === 0) return 0;
    return ((this.queued + 1) * this.meanHoldMs) / this.options.concurrency;
  }

  /** Whether a newcomer would be refused at once (the socket-level check asks this). */
  wouldRefuse(now = this.now()): boolean {
    if (this.options.concurrency <= 0) return false;
    return this.expectedWaitMs() > this.waitLimit(now);
  }

  /** A refusal made outside the queue (on the socket): it counts for congestion as the queue's own. */
  noteRefusal() {
    this.lastRefusal = this.now();
  }

  /**
   * A place for one request: true (now, synchronously) when one is free, false when the request
   * is refused at once, else a promise of either. Call `release(heldSince)` once per place given.
   */
  acquire(): boolean | Promise<boolean> {
    if (this.options.concurrency <= 0) return true;
    const now = this.now();
    if (this.active < this.options.concurrency && this.queued === 0) {
      this.active++;
      this.admitted++;
      return true;
    }
    const limit = this.waitLimit(now);
    if (this.expectedWaitMs() > limit) {
      this.refuse(now);
      return false;
    }
    if (this.queued === 0) this.nonEmptySince = now;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        done: false,
        grant: (admitted) => {
          if (waiter.done) return;
          waiter.done = true;
          clearTimeout(waiter.timer);
          if (admitted) this.admitted++;
          else this.refuse();
          resolve(admitted);
        },
        timer: setTimeout(() => {
          // Refused when its limit runs out; its entry is skipped when it reaches the head.
          waiter.grant(false);
          this.compact();
        }, limit),
      };
      this.waiters.push(waiter);
    });
  }

  /** Gives the place back (`heldMs`: how long it was held) and hands it to the next waiter. */
  release(heldMs: number) {
    if (this.options.concurrency <= 0) return;
    this.meanHoldMs += EWMA_WEIGHT * (heldMs - this.meanHoldMs);
    this.active--;
    while (this.active < this.options.concurrency && this.queued > 0) {
      const next = this.waiters[this.head++];
      if (next.done) continue;
      this.active++;
      next.grant(true);
    }
    this.compact();
  }

  /** Drops the entries already served or refused from the front, and resets an empty array. */
  private compact() {
    while (this.head < this.waiters.length && this.waiters[this.head].done) this.head++;
    if (this.head === this.waiters.length) {
      this.waiters = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.waiters.length) {
      this.waiters = this.waiters.slice(this.head);
      this.head = 0;
    }
  }
}
