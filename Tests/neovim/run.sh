#!/usr/bin/env bash
# Neovim's built-in LSP client against `navd lsp`: opens a fixture, waits for diagnostics,
# hovers, applies a quick fix, types a new mistake; client.lua records what the editor got
# and this script checks it. Prints `N passed, M failed`; exits non-zero on any failure.
# NAVD names the executable (default: the newest .build/{release,debug}/navd).
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
if [ -z "${NAVD:-}" ]; then
  for candidate in "$root/.build/release/navd" "$root/.build/debug/navd"; do
    if [ -x "$candidate" ] && { [ -z "${NAVD:-}" ] || [ "$candidate" -nt "$NAVD" ]; }; then NAVD="$candidate"; fi
  done
fi
if [ -z "${NAVD:-}" ] || [ ! -x "$NAVD" ]; then
  echo "neovim: navd is not built (run swift build or set NAVD)"; echo "0 passed, 1 failed"; exit 1
fi
if ! command -v nvim >/dev/null; then
  echo "neovim: nvim is not installed (apt-get install neovim)"; echo "0 passed, 1 failed"; exit 1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$here/fixtures/path-configuration.json" "$work/"
export NAVD NAVD_FIXTURE="$work/path-configuration.json" NAVD_RESULT="$work/result.json"
timeout 120 nvim --headless --clean -n -S "$here/client.lua" </dev/null >"$work/nvim.log" 2>&1
status=$?
if [ ! -s "$NAVD_RESULT" ]; then
  echo "neovim: no result (nvim exit status $status)"; cat "$work/nvim.log"; echo "0 passed, 1 failed"; exit 1
fi
python3 - "$NAVD_RESULT" <<'PY'
import json, sys

result = json.load(open(sys.argv[1]))
cases = result.get("cases", {})
checks = []


def check(name, condition, detail=""):
    checks.append((name, bool(condition), detail))


check("no Lua error", "error" not in result, result.get("error", ""))
check("the buffer is json", result.get("filetype") == "json", result.get("filetype"))
opened = cases.get("opened", [])
codes = lambda diagnostics: sorted((d.get("code"), d.get("severity")) for d in diagnostics)
# rules[1] sets "presentation" wherever rules[0] applies: overwrittenKey (a warning) beside the error.
check("the error and the overwrittenKey warning after opening",
      codes(opened) == [("overwrittenKey", 2), ("unknownValue", 1)], opened)
first = opened[0] if opened else {}
check(
    "unknownValue error on the value, quotes included",
    (first.get("code"), first.get("severity"), first.get("source"), first.get("lnum"), first.get("col"), first.get("end_col"))
    == ("unknownValue", 1, "navd", 5, 32, 39),
    first,
)
hover = cases.get("hover") or ""
check("hover names the rule and its overwriter", hover.startswith("**`rules[0]`** applies wherever `^/new$` is found")
      and "- `presentation` by `rules[1]`" in hover, hover)
check("the quick fix is offered", cases.get("action_title") == 'Replace with "modal"', cases.get("action_title"))
check("the editor applied it", cases.get("fixed_line") == '      "properties": {"context": "modal", "presentation": "replace"}',
      cases.get("fixed_line"))
check("the error clears after the fix, the warning stays",
      codes(cases.get("after_fix", [])) == [("overwrittenKey", 2)], cases.get("after_fix"))
typed = cases.get("typed", [])
check("a typed mistake is reported", codes(typed) == [("overwrittenKey", 2), ("wrongType", 1)], typed)

for name, passed, detail in checks:
    print(("ok   " if passed else "FAIL ") + name + ("" if passed else f": {detail}"))
failed = sum(1 for _, passed, _ in checks if not passed)
print(f"{len(checks) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY
