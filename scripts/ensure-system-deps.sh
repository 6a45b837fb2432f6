#!/usr/bin/env bash
# Installs the system packages the tests need when they are missing, saying what it does: Chromium for the
# end-to-end tests and a Bengali font (Bangla text in screenshots), and PostgreSQL when asked (`postgres`).
# apt-get as root, else through sudo; fails with a clear message when it cannot install.
# Used by `npm test` (scripts/test.mjs, before its e2e step) and by .ci/run.
# CHROMIUM_PATH: the browser the tests use (default /usr/bin/chromium). ENSURE_DEPS_DRY_RUN=1: print the
# commands instead of running them (the tests of this script).
set -euo pipefail

chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
dry=${ENSURE_DEPS_DRY_RUN:-0}
say() { printf '[system deps] %s\n' "$*"; }

run() {
  if [ "$dry" = 1 ]; then say "would run: $*"; else "$@"; fi
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    run "$@"
  elif command -v sudo >/dev/null 2>&1 && { [ "$dry" = 1 ] || sudo -n true 2>/dev/null; }; then
    run sudo "$@"
  else
    say "cannot install $*: not root and no sudo without a password."
    say "Install them yourself (as root): apt-get install -y chromium fonts-lohit-beng-bengali"
    exit 1
  fi
}

apt_updated=0
apt_install() {
  if ! command -v apt-get >/dev/null 2>&1; then
    say "missing: $*, and this system has no apt-get to install them; install them, or set CHROMIUM_PATH."
    exit 1
  fi
  say "installing $* (apt-get)"
  if [ "$apt_updated" -eq 0 ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

missing=()
[ -x "$chromium" ] || missing+=(chromium)
# The Bengali font, so Bangla renders in the browser the same on every machine.
if ! dpkg-query -W -f='${Status}' fonts-lohit-beng-bengali 2>/dev/null | grep -q "ok installed"; then
  missing+=(fonts-lohit-beng-bengali)
fi
if [ "${1:-}" = postgres ] && ! command -v initdb >/dev/null 2>&1 \
  && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi

if [ "${#missing[@]}" -eq 0 ]; then
  say "Chromium ($chromium) and the Bengali font are installed"
  exit 0
fi
apt_install "${missing[@]}"
if [ "$dry" != 1 ] && [ ! -x "$chromium" ]; then
  say "Chromium is still not at $chromium after installing; set CHROMIUM_PATH to where it is."
  exit 1
fi
