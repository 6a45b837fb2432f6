// Types of scripts/check-bundle.mjs for the benchmark (TypeScript).
export interface PageSize {
  name: string;
  budget: number;
  ceiling: number;
  sources: string[];
  total: number;
  files: { file: string; bytes: number }[];
}
export const PAGES: Omit<PageSize, "total" | "files">[];
export function limitOf(page: { budget: number; ceiling: number }, strict: boolean): number;
export function measure(dist?: string): PageSize[];
