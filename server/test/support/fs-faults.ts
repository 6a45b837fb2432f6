// Test-only preload (node --import) that makes the server's writes in one folder fail like a disk.
// FS_FAULT_DIR: the folder (files right in it; the seed's subfolder is left alone).
// FS_FAULT=full: each write there really goes to /dev/full (ENOSPC);
// FS_FAULT=hold: each write there prints "fs-fault: write held" and never finishes (to kill -9 then).
import fsp from "node:fs/promises";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";

const dir = process.env.FS_FAULT_DIR;
const fault = process.env.FS_FAULT;
const realWriteFile = fsp.writeFile;

if (dir && (fault === "full" || fault === "hold")) {
  const inside = (file: unknown) =>
    typeof file === "string" && path.dirname(path.resolve(file)) === path.resolve(dir);
  fsp.writeFile = ((file: Parameters<typeof realWriteFile>[0], ...rest: unknown[]) => {
    if (!inside(file)) return (realWriteFile as (...a: unknown[]) => Promise<void>)(file, ...rest);
    if (fault === "full") return realWriteFile("/dev/full", rest[0] as string);
    console.log("fs-fault: write held");
    return new Promise<void>(() => {});
  }) as typeof realWriteFile;
  syncBuiltinESMExports();
}
