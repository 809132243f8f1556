#!/usr/bin/env bash
# Installs the pgvector extension into Debian's PostgreSQL server, for the PgVectorStore tests that
# run on a real server (PGlite bundles its own pgvector; a server needs the extension installed).
# Debian bookworm ships PostgreSQL but no pgvector binary package, so this builds the pgvector
# source that Debian's archive carries (pinned version, checksum verified) against the installed
# server's headers (Debian's postgresql-server-dev package). Run as root, or with sudo available.
#
#   scripts/install-pgvector.sh           # no-op when the installed server already has pgvector
set -euo pipefail

PGVECTOR_VERSION=0.8.0
PGVECTOR_SHA256=867a2c328d4928a5a9d6f052cd3bc78c7d60228a9b914ad32aa3db88e9de27b0
PGVECTOR_URL="http://deb.debian.org/debian/pool/main/p/pgvector/pgvector_${PGVECTOR_VERSION}.orig.tar.gz"

SUDO=''
if [ "$(id -u)" -ne 0 ]; then SUDO='sudo'; fi

# The newest installed server, as scripts/postgres.cjs picks it.
major="$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)"
if [ -z "$major" ] || [ ! -x "/usr/lib/postgresql/$major/bin/initdb" ]; then
  echo "install-pgvector: no PostgreSQL server under /usr/lib/postgresql; install Debian's postgresql first" >&2
  exit 1
fi
if [ -f "/usr/share/postgresql/$major/extension/vector.control" ]; then
  exit 0
fi

if [ ! -x "/usr/lib/postgresql/$major/bin/pg_config" ] || [ ! -d "/usr/include/postgresql/$major/server" ]; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    "postgresql-server-dev-$major" make gcc curl ca-certificates
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
curl -fsSL --retry 3 -o "$work/pgvector.tar.gz" "$PGVECTOR_URL"
echo "$PGVECTOR_SHA256  $work/pgvector.tar.gz" | sha256sum -c --quiet -
tar -xzf "$work/pgvector.tar.gz" -C "$work"
# OPTFLAGS="": no -march=native, so the library runs on any x86-64/arm64 machine the server does.
make -s -C "$work/pgvector-$PGVECTOR_VERSION" -j"$(nproc)" OPTFLAGS="" PG_CONFIG="/usr/lib/postgresql/$major/bin/pg_config" >/dev/null
$SUDO make -s -C "$work/pgvector-$PGVECTOR_VERSION" install OPTFLAGS="" PG_CONFIG="/usr/lib/postgresql/$major/bin/pg_config" >/dev/null
echo "install-pgvector: pgvector $PGVECTOR_VERSION installed for PostgreSQL $major"
