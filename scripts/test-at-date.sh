#!/usr/bin/env bash
# Runs the test suite (or the vitest arguments given) with the server's and the tests' clock moved to
# another instant, to find tests that pass today and fail on a later date: a fixed date that a
# route's real clock overtakes, a year or a day read in UTC instead of Las Vegas', a booking time
# the minimum notice overtakes. The clock starts at the instant given and runs on from there.
#
#   scripts/test-at-date.sh 2027-01-01T07:52:00Z                      # the whole suite: New Year's Eve in Las Vegas
#   scripts/test-at-date.sh 2027-03-14T09:40:00Z tests/e2e/booking.test.ts
#
# libfaketime (Debian's faketime package) moves the clock of every process the tests start. Chromium
# keeps the real clock: under libfaketime it crawls. So a page's own script sees today's date; a test
# that fails only through that difference is not a finding.
set -euo pipefail
cd "$(dirname "$0")/.."
instant="${1:?usage: scripts/test-at-date.sh <ISO instant> [vitest arguments]}"
shift
library=/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1
if [[ ! -e "$library" ]]; then
  echo "libfaketime is missing: apt-get install -y faketime" >&2
  exit 1
fi
offset=$(( $(date -d "$instant" +%s) - $(date +%s) ))
browser="$(mktemp -d)/chromium"
printf '#!/bin/sh\nunset LD_PRELOAD FAKETIME FAKETIME_DONT_FAKE_MONOTONIC\nexec %s "$@"\n' "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" > "$browser"
chmod +x "$browser"
# The project's Node (node_modules/.bin/node), as npm test runs it. Timers run on the monotonic clock,
# left alone: a test's time limits stay real seconds.
export PATH="$PWD/node_modules/.bin:$PATH"
CHROMIUM_PATH="$browser" FAKETIME="+${offset}" FAKETIME_DONT_FAKE_MONOTONIC=1 LD_PRELOAD="$library" vitest run "$@"
