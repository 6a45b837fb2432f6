// `npm test`: type-check, lint, catalog check, unit tests, build, first-load bundle sizes, the system packages the
// browser tests need (installed when missing), then end-to-end tests in Chromium.
// Stops at the first failing step and prints each step's time and a summary.
// Run a subset by naming steps: `node scripts/test.mjs unit e2e`.
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);

const STEPS = [
  // The four checks are single-threaded: they run side by side (their output is shown as each ends), which
  // keeps both cores busy instead of one for their three minutes.
  { name: "typecheck", cmd: [bin("tsc"), "-b"], together: "checks" },
  { name: "lint", cmd: [bin("eslint"), ".", "--max-warnings=0"], together: "checks" },
  { name: "format", cmd: [bin("prettier"), "--check", "."], together: "checks" },
  { name: "catalogs", cmd: [process.execPath, "scripts/check-catalogs.mjs"], together: "checks" },
  { name: "unit", cmd: [bin("vitest"), "run"] },
  { name: "build", cmd: [bin("vite"), "build"] },
  { name: "bundle", cmd: [process.execPath, "scripts/check-bundle.mjs"] },
  // Chromium and a Bengali font for the e2e step, installed when missing (apt-get as root or through sudo).
  { name: "system", cmd: ["bash", "scripts/ensure-system-deps.sh"] },
  {
    name: "e2e",
    cmd: [bin("vitest"), "run", "--config", "vitest.e2e.config.ts"],
    env: { E2E_SKIP_BUILD: "1" },
  },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !STEPS.some((s) => s.name === w));
if (unknown.length) {
  console.error(
    `unknown step(s): ${unknown.join(", ")}; steps: ${STEPS.map((s) => s.name).join(", ")}`,
  );
  process.exit(2);
}
// The e2e step brings its set-up along.
if (wanted.includes("e2e") && !wanted.includes("system")) wanted.push("system");
const steps = wanted.length ? STEPS.filter((s) => wanted.includes(s.name)) : STEPS;

/** Runs one step; with `buffered`, its output is kept and handed back instead of shown as it comes. */
function run(step, buffered = false) {
  return new Promise((resolve) => {
    const [command, ...args] = step.cmd;
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1", ...step.env },
    });
    const output = [];
    if (buffered)
      for (const stream of [child.stdout, child.stderr]) stream.on("data", (d) => output.push(d));
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("close", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() });
    });
  });
}

/** Shows commands short: tools by name, paths relative to the repository. */
const display = (arg) =>
  arg === process.execPath ? "node" : arg.startsWith(ROOT) ? path.relative(ROOT, arg) : arg;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
const started = Date.now();
const title = (step) => `\n▶ ${step.name}: ${step.cmd.map(display).join(" ")}`;
const record = (step, code, took) => {
  results.push({ name: step.name, ok: code === 0, took });
  console.log(`${code === 0 ? "✔" : "✘"} ${step.name} (${seconds(took)})`);
};
for (let i = 0; i < steps.length;) {
  const step = steps[i];
  // A step and the ones after it of the same `together` group start at once.
  let end = i + 1;
  while (step.together && steps[end]?.together === step.together) end++;
  const group = steps.slice(i, end);
  i = end;
  const t0 = Date.now();
  if (group.length === 1) {
    console.log(title(step));
    record(step, (await run(step)).code, Date.now() - t0);
  } else {
    await Promise.all(
      group.map(async (member) => {
        const { code, output } = await run(member, true);
        console.log(title(member));
        process.stdout.write(output);
        record(member, code, Date.now() - t0);
      }),
    );
  }
  if (results.some((r) => !r.ok)) break;
}

const failed = results.find((r) => !r.ok);
const line = results
  .map((r) => `${r.name} ${r.ok ? "ok" : "FAILED"} ${seconds(r.took)}`)
  .join(" · ");
console.log(`\n${line}`);
console.log(
  failed
    ? `npm test: FAILED at ${failed.name} after ${seconds(Date.now() - started)}`
    : `npm test: all ${results.length} steps passed in ${seconds(Date.now() - started)}`,
);
process.exit(failed ? 1 : 0);
