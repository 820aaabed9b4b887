#!/usr/bin/env bash
# The README's test command, and what .ci/run runs: on a fresh Debian machine with Node 20.19+ (as root, for the
# Debian packages), installs what the tests need — pnpm at the packageManager version, Debian's Chromium for the
# browser tests, PostgreSQL for the sandbox store tests — then runs every test (`pnpm test`) with a throw-away
# PostgreSQL server on loopback. Already-installed pieces are left as they are.
set -euo pipefail
cd "$(dirname "$0")/.."

want_pnpm=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$want_pnpm" ]; then
  echo "test-all: installing pnpm ${want_pnpm}"
  npm i -g "pnpm@${want_pnpm}" >/dev/null
fi

need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need_apt+=(postgresql)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "test-all: ${need_apt[*]} missing; install as root: apt-get install -y ${need_apt[*]}" >&2
    exit 1
  fi
  echo "test-all: installing ${need_apt[*]} (Debian packages)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

pnpm install --frozen-lockfile

# A real PostgreSQL server on loopback for the sandbox store tests (README "Sandbox on Postgres").
source scripts/ci-postgres.sh

pnpm test
