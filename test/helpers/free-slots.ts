import { DAY, HOUR, todayNumber } from './clock.ts';

/**
 * Free bookable slots of the demo salon (src/seed/demo.ts), handed out by construction: a pool
 * gives a slot once and never again, so two bookings a test makes can never meet, whatever the day
 * the suite runs on.
 *
 * The salon (Atlantic/Reykjavik, which is UTC all year) opens 09-18 on weekdays, and books "Beard
 * trim" (15 minutes plus its 5-minute buffer) from 60 minutes to 90 days ahead. A pool hands out
 * weekday starts on the hour, 09:00-17:00, with one of the three stylists, from FIRST_DAY to
 * LAST_DAY days after today. The demo data keeps out of them by construction too: its salon
 * bookings to come are on Saturdays or on the half hour (src/seed/demo-dates.ts).
 */
export const DEMO_STYLISTS = ['demo_emp_anna', 'demo_emp_bjorn', 'demo_emp_katla'] as const;
export type DemoStylist = (typeof DEMO_STYLISTS)[number];

export interface DemoSlot {
  starts_at: string;
  employee: DemoStylist;
}

/** Two days ahead at the earliest: never "too soon" (60 minutes) at any hour of the day. */
const FIRST_DAY = 2;
/** 85 days: inside the 90-day window even when the suite runs across midnight. */
const LAST_DAY = 85;

const keyOf = (s: DemoSlot) => `${s.employee}@${s.starts_at}`;

/** Every hour of the salon's calendar from `fromDay` on, earliest first, as its three slots. */
function* hours(fromDay: number): Generator<DemoSlot[]> {
  const today = todayNumber();
  for (let d = Math.max(fromDay, FIRST_DAY); d <= LAST_DAY; d++) {
    const day = (today + d) * DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let h = 9; h <= 17; h++) {
      const starts_at = new Date(day + h * HOUR).toISOString();
      yield DEMO_STYLISTS.map((employee) => ({ starts_at, employee }));
    }
  }
}

interface Wanted {
  /** Only this stylist's slots. */
  employee?: DemoStylist;
  /** Not before this many days after today (a test that needs a slot beyond a notice period). */
  fromDay?: number;
}

export class DemoSlotPool {
  readonly #given = new Set<string>();

  /** `count` slots this pool never handed out before, earliest first. */
  take(count: number, wanted: Wanted = {}): DemoSlot[] {
    const out: DemoSlot[] = [];
    for (const hour of hours(wanted.fromDay ?? FIRST_DAY)) {
      for (const slot of hour) {
        if (out.length === count) return out;
        if (wanted.employee && slot.employee !== wanted.employee) continue;
        if (this.#given.has(keyOf(slot))) continue;
        this.#given.add(keyOf(slot));
        out.push(slot);
      }
    }
    if (out.length < count)
      throw new Error(`the demo salon's slot pool has fewer than ${count} free slots left`);
    return out;
  }

  /** One slot this pool never handed out before. */
  takeOne(wanted: Wanted = {}): DemoSlot {
    return this.take(1, wanted)[0];
  }

  /** One slot, or undefined when the pool is empty (for a load that runs until it is told to stop). */
  tryTake(): DemoSlot | undefined {
    for (const hour of hours(FIRST_DAY))
      for (const slot of hour)
        if (!this.#given.has(keyOf(slot))) {
          this.#given.add(keyOf(slot));
          return slot;
        }
    return undefined;
  }

  /**
   * `count` start times at which every stylist is free (all three slots of each are taken), for a
   * test that books a time to its capacity.
   */
  takeTimes(count: number, wanted: Omit<Wanted, 'employee'> = {}): string[] {
    const out: string[] = [];
    for (const hour of hours(wanted.fromDay ?? FIRST_DAY)) {
      if (out.length === count) return out;
      if (hour.some((slot) => this.#given.has(keyOf(slot)))) continue;
      for (const slot of hour) this.#given.add(keyOf(slot));
      out.push(hour[0].starts_at);
    }
    if (out.length < count)
      throw new Error(`the demo salon's slot pool has fewer than ${count} free times left`);
    return out;
  }
}

/**
 * The pool of the test process: every test that books the demo salon of its own database takes
 * from here (a server of a test's own, with a database of its own, may take a `new DemoSlotPool()`).
 */
export const demoSlots = new DemoSlotPool();
