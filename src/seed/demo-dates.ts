// The demo data's dates, counted from the moment it is loaded: a booking "to come" stays to come and
// a past visit stays past whatever day the data is loaded (or the test suite runs) on. Every demo
// company is in Atlantic/Reykjavik, which is UTC all year, so a local time is a UTC time here.
//
// Where the demo's bookings to come sit is chosen so that they never meet the slots the tests take
// (test/helpers/free-slots.ts hands out weekday starts on the hour at the salon): the salon's
// bookings to come are on Saturdays, the waitlist's offer on the half hour.

const DAY = 86_400_000;

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6; // 0 Sunday, as Date.getUTCDay()
export const WEEKDAYS: Weekday[] = [1, 2, 3, 4, 5];

export class DemoDates {
  readonly now: number;
  constructor(now: number = Date.now()) {
    this.now = now;
  }

  /**
   * The first day at least `days` days after the load (negative: before it) whose weekday is one of
   * `weekdays`, at `time` ("HH:MM", UTC), searching forward.
   */
  at(days: number, time: string, weekdays: Weekday[] = [0, 1, 2, 3, 4, 5, 6]): Date {
    const today = Math.floor(this.now / DAY);
    const [h, m] = time.split(':').map(Number);
    for (let d = days; ; d++) {
      const day = new Date((today + d) * DAY);
      if (weekdays.includes(day.getUTCDay() as Weekday))
        return new Date(day.getTime() + (h * 60 + m) * 60_000);
    }
  }

  /** The same day as `at`, as "YYYY-MM-DD". */
  date(days: number, weekdays?: Weekday[]): string {
    return this.at(days, '00:00', weekdays).toISOString().slice(0, 10);
  }

  /** `minutes` after `from`. */
  static plus(from: Date, minutes: number): Date {
    return new Date(from.getTime() + minutes * 60_000);
  }
}
