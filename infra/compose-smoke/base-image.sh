#!/usr/bin/env bash
# Builds the local base image that stands in, for the compose smoke run, for the official images this
# machine cannot pull: node:22-slim (a Node binary, npm, user `node` 1000), nginx (Debian's nginx-light
# in the official image's layout: user `nginx` 101, /usr/share/nginx/html, wget as in the alpine image)
# and redis (Debian's redis-server). Debian bookworm from debootstrap + the host's Node and npm, imported with podman.
# Cached: the tag is a hash of this script and the Node version, so an existing image is reused.
# Prints the image name on stdout; progress goes to stderr. Needs root, debootstrap and podman.
set -euo pipefail

node_bin=$(command -v node)
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
local_cas=/usr/local/share/ca-certificates
hash=$( { cat "$0"; "$node_bin" --version; cat "$local_cas"/*.crt 2>/dev/null || true; } | sha256sum | cut -c1-12)
image="localhost/cabinetry-smoke/base:$hash"

if podman image exists "$image"; then
  echo "$image"
  exit 0
fi

rootfs=$(mktemp -d /var/tmp/cabinetry-base.XXXXXX)
trap 'rm -rf "$rootfs"' EXIT
echo "building $image (debootstrap bookworm, then redis-server and nginx-light)..." >&2
debootstrap --variant=minbase bookworm "$rootfs" >&2
# no service may start inside the chroot
printf '#!/bin/sh\nexit 101\n' > "$rootfs/usr/sbin/policy-rc.d"
chmod +x "$rootfs/usr/sbin/policy-rc.d"
chroot "$rootfs" /bin/sh -c '
  set -e
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq --no-install-recommends redis-server nginx-light wget ca-certificates >/dev/null
  apt-get clean
  rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* /etc/nginx/conf.d/*
  useradd --uid 1000 --user-group --shell /bin/sh --create-home node
  useradd --system --uid 101 --user-group --no-create-home --shell /usr/sbin/nologin nginx
  mkdir -p /usr/share/nginx/html
' >&2
rm "$rootfs/usr/sbin/policy-rc.d"
if compgen -G "$local_cas/*.crt" >/dev/null; then
  cp "$local_cas"/*.crt "$rootfs$local_cas/"
  chroot "$rootfs" update-ca-certificates >&2
fi
install -m 0755 "$node_bin" "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/lib/node_modules"
cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

tar -C "$rootfs" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$image" >&2
echo "$image"
