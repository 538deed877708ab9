import fs from 'node:fs';
import { is, SQL } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgDialect, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as declared from './schema';
import { createTestDatabase, type TestDatabase } from './test-db';

// schema.ts is the source of truth: the migrated database must be it, table by table and column by column (on
// PGlite, and on PostgreSQL in the postgres project), and drizzle-kit must have nothing left to generate from it.
// salvo_migrations is the runner's own (database.ts).

const tables = Object.values(declared).filter((value) => is(value, PgTable)) as PgTable[];
const dialect = new PgDialect();
const ACTIONS: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };
const SERIAL_TYPES: Record<string, string> = { bigserial: 'bigint', serial: 'integer', smallserial: 'smallint' };

interface ColumnShape {
  type: string;
  notNull: boolean;
  default: string | null;
}
interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKey: { name: string; columns: string[] };
  uniques: Array<{ name: string; columns: string[] }>;
  foreignKeys: Array<{ name: string; columns: string[]; table: string; references: string[]; onDelete: string; onUpdate: string }>;
  indexes: Array<{ name: string; unique: boolean; method: string; columns: string[]; where: string | null }>;
}

const byName = <T extends { name: string }>(items: T[]): T[] => [...items].sort((a, b) => a.name.localeCompare(b.name));
/** An index predicate as PostgreSQL prints it, without the outer parentheses it adds. */
const predicate = (text: string | null) => (text === null ? null : text.replace(/^\((.*)\)$/s, '$1').trim());

/** A column's default as SQL: the value drizzle would write in a migration. */
function defaultSql(column: PgColumn): string | null {
  if (SERIAL_TYPES[column.getSQLType()]) return 'nextval';
  const value = column.default;
  if (value === undefined) return null;
  if (is(value, SQL)) return dialect.sqlToQuery(value).sql;
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`;
}

function expectedShape(table: PgTable): TableShape {
  const config = getTableConfig(table);
  const single = config.columns.filter((c) => c.primary);
  const composite = config.primaryKeys[0];
  return {
    columns: Object.fromEntries(
      config.columns.map((c) => [c.name, { type: SERIAL_TYPES[c.getSQLType()] ?? c.getSQLType(), notNull: c.notNull, default: defaultSql(c) }]),
    ),
    primaryKey: composite
      ? { name: composite.getName(), columns: composite.columns.map((c) => c.name) }
      : { name: `${config.name}_pkey`, columns: single.map((c) => c.name) },
    uniques: byName([
      ...config.columns.filter((c) => c.isUnique).map((c) => ({ name: c.uniqueName ?? '', columns: [c.name] })),
      ...config.uniqueConstraints.map((u) => ({ name: u.getName() ?? '', columns: u.columns.map((c) => c.name) })),
    ]),
    foreignKeys: byName(
      config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        return {
          name: fk.getName(),
          columns: ref.columns.map((c) => c.name),
          table: getTableConfig(ref.foreignTable).name,
          references: ref.foreignColumns.map((c) => c.name),
          onDelete: fk.onDelete ?? 'no action',
          onUpdate: fk.onUpdate ?? 'no action',
        };
      }),
    ),
    indexes: byName(
      config.indexes.map((index) => ({
        name: index.config.name!,
        unique: index.config.unique,
        method: index.config.method ?? 'btree',
        columns: index.config.columns.map((c) => (is(c, IndexedColumn) ? c.name! : dialect.sqlToQuery(c as SQL).sql)),
        where: index.config.where ? predicate(dialect.sqlToQuery(index.config.where).sql) : null,
      })),
    ),
  };
}

/** What the database has of one table, read from pg_catalog; defaults as equal to the expected ones when they evaluate the same. */
async function actualShape(database: TestDatabase, table: string, expected: TableShape): Promise<TableShape> {
  const columns = await database.query<{ name: string; type: string; not_null: boolean; default: string | null }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default
     FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    [table],
  );
  const shape: Record<string, ColumnShape> = {};
  for (const c of columns) {
    const want = expected.columns[c.name]?.default ?? null;
    shape[c.name] = { type: c.type, notNull: c.not_null, default: (await sameDefault(database, c.type, want, c.default)) ? want : c.default };
  }
  const constraints = await database.query<{
    name: string;
    type: string;
    columns: string[];
    ref_table: string | null;
    ref_columns: string[] | null;
    on_delete: string;
    on_update: string;
  }>(
    `SELECT con.conname AS name, con.contype AS type,
       ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS columns,
       ref.relname AS ref_table,
       ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS ref_columns,
       con.confdeltype AS on_delete, con.confupdtype AS on_update
     FROM pg_constraint con LEFT JOIN pg_class ref ON ref.oid = con.confrelid
     WHERE con.conrelid = $1::regclass`,
    [table],
  );
  const primary = constraints.filter((c) => c.type === 'p');
  const indexes = await database.query<{ name: string; unique: boolean; method: string; columns: string[]; where: string | null }>(
    `SELECT c.relname AS name, ix.indisunique AS unique, am.amname AS method,
       ARRAY(SELECT pg_get_indexdef(ix.indexrelid, k.i::int + 1, true) FROM generate_subscripts(ix.indkey, 1) k(i) ORDER BY k.i)::text[] AS columns,
       pg_get_expr(ix.indpred, ix.indrelid) AS where
     FROM pg_index ix JOIN pg_class c ON c.oid = ix.indexrelid JOIN pg_am am ON am.oid = c.relam
     WHERE ix.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = ix.indexrelid)`,
    [table],
  );
  return {
    columns: shape,
    primaryKey: primary.length === 1 ? { name: primary[0]!.name, columns: primary[0]!.columns } : { name: `${primary.length} primary keys`, columns: [] },
    uniques: byName(constraints.filter((c) => c.type === 'u').map((c) => ({ name: c.name, columns: c.columns }))),
    foreignKeys: byName(
      constraints
        .filter((c) => c.type === 'f')
        .map((c) => ({
          name: c.name,
          columns: c.columns,
          table: c.ref_table!,
          references: c.ref_columns!,
          onDelete: ACTIONS[c.on_delete]!,
          onUpdate: ACTIONS[c.on_update]!,
        })),
    ),
    indexes: byName(indexes.map((i) => ({ ...i, columns: i.columns.map((c) => c.replace(/^"(.*)"$/, '$1')), where: predicate(i.where) }))),
  };
}

/**
 * Whether a default evaluates as the expected one, in one statement (so now() is one instant): PostgreSQL keeps
 * a default as it parsed it ('epoch' becomes 1970-01-01, '' becomes ''::text), so texts alone would not compare.
 */
async function sameDefault(database: TestDatabase, type: string, want: string | null, actual: string | null): Promise<boolean> {
  if (want === null || actual === null) return want === actual;
  if (want === 'nextval') return actual.startsWith('nextval(');
  const [row] = await database.query<{ same: boolean }>(`SELECT (${want})::${type} IS NOT DISTINCT FROM (${actual})::${type} AS same`);
  return row?.same === true;
}

describe('the migrated database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has exactly the tables of schema.ts', async () => {
    const rows = await database.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND c.relname <> 'salvo_migrations' ORDER BY 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(tables.map((t) => getTableConfig(t).name).sort());
  });

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))(
    'has %s as schema.ts declares it: columns, types, nullability, defaults, keys and indexes',
    async (name, table) => {
      const expected = expectedShape(table);
      expect(await actualShape(database, name, expected)).toEqual(expected);
    },
  );
});

describe('the migrations', () => {
  it('hold everything schema.ts declares: drizzle-kit generates nothing from it', async () => {
    const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
    const meta = new URL('./migrations/meta/', import.meta.url);
    const latest = fs
      .readdirSync(meta)
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort()
      .at(-1)!;
    const snapshot = JSON.parse(fs.readFileSync(new URL(latest, meta), 'utf8')) as Parameters<typeof generateMigration>[0];
    expect(await generateMigration(snapshot, generateDrizzleJson(declared))).toEqual([]);
  });
});
