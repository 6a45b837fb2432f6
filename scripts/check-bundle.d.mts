// Types of scripts/check-bundle.mjs for the benchmark (TypeScript).
export interface PageSize {
  name: string;
  budget: number;
  sources: string[];
  total: number;
  files: { file: string; bytes: number }[];
}
export const PAGES: Omit<PageSize, "total" | "files">[];
export function measure(dist?: string): PageSize[];
