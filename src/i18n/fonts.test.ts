// Bangla fonts are preloaded when Bangla is activated, never for English, and only once.
import { activateLocale } from "./activate";

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
