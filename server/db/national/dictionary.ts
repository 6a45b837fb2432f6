// The national data set's word-list compositions (names, titles, authors, libraries) with their phonetic keys,
// made once in JavaScript by the server's own key functions, for SQL to combine into millions of rows.
import { nameKey, spokenKey } from "../../domain/spoken-keys";
import { DISTRICTS } from "../seed-data/places";
import {
  FEMALE_BN,
  FEMALE_EN,
  MALE_BN,
  MALE_EN,
  SURNAME_BN,
  SURNAME_EN,
} from "../seed-data/people";
import {
  BN_ADJ,
  BN_FORMS,
  BN_NOUN,
  EN_ADJ,
  EN_FORMS,
  EN_NOUN,
  SUBJECTS_BN,
  SUBJECTS_EN,
} from "../seed-data/books";

export interface PersonName {
  first: string;
  surname: string;
  gender: "m" | "f";
  key: string;
}
export interface Title {
  title: string;
  language: "bn" | "en";
  key: string;
}
export interface AuthorName {
  name: string;
  key: string;
}
export interface LibraryName {
  handle: string;
  title: string;
  district: string;
  prefix: string;
  key: string;
}

const nfc = (s: string) => s.normalize("NFC");

/** Every first name with every surname of its script: about 3,600 readers' names. */
export function personNames(): PersonName[] {
  const out: PersonName[] = [];
  const add = (firsts: string[], surnames: string[], gender: "m" | "f") => {
    for (const f of firsts)
      for (const s of surnames) {
        const first = nfc(f);
        const surname = nfc(s);
        out.push({ first, surname, gender, key: nameKey({ firstName: first, surname }) });
      }
  };
  add(MALE_BN, SURNAME_BN, "m");
  add(MALE_EN, SURNAME_EN, "m");
  add(FEMALE_BN, SURNAME_BN, "f");
  add(FEMALE_EN, SURNAME_EN, "f");
  return out;
}

/** Titles composed from the seed's word lists, each also "… ও <noun>" / "… and the <noun>": about 110,000. */
export function titles(): Title[] {
  const out: Title[] = [];
  const add = (title: string, language: "bn" | "en") => {
    const t = nfc(title);
    out.push({ title: t, language, key: spokenKey(t) });
  };
  for (const form of BN_FORMS)
    for (const a of BN_ADJ)
      for (const n of BN_NOUN) {
        const base = form(a, n);
        add(base, "bn");
        for (const m of BN_NOUN) if (m !== n) add(`${base} ও ${m}`, "bn");
      }
  for (const form of EN_FORMS)
    for (const a of EN_ADJ)
      for (const n of EN_NOUN) {
        const base = form(a, n);
        add(base, "en");
        for (const m of EN_NOUN) if (m !== n) add(`${base} and the ${m}`, "en");
      }
  for (const s of SUBJECTS_BN)
    for (const c of ["ষষ্ঠ", "সপ্তম", "অষ্টম", "নবম-দশম"]) add(`${s} (${c} শ্রেণি)`, "bn");
  for (const s of SUBJECTS_EN) for (let c = 6; c <= 12; c++) add(`${s} for Class ${c}`, "en");
  return out;
}

/** `count` distinct three-word authors' names (first, second and family name), Bangla and English in turn. */
export function authorNames(count: number): AuthorName[] {
  const lists = [
    { firsts: [...MALE_BN, ...FEMALE_BN], surnames: SURNAME_BN },
    { firsts: [...MALE_EN, ...FEMALE_EN], surnames: SURNAME_EN },
  ];
  const out: AuthorName[] = [];
  for (let a = 0; a < count; a++) {
    const { firsts, surnames } = lists[a % 2]!;
    const i = Math.floor(a / 2);
    const f = firsts.length;
    const first = firsts[i % f]!;
    // Shifted by the first name, so no name repeats a word (the pair of indexes stays distinct).
    const second = firsts[(Math.floor(i / f) + i + 1) % f]!;
    const surname = surnames[Math.floor(i / (f * f)) % surnames.length]!;
    if (i >= f * f * surnames.length)
      throw new Error(`only ${2 * f * f * surnames.length} authors' names`);
    const name = nfc(`${first} ${second} ${surname}`);
    out.push({ name, key: spokenKey(name) });
  }
  return out;
}

const LIBRARY_WORDS: [string, string][] = [
  ["Alokito", "আলোকিত"],
  ["Bornomala", "বর্ণমালা"],
  ["Dishari", "দিশারী"],
  ["Jonaki", "জোনাকি"],
  ["Shapla", "শাপলা"],
  ["Padma", "পদ্মা"],
  ["Meghna", "মেঘনা"],
  ["Sonar Bangla", "সোনার বাংলা"],
  ["Nabajagaran", "নবজাগরণ"],
  ["Agrani", "অগ্রণী"],
  ["Sandhani", "সন্ধানী"],
  ["Projonmo", "প্রজন্ম"],
  ["Uttoron", "উত্তরণ"],
  ["Boi Ghor", "বইঘর"],
  ["Gyan Tapas", "জ্ঞানতাপস"],
  ["Shikha", "শিখা"],
];
const LIBRARY_KINDS: [string, string][] = [
  ["Pathagar", "পাঠাগার"],
  ["Gono Pathagar", "গণ পাঠাগার"],
  ["Library", "গ্রন্থাগার"],
  ["Smriti Pathagar", "স্মৃতি পাঠাগার"],
];

/** `count` libraries across all 64 districts in turn, handles `<district>-<n>`, titles in Bangla or English. */
export function libraryNames(count: number): LibraryName[] {
  const out: LibraryName[] = [];
  for (let l = 0; l < count; l++) {
    const district = DISTRICTS[l % DISTRICTS.length]!;
    const round = Math.floor(l / DISTRICTS.length);
    const [wordEn, wordBn] = LIBRARY_WORDS[round % LIBRARY_WORDS.length]!;
    const [kindEn, kindBn] = LIBRARY_KINDS[Math.floor(round / LIBRARY_WORDS.length) % 4]!;
    const title = nfc(l % 2 === 0 ? `${wordBn} ${kindBn}` : `${wordEn} ${kindEn}, ${district}`);
    const slug = district.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const prefix = `${district[0]}${wordEn[0]}${kindEn[0]}`.toUpperCase();
    out.push({ handle: `${slug}-${l + 1}`, title, district, prefix, key: spokenKey(title) });
  }
  return out;
}
