// PostgreSQL connection settings from the environment: pool size, prepared statements, migrations at start.

export interface PostgresSettings {
  /** Connections this process keeps open at most (PG_POOL_MAX, default 10). */
  poolMax: number;
  /**
   * Named (server-side) prepared statements (PG_PREPARE, default on). Off for a pooler that hands each
   * transaction a different server connection (PgBouncer in transaction mode before 1.21, or without
   * max_prepared_statements): every statement is then parsed afresh.
   */
  prepare: boolean;
  /** Bring the schema up to date at start (MIGRATE_ON_START, default on); off when `npm run migrate` does it. */
  migrateOnStart: boolean;
}

const TRUE = new Set(["1", "true", "yes", "on"]);
const FALSE = new Set(["0", "false", "no", "off"]);

/** A yes/no setting: unset or empty gives `fallback`; anything but a yes or no word is refused. */
export function readSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = raw.trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw new Error(`${name} must be true or false, not ${JSON.stringify(raw)}`);
}

function readPoolMax(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 10;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < 1 || value > 1000) {
    throw new Error(
      `PG_POOL_MAX must be a whole number from 1 to 1000, not ${JSON.stringify(raw)}`,
    );
  }
  return value;
}

export function readPostgresSettings(env: NodeJS.ProcessEnv): PostgresSettings {
  return {
    poolMax: readPoolMax(env.PG_POOL_MAX),
    prepare: readSwitch("PG_PREPARE", env.PG_PREPARE, true),
    migrateOnStart: readSwitch("MIGRATE_ON_START", env.MIGRATE_ON_START, true),
  };
}
