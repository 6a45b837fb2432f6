// Bangla's "3 ঘণ্টা আগে" for src/i18n/relative-time.ts, loaded with the Bangla catalog (src/i18n/activate.ts):
// a reader in English never fetches it. format.test.ts keeps it equal to Intl.RelativeTimeFormat in bn-BD.
import type { RelativeUnit, UnitWords } from "./relative-time";

/** Bangla has one form for every count ("# ঘণ্টা আগে", "# ঘণ্টায়"); only a second past is worded two ways. */
const bangla = (past: string, future: string, named: UnitWords["named"]): UnitWords => ({
  past: [past, past],
  future: [future, future],
  named,
});

export const BN_RELATIVE: Record<RelativeUnit, UnitWords> = {
  year: bangla("# বছর পূর্বে", "# বছরে", { [-1]: "গত বছর", 0: "এই বছর", 1: "পরের বছর" }),
  month: bangla("# মাস আগে", "# মাসে", { [-1]: "গত মাস", 0: "এই মাস", 1: "পরের মাস" }),
  week: bangla("# সপ্তাহ আগে", "# সপ্তাহে", { [-1]: "গত সপ্তাহ", 0: "এই সপ্তাহ", 1: "পরের সপ্তাহ" }),
  day: bangla("# দিন আগে", "# দিনের মধ্যে", {
    [-2]: "গত পরশু",
    [-1]: "গতকাল",
    0: "আজ",
    1: "আগামীকাল",
    2: "আগামী পরশু",
  }),
  hour: bangla("# ঘণ্টা আগে", "# ঘণ্টায়", { 0: "এই ঘণ্টায়" }),
  minute: bangla("# মিনিট আগে", "# মিনিটে", { 0: "এই মিনিট" }),
  second: {
    ...bangla("# সেকেন্ড পূর্বে", "# সেকেন্ডে", { 0: "এখন" }),
    past: ["# সেকেন্ড আগে", "# সেকেন্ড পূর্বে"],
  },
};
