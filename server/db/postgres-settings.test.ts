// PG_POOL_MAX, PG_PREPARE and MIGRATE_ON_START as read from the environment: defaults, accepted spellings, refusals.
import { readConfig } from "../config";
import { readPostgresSettings } from "./postgres-settings";

describe("PostgreSQL settings", () => {
  it("defaults to a pool of 10, prepared statements, and migrating at start", () => {
    expect(readPostgresSettings({})).toEqual({ poolMax: 10, prepare: true, migrateOnStart: true });
    expect(readConfig({}).postgres).toEqual({ poolMax: 10, prepare: true, migrateOnStart: true });
    expect(readPostgresSettings({ PG_POOL_MAX: "", PG_PREPARE: " " }).poolMax).toBe(10);
  });

  it("reads a pool size and the switches in their usual spellings", () => {
    expect(
      readPostgresSettings({ PG_POOL_MAX: "3", PG_PREPARE: "false", MIGRATE_ON_START: "0" }),
    ).toEqual({ poolMax: 3, prepare: false, migrateOnStart: false });
    for (const off of ["false", "FALSE", "0", "no", "off"]) {
      expect(readPostgresSettings({ PG_PREPARE: off }).prepare).toBe(false);
    }
    for (const on of ["true", "1", "yes", "On"]) {
      expect(readPostgresSettings({ PG_PREPARE: on }).prepare).toBe(true);
    }
  });

  it("refuses a pool size or a switch it cannot read, naming the variable", () => {
    for (const bad of ["0", "-1", "ten", "2.5", "1001", "1e2"]) {
      expect(() => readPostgresSettings({ PG_POOL_MAX: bad })).toThrow(/PG_POOL_MAX/);
    }
    expect(() => readPostgresSettings({ PG_PREPARE: "disable" })).toThrow(/PG_PREPARE/);
    expect(() => readConfig({ MIGRATE_ON_START: "maybe" })).toThrow(/MIGRATE_ON_START/);
  });
});
