// The server's settings from its environment: the database's folder, and "memory://" kept as a database in RAM.
import os from "node:os";
import path from "node:path";
import { readConfig } from "./config";

describe("DATA_DIR", () => {
  it("is a folder made absolute, with uploads beside it", () => {
    const config = readConfig({ DATA_DIR: "some-data" });
    expect(config.dataDir).toBe(path.resolve("some-data"));
    expect(config.uploadsDir).toBe(path.resolve("some-data", "uploads"));
  });

  it('keeps "memory://" a database in RAM, not a folder named "memory:" here', () => {
    const config = readConfig({ DATA_DIR: "memory://" });
    expect(config.dataDir).toBe("memory://");
    expect(config.uploadsDir.startsWith(os.tmpdir())).toBe(true);
    expect(readConfig({ DATA_DIR: "memory://", UPLOADS_DIR: "up" }).uploadsDir).toBe(
      path.resolve("up"),
    );
  });
});
