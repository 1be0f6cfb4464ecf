/**
 * Distinct bookable slots of the demo salon (src/seed/demo.ts): open 09-18 on weekdays
 * (Atlantic/Reykjavik = UTC), three stylists, "Beard trim" 15 minutes plus the salon's 5-minute
 * buffer, bookable 60 minutes to 90 days ahead. On the hour, so no two of them can conflict.
 */
export const DEMO_STYLISTS = ['demo_emp_anna', 'demo_emp_bjorn', 'demo_emp_katla'];

export function demoSalonSlots(fromDay = 2, toDay = 80): { starts_at: string; employee: string }[] {
  const out: { starts_at: string; employee: string }[] = [];
  const today = Math.floor(Date.now() / 86_400_000);
  for (let d = fromDay; d < toDay; d++) {
    const day = new Date((today + d) * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (let h = 9; h < 18; h++)
      for (const employee of DEMO_STYLISTS)
        out.push({ starts_at: new Date(day.getTime() + h * 3_600_000).toISOString(), employee });
  }
  return out;
}
