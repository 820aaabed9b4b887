# Sourced by scripts/test-all.sh (and usable by hand): starts a throw-away PostgreSQL server on loopback
# and exports BONDKIT_TEST_DATABASE_URL so the sandbox store tests also run against real Postgres.
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "${pg_bin}" ]; then
  echo "ci-postgres: PostgreSQL is not installed; store tests run on PGlite only" >&2
  return 0 2>/dev/null || exit 0
fi
pg_dir=$(mktemp -d /tmp/bondkit-pg.XXXXXX)
pg_port=${BONDKIT_PG_PORT:-54329}
chown postgres "${pg_dir}" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "${pg_bin}/initdb" -D "${pg_dir}/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "${pg_bin}/pg_ctl" -D "${pg_dir}/data" -l "${pg_dir}/log" -w \
  -o "-p ${pg_port} -k ${pg_dir} -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
export BONDKIT_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${pg_port}/postgres"
ci_postgres_stop() { as_pg "${pg_bin}/pg_ctl" -D "${pg_dir}/data" -m fast stop >/dev/null 2>&1 || true; }
trap ci_postgres_stop EXIT
echo "ci-postgres: PostgreSQL running on 127.0.0.1:${pg_port}"
