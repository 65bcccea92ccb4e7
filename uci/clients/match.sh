#!/usr/bin/env bash
# A match of Jamboree against a Debian engine, refereed by xboard (through polyglot for the UCI engines) on a
# virtual X display. Keeps the PGN and prints the score, illegal moves and time forfeits, and an Elo estimate.
#
#   uci/clients/match.sh [opponent] [games] [seconds per game] [increment] [UCI_Elo]
#
# opponent: stockfish (default; played with UCI_LimitStrength at UCI_Elo) or fairymax.
# Needs the Debian packages xboard, polyglot, xvfb and the opponent's package (stockfish or fairymax).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
opponent="${1:-stockfish}"
games="${2:-40}"
seconds="${3:-10}"
increment="${4:-0.1}"
elo="${5:-1800}"
out="${MATCH_DIR:-$root/uci/target/match}"
export PATH="$PATH:/usr/games"

for tool in xboard polyglot xvfb-run "$opponent"; do
    command -v "$tool" >/dev/null || { echo "match: '$tool' not found (apt-get install xboard polyglot xvfb $opponent)" >&2; exit 2; }
done
mkdir -p "$out"
pgn="$out/jamboree-vs-$opponent.pgn"
rm -f "$pgn"

# Build the jar first, so that the first game is not lost on time while the launcher builds it.
echo quit | "$root/jamboree" uci >/dev/null

case "$opponent" in
    stockfish)
        # Stockfish's default Move Overhead (10 ms) does not cover xboard and polyglot in between: at fast time
        # controls it then loses on time in won positions, which would measure nothing.
        cat >"$out/stockfish.ini" <<INI
[PolyGlot]
EngineCommand = stockfish
EngineDir = $out
Log = false
[Engine]
UCI_LimitStrength = true
UCI_Elo = $elo
Threads = 1
Hash = 16
Move Overhead = 250
INI
        second="polyglot $out/stockfish.ini" ;;
    fairymax) second="fairymax" ;;
    *) echo "match: unknown opponent '$opponent' (stockfish or fairymax)" >&2; exit 2 ;;
esac

minutes=$(awk -v s="$seconds" 'BEGIN { printf "%d:%02d", int(s / 60), s % 60 }')
label="$opponent"
[ "$opponent" = stockfish ] && label="stockfish (UCI_LimitStrength, UCI_Elo $elo)"
echo "match: Jamboree vs $label, $games games at $minutes+$increment, PGN in $pgn" >&2
cd "$out"
xvfb-run -a xboard -noGUI -xexit -xponder -autoCallFlag true \
    -fcp "polyglot -noini -ec $root/jamboree -log false" -fd "$root" \
    -scp "$second" -sd "$out" \
    -tc "$minutes" -inc "$increment" -mg "$games" -sgf "$pgn" \
    >"$out/xboard.out" 2>"$out/xboard.err" || true

python3 - "$pgn" "$opponent" "$elo" <<'PY'
import math, re, sys
pgn, opponent, elo = sys.argv[1], sys.argv[2], int(sys.argv[3])
text = open(pgn, encoding="utf-8", errors="replace").read()
games = re.split(r'\n(?=\[Event )', text.strip())
scores, illegal, forfeits, unfinished = [], 0, 0, 0
for game in games:
    white = re.search(r'\[White "([^"]*)"\]', game).group(1)
    result = re.search(r'\[Result "([^"]*)"\]', game).group(1)
    jamboree_white = white.startswith("Jamboree")
    if result == "1/2-1/2":
        scores.append(0.5)
    elif result in ("1-0", "0-1"):
        scores.append(1.0 if (result == "1-0") == jamboree_white else 0.0)
    else:
        unfinished += 1
    comments = " ".join(re.findall(r'\{([^}]*)\}', game)).lower()
    illegal += comments.count("illegal")
    forfeits += len(re.findall(r'on time|flag fell|forfeit', comments))
n = len(scores)
if n == 0:
    print("match: no finished game in", pgn)
    sys.exit(1)
wins, draws = scores.count(1.0), scores.count(0.5)
losses = n - wins - draws
s = sum(scores) / n
print(f"games {n} (+{wins} ={draws} -{losses}), unfinished {unfinished}, illegal moves {illegal}, time forfeits {forfeits}")
def elo_of(p):
    p = min(max(p, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / p - 1)
if s in (0.0, 1.0):
    # No spread to estimate an error from: report the bound that one game the other way would give.
    bound = elo_of((n - 0.5) / n)
    print(f"score {sum(scores):g}/{n}: Elo difference {'above +' if s == 1 else 'below -'}{bound:.0f} (not measurable)")
    print("PGN:", pgn)
    sys.exit(0)
sd = math.sqrt(sum((x - s) ** 2 for x in scores) / n) / math.sqrt(n)
lo, hi = elo_of(s - 1.96 * sd), elo_of(s + 1.96 * sd)
print(f"score {sum(scores):g}/{n} = {100 * s:.1f}%, Elo difference {elo_of(s):+.0f} (95% interval {lo:+.0f} .. {hi:+.0f})")
if opponent == "stockfish":
    print(f"against Stockfish at UCI_Elo {elo}: Jamboree about {elo + elo_of(s):.0f} ({elo + lo:.0f} .. {elo + hi:.0f})")
print("PGN:", pgn)
PY
