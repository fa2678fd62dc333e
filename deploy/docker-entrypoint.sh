#!/bin/sh
# The container's entry: render config.json and nginx's configuration from the environment
# (validated with the app's own schema: a bad value stops the container here, with the reason),
# then run nginx in the foreground as this (unprivileged) user.
set -eu
APP_DIR="${APP_DIR:-/app}"
RUNTIME_DIR="${RUNTIME_DIR:-/tmp/account}"
export RUNTIME_DIR
export NGINX_TEMPLATES="${NGINX_TEMPLATES:-$APP_DIR/nginx}"
if [ -z "${ACCOUNT_VERSION:-}" ] && [ -f "$APP_DIR/VERSION" ]; then
  ACCOUNT_VERSION="$(cat "$APP_DIR/VERSION")"
  export ACCOUNT_VERSION
fi
node "$APP_DIR/render.cjs"
exec "${NGINX:-nginx}" -p "$RUNTIME_DIR" -c "$RUNTIME_DIR/nginx.conf" -e stderr -g 'daemon off;' "$@"
