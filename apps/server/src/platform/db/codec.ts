import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
  type ValueNode,
} from 'kysely';
import { BOOLEAN_COLUMNS, JSON_COLUMNS } from './schema.ts';

/** The current time as the ISO string every timestamp column holds. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Value for a JSON column write; the same on both dialects. */
export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/** count(*) as a JS number on both dialects (PostgreSQL's bigint would arrive as a string). */
export const countAll = () => sql<number>`cast(count(*) as integer)`;

/** True when the error is a unique-constraint violation, whichever database raised it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

const toSqliteValue = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

class SqliteParams extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: toSqliteValue(node.value) };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...super.transformPrimitiveValueList(node), values: node.values.map(toSqliteValue) };
  }
}

/**
 * Makes SQLite look like the schema types: JS booleans are bound as 0/1 and read back as
 * booleans, and JSON text columns are parsed. PostgreSQL does both natively.
 */
export class SqliteCodecPlugin implements KyselyPlugin {
  readonly #params = new SqliteParams();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#params.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key of Object.keys(row)) {
        const value = row[key];
        if (BOOLEAN_COLUMNS.has(key) && typeof value === 'number') row[key] = value !== 0;
        else if (JSON_COLUMNS.has(key) && typeof value === 'string') row[key] = JSON.parse(value);
      }
    }
    return args.result;
  }
}
