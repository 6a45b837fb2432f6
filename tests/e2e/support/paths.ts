// Where things are for the end-to-end tests: the repository root, the built app, Chromium.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const DIST = path.join(ROOT, "dist");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
