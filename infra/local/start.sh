#!/usr/bin/env bash
# `npm start`: installs what a fresh clone lacks (npm packages, Debian's redis-server), then runs
# the whole system locally with infra/local/src/runner.ts (state in .data/, see the README).
set -euo pipefail
cd "$(dirname "$0")/../.."

# npm writes node_modules/.package-lock.json on every install: missing or older means out of date
if [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages (npm ci)..."
  npm ci
fi

if [ -z "${REDIS_URL:-}" ] && ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing redis-server (apt-get)..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  else
    echo "redis-server is missing: install it (Debian/Ubuntu: sudo apt-get install redis-server," \
      "macOS: brew install redis) or set REDIS_URL to a running Redis, then run npm start again." >&2
    exit 1
  fi
fi

exec node --import tsx infra/local/src/runner.ts
