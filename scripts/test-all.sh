#!/usr/bin/env bash
# The README's test command, and what .ci/run runs: on a fresh Debian machine with Node 20.19+ (as root, for the
# Debian packages), installs what the tests need — pnpm at the packageManager version, Debian's Chromium for the
# browser tests, PostgreSQL for the sandbox store tests — then runs every phase of `pnpm test` (typecheck, lint,
# unit, build, package checks, consumer test, e2e) with a throw-away PostgreSQL server on loopback, and ends
# with a table of wall time per phase. Already-installed pieces are left as they are.
set -euo pipefail
cd "$(dirname "$0")/.."

# Wall time per phase, printed as a table at the end (also when a phase fails, or the run is interrupted).
phases=(); seconds=(); results=()
run_started=$(date +%s)
phase() {
  local name=$1 started status=0
  shift
  echo "test-all: ── ${name}: $*"
  started=$(date +%s)
  "$@" || status=$?
  phases+=("${name}"); seconds+=($(($(date +%s) - started)))
  if [ "${status}" = 0 ]; then results+=(passed); else results+=("FAILED (exit ${status})"); failed=1; fi
  return "${status}"
}
failed=0
print_phases() {
  local i total=$(($(date +%s) - run_started))
  echo
  echo "test-all: time per phase"
  printf '  %-10s %8s  %s\n' phase time result
  for i in "${!phases[@]}"; do
    printf '  %-10s %5dm%02ds  %s\n' "${phases[$i]}" $((seconds[i] / 60)) $((seconds[i] % 60)) "${results[$i]}"
  done
  printf '  %-10s %5dm%02ds\n' total $((total / 60)) $((total % 60))
}
trap print_phases EXIT

# What the tests need, installed when missing (each step stops the run when it fails).
install_tools() {
  local want_pnpm need_apt=()
  want_pnpm=$(node -p "require('./package.json').packageManager.split('@')[1]") || return 1
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$want_pnpm" ]; then
    echo "test-all: installing pnpm ${want_pnpm}"
    npm i -g "pnpm@${want_pnpm}" >/dev/null || return 1
  fi
  [ -x /usr/bin/chromium ] || need_apt+=(chromium)
  # e2e runs in Chromium's headless shell (e2e/playwright.config.ts)
  [ -x /usr/bin/chromium-headless-shell ] || need_apt+=(chromium-headless-shell)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need_apt+=(postgresql)
  if [ ${#need_apt[@]} -gt 0 ]; then
    if [ "$(id -u)" != 0 ]; then
      echo "test-all: ${need_apt[*]} missing; install as root: apt-get install -y ${need_apt[*]}" >&2
      return 1
    fi
    echo "test-all: installing ${need_apt[*]} (Debian packages)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq || return 1
    apt-get install -y -qq "${need_apt[@]}" >/dev/null || return 1
  fi
  pnpm install --frozen-lockfile
}
phase install install_tools || exit 1

# A real PostgreSQL server on loopback for the sandbox store tests (README "Sandbox on Postgres"); stopped on
# exit, after the table is printed.
ci_postgres_stop() { :; }
source scripts/ci-postgres.sh
trap 'print_phases; ci_postgres_stop' EXIT

# The phases of `pnpm test`, in its order, each timed. Every phase runs even after one failed (a failure
# shows every failure); the run exits non-zero if any did. The build is the one exception: without it the
# package checks, the consumer test and e2e cannot run, so they are reported as not run.
phase typecheck pnpm typecheck || true
phase lint pnpm lint || true
phase unit pnpm test:unit || true
if phase build pnpm build; then
  phase packages pnpm check:packages || true
  phase consumer pnpm test:consumer || true
  phase e2e pnpm test:e2e || true
else
  for skipped in packages consumer e2e; do
    phases+=("${skipped}"); seconds+=(0); results+=("not run (the build failed)")
  done
fi

exit "${failed}"
