// Book titles and authors: well-known Bangla and English books, then titles composed from word lists.
import type { Random } from "./random";

export interface BookSeed {
  title: string;
  authors: string[];
  /** A real edition's ISBN and publisher, where the edition is well known. */
  isbn?: string;
  publisher?: string;
}

/** Real books and their real authors, at the head of every catalogue. */
export const CLASSICS: BookSeed[] = [
  { title: "পথের পাঁচালী", authors: ["বিভূতিভূষণ বন্দ্যোপাধ্যায়"] },
  { title: "চাঁদের পাহাড়", authors: ["বিভূতিভূষণ বন্দ্যোপাধ্যায়"] },
  { title: "গীতাঞ্জলি", authors: ["রবীন্দ্রনাথ ঠাকুর"] },
  { title: "শেষের কবিতা", authors: ["রবীন্দ্রনাথ ঠাকুর"] },
  { title: "গোরা", authors: ["রবীন্দ্রনাথ ঠাকুর"] },
  { title: "দেবদাস", authors: ["শরৎচন্দ্র চট্টোপাধ্যায়"] },
  { title: "শ্রীকান্ত", authors: ["শরৎচন্দ্র চট্টোপাধ্যায়"] },
  { title: "অগ্নিবীণা", authors: ["কাজী নজরুল ইসলাম"] },
  { title: "বিষের বাঁশী", authors: ["কাজী নজরুল ইসলাম"] },
  { title: "কপালকুণ্ডলা", authors: ["বঙ্কিমচন্দ্র চট্টোপাধ্যায়"] },
  { title: "পদ্মা নদীর মাঝি", authors: ["মানিক বন্দ্যোপাধ্যায়"] },
  { title: "লালসালু", authors: ["সৈয়দ ওয়ালীউল্লাহ"] },
  { title: "হাজার বছর ধরে", authors: ["জহির রায়হান"] },
  { title: "নন্দিত নরকে", authors: ["হুমায়ূন আহমেদ"] },
  { title: "জোছনা ও জননীর গল্প", authors: ["হুমায়ূন আহমেদ"] },
  { title: "আমার বন্ধু রাশেদ", authors: ["মুহম্মদ জাফর ইকবাল"] },
  { title: "দীপু নাম্বার টু", authors: ["মুহম্মদ জাফর ইকবাল"] },
  { title: "একাত্তরের দিনগুলি", authors: ["জাহানারা ইমাম"] },
  { title: "খোয়াবনামা", authors: ["আখতারুজ্জামান ইলিয়াস"] },
  { title: "কবি", authors: ["তারাশঙ্কর বন্দ্যোপাধ্যায়"] },
  { title: "মেঘনাদবধ কাব্য", authors: ["মাইকেল মধুসূদন দত্ত"] },
  { title: "ঠাকুরমার ঝুলি", authors: ["দক্ষিণারঞ্জন মিত্র মজুমদার"] },
  { title: "সাতকাহন", authors: ["সমরেশ মজুমদার"] },
  { title: "প্রথম আলো", authors: ["সুনীল গঙ্গোপাধ্যায়"] },
  { title: "সূর্য দীঘল বাড়ী", authors: ["আবু ইসহাক"] },
  { title: "সুলতানার স্বপ্ন", authors: ["বেগম রোকেয়া"] },
  { title: "Sultana's Dream", authors: ["Rokeya Sakhawat Hossain"] },
  { title: "Gitanjali: Song Offerings", authors: ["Rabindranath Tagore"] },
  { title: "A Golden Age", authors: ["Tahmima Anam"] },
  { title: "The Good Muslim", authors: ["Tahmima Anam"] },
  { title: "Brick Lane", authors: ["Monica Ali"], isbn: "0743243307", publisher: "Scribner" },
  {
    title: "Pride and Prejudice",
    authors: ["Jane Austen"],
    isbn: "9780141439518",
    publisher: "Penguin Classics",
  },
  {
    title: "To Kill a Mockingbird",
    authors: ["Harper Lee"],
    isbn: "0060935464",
    publisher: "Harper Perennial",
  },
  {
    title: "Nineteen Eighty-Four",
    authors: ["George Orwell"],
    isbn: "9780141036144",
    publisher: "Penguin Books",
  },
  {
    title: "The Old Man and the Sea",
    authors: ["Ernest Hemingway"],
    isbn: "0684801221",
    publisher: "Scribner",
  },
  {
    title: "Things Fall Apart",
    authors: ["Chinua Achebe"],
    isbn: "0385474547",
    publisher: "Anchor Books",
  },
  {
    title: "The God of Small Things",
    authors: ["Arundhati Roy"],
    isbn: "0060977493",
    publisher: "Harper Perennial",
  },
  {
    title: "Midnight's Children",
    authors: ["Salman Rushdie"],
    isbn: "0812976533",
    publisher: "Random House",
  },
  {
    title: "A Brief History of Time",
    authors: ["Stephen Hawking"],
    isbn: "0553380168",
    publisher: "Bantam",
  },
  {
    title: "The Little Prince",
    authors: ["Antoine de Saint-Exupéry"],
    isbn: "0156012197",
    publisher: "Harcourt",
  },
  {
    title: "Great Expectations",
    authors: ["Charles Dickens"],
    isbn: "9780141439563",
    publisher: "Penguin Classics",
  },
  {
    title: "The Selfish Gene",
    authors: ["Richard Dawkins"],
    isbn: "0199291152",
    publisher: "Oxford University Press",
  },
  { title: "Cosmos", authors: ["Carl Sagan"], isbn: "0345539435", publisher: "Ballantine Books" },
  {
    title: "Good Omens",
    authors: ["Terry Pratchett", "Neil Gaiman"],
    isbn: "0060853980",
    publisher: "William Morrow",
  },
  {
    title: "The Elements of Style",
    authors: ["William Strunk Jr.", "E. B. White"],
    isbn: "020530902X",
    publisher: "Longman",
  },
];

export const BN_ADJ = [
  "নীল",
  "সবুজ",
  "লাল",
  "হারানো",
  "অচেনা",
  "শেষ",
  "প্রথম",
  "নতুন",
  "পুরনো",
  "দূরের",
  "সোনালি",
  "নির্জন",
  "রঙিন",
  "শান্ত",
  "উত্তাল",
  "অন্ধকার",
  "আলোকিত",
  "ছোট্ট",
  "বড়",
  "গোপন",
];
export const BN_NOUN = [
  "আকাশ",
  "নদী",
  "পাখি",
  "বিকেল",
  "ভোর",
  "চিঠি",
  "স্বপ্ন",
  "বৃষ্টি",
  "গ্রাম",
  "শহর",
  "জোছনা",
  "মেঘ",
  "পথ",
  "দিগন্ত",
  "বাতিঘর",
  "নৌকা",
  "সাঁকো",
  "ফুল",
  "দুপুর",
  "সন্ধ্যা",
  "অরণ্য",
  "দ্বীপ",
];
export const BN_FORMS = [
  (a: string, n: string) => `${a} ${n}`,
  (_a: string, n: string) => `${n}ের গল্প`,
  (a: string, n: string) => `${a} ${n}ের দেশে`,
  (_a: string, n: string) => `এক যে ছিল ${n}`,
  (a: string, n: string) => `${n} এবং ${a} মানুষ`,
  (_a: string, n: string) => `${n}ের কাছে চিঠি`,
  (a: string, n: string) => `${a} ${n}: কবিতা সংকলন`,
];
export const EN_ADJ = [
  "Silent",
  "Hidden",
  "Golden",
  "Last",
  "Forgotten",
  "Distant",
  "Monsoon",
  "Broken",
  "Secret",
  "Little",
  "Green",
  "Endless",
  "Quiet",
  "Burning",
  "Wild",
  "Gentle",
  "Northern",
  "Salt",
  "Paper",
];
export const EN_NOUN = [
  "River",
  "Garden",
  "Harbour",
  "Letters",
  "Delta",
  "Lantern",
  "Bridge",
  "Island",
  "Season",
  "House",
  "Village",
  "Compass",
  "Orchard",
  "Boatman",
  "Archive",
  "Kingdom",
  "Map",
  "Storm",
];
export const EN_FORMS = [
  (a: string, n: string) => `The ${a} ${n}`,
  (a: string, n: string) => `${n} of the ${a} Sky`,
  (a: string, n: string) => `A ${a} ${n}`,
  (_a: string, n: string) => `Notes from the ${n}`,
  (a: string, n: string) => `${a} ${n}s: Stories`,
  (_a: string, n: string) => `An Introduction to the ${n}`,
];
export const SUBJECTS_EN = [
  "Mathematics",
  "Physics",
  "Chemistry",
  "Biology",
  "History",
  "Geography",
];
export const SUBJECTS_BN = [
  "গণিত",
  "পদার্থবিজ্ঞান",
  "রসায়ন",
  "জীববিজ্ঞান",
  "বাংলাদেশের ইতিহাস",
  "ভূগোল",
];

/** A made-up but plausible title: Bangla about 55 % of the time, some textbooks. */
export function composedTitle(random: Random): string {
  const roll = random.next();
  if (roll < 0.08) {
    return random.chance(0.5)
      ? `${random.pick(SUBJECTS_EN)} for Class ${random.int(6, 12)}`
      : `${random.pick(SUBJECTS_BN)} (${["ষষ্ঠ", "সপ্তম", "অষ্টম", "নবম-দশম"][random.int(0, 3)]} শ্রেণি)`;
  }
  if (roll < 0.55) return random.pick(BN_FORMS)(random.pick(BN_ADJ), random.pick(BN_NOUN));
  return random.pick(EN_FORMS)(random.pick(EN_ADJ), random.pick(EN_NOUN));
}

/** Whether a title is written in Bangla script (its author should be too). */
export function isBangla(text: string): boolean {
  return /[\u0980-\u09FF]/.test(text);
}
