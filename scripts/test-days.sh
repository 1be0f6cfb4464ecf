#!/usr/bin/env bash
# The whole suite under a faked clock (libfaketime: apt-get install faketime), once per moment
# given, to show that no test depends on the day or the hour it runs (docs/testing.md).
#   scripts/test-days.sh                      the default matrix: seven weekdays at seven hours,
#                                             and the days before and after the DST changes of
#                                             Europe/London and America/New_York
#   scripts/test-days.sh '2027-03-28 00:30:00' ...   those moments only
# The database is DATABASE_URL's (PostgreSQL, whose clock stays) or, without it, the embedded one
# (which runs in the test process, so its clock moves with the app's).
# Prints one line per run (moment, weekday, result, duration) and exits 1 if any run failed.
set -uo pipefail
cd "$(dirname "$0")/.."
# Node of the project (the `node` devDependency), as npm scripts run it.
export PATH="$PWD/node_modules/.bin:$PATH"

if [ $# -gt 0 ]; then
  moments=("$@")
else
  moments=(
    # Seven weekdays, each at a different hour (one just before midnight, so a run crosses it).
    '2026-11-30 00:05:00' '2026-12-01 06:30:00' '2026-12-02 09:59:00' '2026-12-03 12:00:00'
    '2026-12-04 16:45:00' '2026-12-05 20:30:00' '2026-12-06 23:58:00'
    # Europe/London: summer time ends 2026-10-25, begins 2027-03-28.
    '2026-10-24 11:00:00' '2026-10-26 11:00:00' '2027-03-27 11:00:00' '2027-03-29 11:00:00'
    # America/New_York: standard time from 2026-11-01, daylight time from 2027-03-14.
    '2026-10-31 15:00:00' '2026-11-02 15:00:00' '2027-03-13 15:00:00' '2027-03-15 15:00:00'
  )
fi

failed=0
for moment in "${moments[@]}"; do
  log="/tmp/test-days-$(echo "$moment" | tr ' :' '_-').log"
  started=$(date +%s)
  scripts/with-clock.sh "$moment" -- vitest run >"$log" 2>&1
  rc=$?
  summary=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ +Tests ' | tail -1 | sed 's/^ *Tests *//')
  weekday=$(date -d "$moment" +%a)
  printf '%s %s  %s  %ss  %s\n' "$moment" "$weekday" "$([ $rc = 0 ] && echo pass || echo FAIL)" \
    "$(($(date +%s) - started))" "$summary"
  [ $rc = 0 ] || failed=1
done
exit $failed
