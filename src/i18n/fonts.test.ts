// Bangla fonts are preloaded when Bangla is activated, never for English, only once, and not at all where the
// device has a Bengali font of its own; the stylesheet names the local face first and declares no other face of it
// (the language switch's own face of "বাংলা" is inline).
import { readFileSync } from "node:fs";
import path from "node:path";
import { activateLocale } from "./activate";
import { LOCAL_NAMES, LOCAL_SEMIBOLD_NAMES, preloadBanglaFonts } from "./fonts";

const preloads = () => document.head.querySelectorAll('link[rel="preload"][as="font"]');

beforeEach(() => {
  localStorage.clear();
  for (const link of preloads()) link.remove();
});

it("preloads no font for English", async () => {
  await activateLocale("en");
  expect(preloads()).toHaveLength(0);
});

it("preloads the Bengali regular and semibold faces once for Bangla", async () => {
  await activateLocale("bn");
  await activateLocale("bn");
  const hrefs = [...preloads()].map((l) => l.getAttribute("href"));
  expect(hrefs).toHaveLength(2);
  expect(hrefs.every((h) => /noto-sans-bengali-bengali-(400|600)-normal.*\.woff2/.test(h!))).toBe(
    true,
  );
  await activateLocale("en");
});

it("declares only the faces a Bangla page preloads, so no Bangla text waits for a later file", async () => {
  const css = readFileSync(path.join(__dirname, "fonts.css"), "utf8");
  const declared = [...css.matchAll(/bengali-(\d{3})-normal\.woff2/g)].map((m) => m[1]).sort();
  await activateLocale("bn");
  const preloaded = [...preloads()]
    .map((l) => /bengali-(\d{3})-normal/.exec(l.getAttribute("href")!)![1])
    .sort();
  expect(declared).toEqual(["400", "600"]);
  expect(preloaded).toEqual(declared);
  await activateLocale("en");
});

it("downloads nothing where the phone has Noto Sans Bengali of its own", async () => {
  await preloadBanglaFonts(document, () => Promise.resolve(true));
  expect(preloads()).toHaveLength(0);
  await preloadBanglaFonts(document, () => Promise.resolve(false));
  expect(preloads()).toHaveLength(2);
});

it("names the device's own fonts, the same as the probe, before the app's file in each face", () => {
  const css = readFileSync(path.join(__dirname, "fonts.css"), "utf8");
  const faces = [...css.matchAll(/@font-face\s*{[^}]*Noto Sans Bengali";[^}]*}/g)].map((m) => m[0]);
  expect(faces).toHaveLength(2);
  const locals = faces.map((face) => [...face.matchAll(/local\("([^"]+)"\)/g)].map((m) => m[1]));
  expect(locals).toEqual([LOCAL_NAMES, LOCAL_SEMIBOLD_NAMES]);
  for (const face of faces) {
    const src = face.slice(face.indexOf("src:"));
    expect(src.lastIndexOf("local(")).toBeLessThan(src.indexOf("url("));
  }
});
