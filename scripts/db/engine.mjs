// Prisma's own wasm schema engine, driven through @prisma/adapter-pg (see shared prisma-offline.md).
// Same migrations folder, same SQL and same _prisma_migrations table as `prisma migrate`.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { SchemaEngine } from "@prisma/schema-engine-wasm";

// The wasm engine reports Rust panics through this global; keep the message for the error.
globalThis.PRISMA_WASM_PANIC_REGISTRY ??= { set_message: (m) => console.error(`schema engine panic: ${m}`) };

export const SCHEMA_PATH = path.resolve("prisma/schema.prisma");
export const MIGRATIONS_DIR = path.resolve("prisma/migrations");
const LOCK = { path: "migration_lock.toml", content: 'provider = "postgresql"\n' };
export const FILTERS = { externalTables: [], externalEnums: [] };

// Trap 1: adapter-pg does not map Postgres's internal "char" type (OID 18), which the engine's
// schema describer reads (pg_constraint.contype and friends). Report those fields as text to
// the adapter, then hand them to the engine as the Character column type it expects.
const charColumns = new Set();
const TEXT_OID = 25;
const COLUMN_TEXT = 7;
const COLUMN_CHARACTER = 6;

function charSafePool(connectionString) {
  const pool = new pg.Pool({ connectionString, max: 4 });
  const query = pool.query.bind(pool);
  pool.query = async (...args) => {
    const result = await query(...args);
    for (const field of result?.fields ?? []) {
      if (field.dataTypeID === 18) {
        field.dataTypeID = TEXT_OID;
        charColumns.add(field.name);
      }
    }
    return result;
  };
  return pool;
}

let patched = false;
function patchCharColumns(adapter) {
  if (patched) return;
  let proto = Object.getPrototypeOf(adapter);
  while (proto && !Object.hasOwn(proto, "queryRaw")) proto = Object.getPrototypeOf(proto);
  const queryRaw = proto.queryRaw;
  proto.queryRaw = async function (query) {
    const result = await queryRaw.call(this, query);
    result.columnNames.forEach((name, i) => {
      if (charColumns.has(name) && result.columnTypes[i] === COLUMN_TEXT) result.columnTypes[i] = COLUMN_CHARACTER;
    });
    return result;
  };
  patched = true;
}

function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

// Trap 2: adapter-pg's own shadow database reuses the connection string; make a real one.
function adapterFactory(url) {
  const factory = new PrismaPg(charSafePool(url));
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    patchCharColumns(adapter);
    return adapter;
  };
  factory.connectToShadowDb = async () => {
    const name = `reach_shadow_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const pool = charSafePool(withDatabase(url, name));
    const adapter = await new PrismaPg(pool).connect();
    patchCharColumns(adapter);
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose().catch(() => {});
      await pool.end().catch(() => {});
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    };
    return adapter;
  };
  return bindMigrationAwareSqlAdapterFactory(factory);
}

export async function readMigrations() {
  const entries = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }).catch(() => []))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = [];
  for (const dir of entries) {
    const sql = await readFile(path.join(MIGRATIONS_DIR, dir, "migration.sql"), "utf8");
    migrationDirectories.push({ path: dir, migrationFile: { path: "migration.sql", content: { tag: "ok", value: sql } } });
  }
  return { baseDir: MIGRATIONS_DIR, lockfile: LOCK, shadowDbInitScript: "", migrationDirectories };
}

export async function openEngine(url, log = () => {}) {
  const schema = await readFile(SCHEMA_PATH, "utf8");
  const engine = await SchemaEngine.new({ datamodels: [[SCHEMA_PATH, schema]] }, log, adapterFactory(url));
  return { engine, schema };
}

/**
 * `migrate deploy`: applies every migration not yet applied, or those up to and including `upTo`
 * (a restore takes an empty database to its backup's migration: docs/decisions.md "Backups, imports and the calendar feed").
 */
export async function deploy(url, upTo) {
  const { engine } = await openEngine(url);
  try {
    const migrationsList = await readMigrations();
    if (upTo) {
      const at = migrationsList.migrationDirectories.findIndex((m) => m.path === upTo);
      if (at < 0) throw new Error(`Migration ${upTo} is not in prisma/migrations: this version of Reach does not know it.`);
      migrationsList.migrationDirectories = migrationsList.migrationDirectories.slice(0, at + 1);
    }
    const out = await engine.applyMigrations({ migrationsList, filters: FILTERS });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/** SQL that takes the migrations folder to schema.prisma ("" when they agree). */
export async function pendingSql(url) {
  const { engine, schema } = await openEngine(url);
  try {
    const migrationsList = await readMigrations();
    const result = await engine.diff({
      from: { tag: "migrations", ...migrationsList },
      to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_PATH, content: schema }] },
      script: true,
      exitCode: null,
      filters: FILTERS,
    });
    return (result.stdout ?? "").trim();
  } finally {
    engine.free();
  }
}
