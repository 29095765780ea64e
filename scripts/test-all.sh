#!/usr/bin/env bash
# Runs every test suite once and ends with one line: "N passed, N failed".
# Parts: build; typecheck + lint; unit (Vitest, jsdom and node); API on PGlite and the local
# PostgreSQL, and the visual gate's own test (Vitest); stories (Storybook test-runner in
# Chromium); end to end (Playwright in Chromium), beside the API suites and the stories. Each
# part's time is printed before the last line.
# STORIES_FULL=1 and E2E_FULL=1 (`npm run test:full`) run the full screenshot matrix and every
# spec in German at 900 px; the per-change run photographs screens in light, 900 px and German,
# and runs the German 900 px project for the specs tagged @i18n or @layout.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh || exit 1
rm -rf test-results && mkdir -p test-results
status=0
timings=()
[ -n "${INSTALL_SECONDS:-}" ] && timings+=("install ${INSTALL_SECONDS} -")
# The whole machine's busy CPU seconds so far: every process, databases and browsers included (a
# browser's renderers are not its launcher's children, so per-process accounting misses them).
machine_busy() {
  awk '/^cpu / { printf "%d", ($2 + $3 + $4 + $7 + $8 + $9) / 100 }' /proc/stat
}
run_busy=$(machine_busy)
part() {
  local name=$1
  shift
  echo
  echo "▶ $name"
  local started=$SECONDS busy
  busy=$(machine_busy)
  "$@" || status=1
  timings+=("$name $((SECONDS - started)) $(($(machine_busy) - busy))")
}

# The portal's build and Storybook's are independent, and each leaves a core idle part of the time.
build() {
  npm run build --silent >/dev/null &
  local portal=$!
  node_modules/.bin/storybook build -o storybook-static --quiet >/dev/null 2>&1 &
  local storybook=$!
  local failed=0
  wait $portal || failed=1
  wait $storybook || failed=1
  return $failed
}

# The three type checks and the linter are single-threaded: side by side they use both cores.
static_checks() {
  local dir=test-results/static
  mkdir -p "$dir"
  local pids=() names=(app server design-system lint module-graph) failed=0
  node_modules/.bin/tsc -p tsconfig.app.json >"$dir/app.log" 2>&1 & pids+=($!)
  node_modules/.bin/tsc -p tsconfig.server.json >"$dir/server.log" 2>&1 & pids+=($!)
  node_modules/.bin/tsc -p design-system/tsconfig.json >"$dir/design-system.log" 2>&1 & pids+=($!)
  node_modules/.bin/eslint . >"$dir/lint.log" 2>&1 & pids+=($!)
  node scripts/module-graph.mjs >"$dir/module-graph.log" 2>&1 & pids+=($!)
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then
      failed=1
      echo "✗ ${names[$i]}:"
      cat "$dir/${names[$i]}.log"
    fi
  done
  # The codebase's boundaries, counted on every run (scripts/module-graph.mjs).
  [ $failed = 0 ] && cat "$dir/module-graph.log"
  if [ $failed = 0 ]; then echo '{"passed":1,"failed":0}' >test-results/static.json; else echo '{"passed":0,"failed":1}' >test-results/static.json; fi
  return $failed
}

# The counts CI reads come from reports only this run writes (ad-hoc runs write none).
vitest_projects() {
  local report=$1
  shift
  node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="test-results/$report.json" "$@"
}

# End to end waits far more than it computes (servers, mail, timers, the browser): it runs beside
# the API suites and the stories, which keep the two cores busy meanwhile. Its output is printed
# after theirs, and its time is from its start to its end.
e2e_background() {
  local started=$SECONDS
  node_modules/.bin/playwright test -c tests/e2e/playwright.config.ts >test-results/e2e.log 2>&1
  local code=$?
  echo "$((SECONDS - started))" >test-results/e2e.seconds
  return $code
}

part build build
# The API suites run the back-office command line as the build ships it (tests/support/admin-cli.ts).
[ -f dist/server/admin.js ] && export ADMIN_CLI_BUILT=dist/server/admin.js
# The two-instance suite runs the server as production does: the built file under plain node.
[ -f dist/server/server.js ] && export SERVER_BUILT=dist/server/server.js
part static static_checks
part unit vitest_projects vitest-unit --project unit --project unit-fresh --project node
e2e_background &
e2e_pid=$!
part api vitest_projects vitest-api --project api --project visual
part stories env SKIP_STORYBOOK_BUILD=1 bash scripts/test-stories.sh --ci
echo
echo "▶ e2e (beside api and stories)"
waited=$SECONDS
wait $e2e_pid || status=1
cat test-results/e2e.log
timings+=("e2e $(cat test-results/e2e.seconds 2>/dev/null || echo 0) -")
timings+=("e2e-wait $((SECONDS - waited)) -")

echo
echo "Time by part (e2e ran beside api and stories; e2e-wait is what the run waited for it after them)."
echo "busy: CPU seconds the whole machine used meanwhile, the e2e run beside included (at most $(nproc) × wall):"
printf '  %-8s %7s %9s\n' part wall busy
for timing in "${timings[@]}"; do
  printf '  %-8s %5d s %7s s\n' ${timing}
done
printf '  %-8s %5d s %7s s (install aside)\n' total "$(( ${INSTALL_SECONDS:-0} + SECONDS ))" "$(($(machine_busy) - run_busy))"
node scripts/summarize-tests.mjs || status=1
exit $status
