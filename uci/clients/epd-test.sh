#!/usr/bin/env bash
# polyglot's EPD test over the Kaufman suite: Jamboree searches each position for at most N seconds and
# polyglot checks the best move (bm) or avoided move (am). Goal: at least 18 of 25 at 2 s per position.
#
#   uci/clients/epd-test.sh [seconds per position] [epd file]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
seconds="${1:-2}"
epd="${2:-$root/engine/src/main/resources/jamboree/engine/suites/kaufman.epd}"
export PATH="$PATH:/usr/games"
command -v polyglot >/dev/null || { echo "epd-test: polyglot not found (apt-get install polyglot)" >&2; exit 2; }
echo quit | "$root/jamboree" uci >/dev/null
polyglot epd-test -noini -ec "$root/jamboree" -epd "$epd" -max-time "$seconds"
