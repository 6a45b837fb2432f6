// Lighthouse accessibility and SEO audits of public pages as a guest, in each language and mode, in one Chromium.
import lighthouse from "lighthouse";
import { launchChrome, prepareOrigin } from "./lighthouse";

export type Lang = "en" | "bn";
export type Theme = "light" | "dark";

export interface FailingAudit {
  id: string;
  title: string;
}

export interface PageAudit {
  path: string;
  lang: Lang;
  theme: Theme;
  /** 0–100. */
  accessibility: number;
  /** 0–100. */
  seo: number;
  /** Audits that count towards the category (weight > 0) and did not fully pass. */
  failing: { accessibility: FailingAudit[]; seo: FailingAudit[] };
}

const CATEGORIES = ["accessibility", "seo"] as const;

/**
 * Runs Lighthouse once per path, language and mode, each from cleared storage with only the language and
 * the mode stored (no sign-in), and returns both scores and the audits that cost points.
 */
export async function auditPublicPages(
  baseUrl: string,
  paths: readonly string[],
  langs: readonly Lang[] = ["en", "bn"],
  themes: readonly Theme[] = ["light", "dark"],
): Promise<PageAudit[]> {
  const chrome = await launchChrome();
  const out: PageAudit[] = [];
  try {
    for (const pagePath of paths) {
      for (const [lang, theme] of langs.flatMap((l) => themes.map((t) => [l, t] as const))) {
        const url = new URL(pagePath, baseUrl).href;
        await prepareOrigin(chrome.port, baseUrl, { lang, theme });
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          // The language was stored above; Lighthouse's own reset would wipe it.
          disableStorageReset: true,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse (${url}): ${lhr.runtimeError.message}`);
        const score = (c: (typeof CATEGORIES)[number]) =>
          Math.round((lhr.categories[c]?.score ?? 0) * 100);
        const failing = (c: (typeof CATEGORIES)[number]): FailingAudit[] =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => lhr.audits[ref.id])
            .filter((a) => a !== undefined && a.score !== null && a.score < 1)
            .map((a) => ({ id: a!.id, title: a!.title }));
        out.push({
          path: pagePath,
          lang,
          theme,
          accessibility: score("accessibility"),
          seo: score("seo"),
          failing: { accessibility: failing("accessibility"), seo: failing("seo") },
        });
      }
    }
  } finally {
    chrome.stop();
  }
  return out;
}
