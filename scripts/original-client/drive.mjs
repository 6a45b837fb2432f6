// Drives the original web client, served by this server, through a reader's tasks and prints what worked.
// Run by run.sh (README.md); not part of `npm test`: it needs a build of the client from its public source.
import { BASE, openBrowser, signIn } from "./browser.mjs";
import { readerSteps } from "./steps-reader.mjs";
import { librarySteps, memberRequestSteps } from "./steps-library.mjs";

const results = [];

/** Runs one task; records whether it worked, the calls it made and the page's errors. */
async function step(session, name, task) {
  session.flush();
  let ok = false;
  let note = "";
  try {
    note = (await task(session.page)) ?? "";
    ok = true;
  } catch (e) {
    note = String(e?.message ?? e)
      .split("\n")[0]
      .slice(0, 240);
  }
  await session.page.waitForLoadState("networkidle").catch(() => {});
  const log = session.flush();
  const errors = log.filter((l) => l.startsWith("console.error") || l.startsWith("pageerror"));
  results.push({ name, ok, note, errors: errors.length });
  console.log(`\n## ${ok ? "works" : "FAILS"}: ${name}${note ? ` (${note})` : ""}`);
  for (const line of log) console.log(`   ${line}`);
}

console.log(`The original client at ${BASE}`);
const rahim = await openBrowser();
await step(rahim, "log in as Rahim", (page) => signIn(page, "+8801711000001"));
for (const [name, task] of [...readerSteps, ...librarySteps]) await step(rahim, name, task);
await rahim.browser.close();

const karima = await openBrowser();
await step(karima, "log in as Karima", (page) => signIn(page, "+8801711000002"));
for (const [name, task] of memberRequestSteps) await step(karima, name, task);
await karima.browser.close();

console.log("\n| task | works | page errors | note |\n| --- | --- | --- | --- |");
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.ok ? "yes" : "NO"} | ${r.errors} | ${r.note.replace(/\|/g, "/")} |`,
  );
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
