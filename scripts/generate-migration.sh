#!/usr/bin/env bash
# Generates a migration NAME for both dialects from the entities: SQLite against a scratch file, PostgreSQL against
# a scratch database on DATABASE_URL_ADMIN (default: local postgres). Both start from the committed migrations.
set -euo pipefail
name=${1:?usage: scripts/generate-migration.sh Name}
cd "$(dirname "$0")/.."
npx tsc -p tsconfig.build.json
admin=${DATABASE_URL_ADMIN:-postgres://postgres@127.0.0.1:5432/postgres}
scratch="migration_scratch_$$"
psql "$admin" -qc "CREATE DATABASE $scratch" >/dev/null
trap 'psql "$admin" -qc "DROP DATABASE IF EXISTS $scratch" >/dev/null; rm -f /tmp/$scratch.sqlite*' EXIT
pg_url="${admin%/*}/$scratch"
SQLITE_PATH=/tmp/$scratch.sqlite node node_modules/typeorm/cli.js migration:run -d dist/ormconfig.js >/dev/null
SQLITE_PATH=/tmp/$scratch.sqlite node node_modules/typeorm/cli.js migration:generate -d dist/ormconfig.js "src/database/migrations/sqlite/$name"
DATABASE_URL=$pg_url node node_modules/typeorm/cli.js migration:run -d dist/ormconfig.js >/dev/null
DATABASE_URL=$pg_url node node_modules/typeorm/cli.js migration:generate -d dist/ormconfig.js "src/database/migrations/postgres/$name"
# ES modules need interface imports marked as types.
sed -i 's/^import { MigrationInterface, QueryRunner } from "typeorm";/import type { MigrationInterface, QueryRunner } from "typeorm";/' src/database/migrations/*/*-"$name".ts
node scripts/index-migrations.mjs
npx prettier --write src/database/migrations >/dev/null
echo "Generated $name for sqlite and postgres; review, then commit."
