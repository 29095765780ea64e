#!/usr/bin/env bash
# Builds Storybook once, serves it, and runs every story through the test-runner
# (smoke, play functions, axe, screenshot baselines). Extra args go to test-storybook,
# e.g. `npm run test:stories -- -u` to accept new baselines. STORIES_FULL=1 (what
# `npm run test:stories:full` sets) photographs the full matrix. STORYBOOK_OUT and
# STORYBOOK_PORT let two checkouts' runs share a machine.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${STORYBOOK_PORT:-6106}
OUT=${STORYBOOK_OUT:-storybook-static}
# Screenshots compare only with the baselines' browser major and fonts: decided before the run,
# which fails here with the re-recording command rather than comparing nothing.
case " $* " in *" -u "*|*" --updateSnapshot "*) ;; *) node_modules/.bin/tsx scripts/check-baseline-environment.ts ;; esac
[ "${SKIP_STORYBOOK_BUILD:-}" = 1 ] || node_modules/.bin/storybook build -o "$OUT" --quiet >/dev/null
node scripts/serve-static.mjs "$OUT" "$PORT" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$PORT/index.json" >/dev/null && break; sleep 0.1; done
node_modules/.bin/test-storybook --url "http://127.0.0.1:$PORT" --config-dir .storybook --maxWorkers="${STORY_WORKERS:-2}" "$@"
# Accepted baselines are stored re-encoded losslessly (about half the bytes; same pixels).
case " $* " in *" -u "*|*" --updateSnapshot "*) node scripts/optimize-baselines.mjs ;; esac
