#!/usr/bin/env bash
# Runs a command with the clock moved (libfaketime: apt-get install faketime):
#   scripts/with-clock.sh +3d -- npm test                   three days ahead
#   scripts/with-clock.sh '2027-03-28 00:30:00' -- npm test  at that moment (UTC), ticking on
# Every process the command starts (Node, its worker threads, the servers some tests spawn) gets
# the same offset in seconds, so all of them agree. A database server is never moved: PostgreSQL's
# timeouts (statement_timeout, lock_timeout, the deadlock check) stop firing under libfaketime,
# whose clock its SIGALRM handler does not see. The app needs no such thing: every rule about time
# asks the app's clock, and the database's now() only stamps rows (docs/testing.md).
set -euo pipefail

clock="${1:?usage: with-clock.sh (+Nd | +N | 'YYYY-MM-DD HH:MM:SS') -- command ...}"
shift
[ "${1:-}" = -- ] && shift

lib=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -1 || true)
[ -n "$lib" ] || { echo "with-clock: libfaketime not found (apt-get install faketime)" >&2; exit 2; }

case "$clock" in
  +*d) offset=$(( ${clock:1:-1} * 86400 )) ;;
  +*) offset=${clock:1} ;;
  *) offset=$(( $(date -u -d "$clock" +%s) - $(date -u +%s) )) ;;
esac
export LD_PRELOAD="$lib" FAKETIME="$( [ "$offset" -ge 0 ] && echo "+$offset" || echo "$offset")"
# Node's timers and event loop read the monotonic clock: left alone, they run at the real pace.
export FAKETIME_DONT_FAKE_MONOTONIC=1

echo "with-clock: $(date -u '+%a %Y-%m-%d %H:%M:%S UTC') (offset ${FAKETIME}s)" >&2
"$@"
