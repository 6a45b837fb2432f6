#!/usr/bin/env bash
# Builds the original web client from a checkout and drives it in Chromium against this server.
# Usage: scripts/original-client/run.sh <checkout of alorferi/alorferiwebapp>   (see README.md here)
set -euo pipefail
ORIG_DIR=$(cd "${1:?usage: run.sh <checkout of alorferi/alorferiwebapp>}" && pwd)
PORT=${PORT:-8125}
BASE="http://127.0.0.1:$PORT"
ROOT=$(cd "$(dirname "$0")/../.." && pwd)

# The client's API address is fixed at build time: rebuild when it names another one.
if ! grep -qs "$BASE" "$ORIG_DIR"/dist/js/app.*.js; then
  [ -d "$ORIG_DIR/node_modules" ] || (cd "$ORIG_DIR" && npm ci --legacy-peer-deps --no-audit --no-fund)
  (cd "$ORIG_DIR" && NODE_OPTIONS=--openssl-legacy-provider VUE_APP_API_SERVER_BASE_URL="$BASE" \
    npx vue-cli-service build)
fi

# A fresh demo database each run; the server serves the client's build as its static site. PUBLIC_URL makes
# page links absolute: the original client follows links.next as given.
DATA=$(mktemp -d)
cd "$ROOT"
DATA_DIR="$DATA" PORT="$PORT" PUBLIC_URL="$BASE" STATIC_DIR="$ORIG_DIR/dist" setsid ./node_modules/.bin/tsx server/main.ts \
  >"$DATA/server.log" 2>&1 &
SERVER=$!
trap 'kill -- -$SERVER 2>/dev/null || true; wait $SERVER 2>/dev/null || true; rm -rf "$DATA"' EXIT
until curl -sf "$BASE/api/health" >/dev/null; do
  kill -0 "$SERVER" 2>/dev/null || { cat "$DATA/server.log"; exit 1; }
  sleep 1
done
ORIG_URL="$BASE" node scripts/original-client/drive.mjs
