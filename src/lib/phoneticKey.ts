// A spelling-blind key for names and titles, the same for Bangla script and its Latin spellings: "সুমন",
// "Suman" and "Sumon" give "smn"; "পথের পাঁচালী" and "pather panchali" give "ptr pcl". Each word keeps its
// consonants as a reader hears them (aspirates, sibilants and the two t/d series fold together), vowels
// and semivowels go, an n before another consonant goes (ঁ and ং are written n, ng or nothing in Latin),
// and doubled letters count once.

/** Bangla consonants as Latin sounds (one letter each, folded like Latin below). */
const CONSONANTS: Record<string, string> = {
  ক: "k",
  খ: "k",
  গ: "g",
  ঘ: "g",
  ঙ: "ng",
  চ: "c",
  ছ: "c",
  জ: "j",
  ঝ: "j",
  ঞ: "n",
  ট: "t",
  ঠ: "t",
  ড: "d",
  ঢ: "d",
  ণ: "n",
  ত: "t",
  থ: "t",
  দ: "d",
  ধ: "d",
  ন: "n",
  প: "p",
  ফ: "p",
  ব: "b",
  ভ: "b",
  ম: "m",
  য: "j",
  র: "r",
  ল: "l",
  শ: "s",
  ষ: "s",
  স: "s",
  হ: "h",
  "\u09DC": "r", // ড়
  "\u09DD": "r", // ঢ়
  "\u09DF": "", // য়, a semivowel
  ৎ: "t",
};

/** Marks that add a sound after a letter without being a consonant with a vowel of its own. */
const MARKS: Record<string, string> = { "\u0982": "ng", "\u0981": "n", "\u0983": "" }; // ং ঁ ঃ
const HASANTA = "\u09CD";
/** Independent vowels and vowel signs: a vowel (its quality does not count), ঋ and ৃ an r. */
const VOWEL = /[\u0985-\u0994]|[\u09BE-\u09CC]|\u09D7/;
const RI = /\u098B|\u09C3/;
const BANGLA = /[\u0980-\u09FF]/;

/** Bangla script spelled with one Latin letter a sound, "a" for every vowel heard or written. */
function banglaSounds(word: string): string {
  const chars = [...word.replace(/[\u09AF\u09A1\u09A2]\u09BC/g, nukta)];
  const heard = inherentVowels(chars);
  let out = "";
  chars.forEach((ch, i) => {
    if (ch in CONSONANTS) {
      out += isPhala(chars, i) ? "" : CONSONANTS[ch];
      if (heard[i]) out += "a";
    } else if (ch in MARKS) out += MARKS[ch];
    else if (RI.test(ch)) out += "r";
    else if (VOWEL.test(ch)) out += "a";
    else if (/[0-9a-z]/.test(ch)) out += ch;
  });
  return out;
}

/**
 * ব-ফলা and য-ফলা (after a hasanta) lengthen or round the sound before; neither is a b or a j. A ব after
 * ম, ব or a র (a reph) is a b all the same: অম্বর, আব্বা, পার্বতী.
 */
function isPhala(chars: string[], i: number): boolean {
  const ch = chars[i];
  if (chars[i - 1] !== HASANTA) return false;
  return ch === "য" || (ch === "ব" && !["ম", "ব", "র"].includes(chars[i - 2]!));
}

const carriesVowel = (ch: string | undefined): boolean =>
  ch !== undefined && ch !== "ৎ" && (ch in CONSONANTS || VOWEL.test(ch) || RI.test(ch));

/**
 * For each consonant followed by a consonant, whether its inherent vowel is heard. Decided from the word's
 * end: it is not heard between a vowel and a syllable with a vowel of its own (রহমান "rahman", তানভীর
 * "tanbhir", ধানমন্ডি "dhanmondi"), and is heard otherwise (কনক "konok", চন্দ্রনাথ "chondronath").
 */
function inherentVowels(chars: string[]): boolean[] {
  const heard: boolean[] = [];
  // Whether the consonant at j is spoken with a vowel: a vowel sign, a mark, or its own inherent vowel.
  const voiced = (j: number): boolean => {
    const next = chars[j + 1];
    if (next === undefined || next === HASANTA || !BANGLA.test(next)) return false;
    return next in CONSONANTS ? heard[j]! : true;
  };
  for (let i = chars.length - 2; i >= 0; i--) {
    const ch = chars[i]!;
    if (!(ch in CONSONANTS) || !(chars[i + 1]! in CONSONANTS)) continue;
    // Two of the same sound with no vowel between are written as a conjunct (জন্ম), so জননী is "jononi";
    // but র্র is seldom written, and রর stands for it (মোশাররফ "mosharrof").
    const same = ch !== "র" && CONSONANTS[ch] === CONSONANTS[chars[i + 1]!];
    heard[i] = ch !== "ৎ" && (same || !(carriesVowel(chars[i - 1]) && voiced(i + 1)));
  }
  return heard;
}

/** The precomposed letter for a letter written with a nukta. */
function nukta(pair: string): string {
  return { য: "\u09DF", ড: "\u09DC", ঢ: "\u09DD" }[pair[0]!]!;
}

/** Latin letters folded to the same sounds: aspirated pairs, x, q, z, v, f and the semivowels. */
function latinSounds(word: string): string {
  return word
    .normalize("NFD")
    .replace(/[\u0300-\u036F]/g, "")
    .replace(/[^a-z0-9]/g, "")
    .replace(/x/g, "ks")
    .replace(/q/g, "k")
    .replace(/([kgcjtdpbs])h+/g, "$1")
    .replace(/z/g, "j")
    .replace(/v/g, "b")
    .replace(/f/g, "p")
    .replace(/[wy]/g, "");
}

/**
 * Both scripts once spelled in Latin: ngk is nk (বঙ্কিম, Bankim), n before a consonant goes, doubles count
 * once, then the vowels go (after the doubles, so Biswas keeps two s and is not Bose).
 */
function fold(sounds: string): string {
  return sounds
    .replace(/ng(?=k)/g, "n")
    .replace(/n(?=[bcdgjklmprst])/g, "")
    .replace(/(.)\1+/g, "$1")
    .replace(/[aeiou]/g, "");
}

/** The key of one word. */
export function phoneticWord(word: string): string {
  const lower = word.normalize("NFC").toLowerCase();
  if (/^[0-9]+$/.test(lower)) return lower;
  return fold(BANGLA.test(lower) ? banglaSounds(lower) : latinSounds(lower));
}

/** The key of a text: each word's key, separated by spaces (words that leave nothing are skipped). */
export function phoneticKey(text: string): string {
  return text
    .normalize("NFC")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map(phoneticWord)
    .filter(Boolean)
    .join(" ");
}

/**
 * Whether a search term is a code rather than words: a digit or a code's punctuation (AP-03002, an ISBN, a
 * mobile number). Such a term is matched as typed only, never by sound ("GR-" is not the word "Gora").
 */
export const typedAsCode = (term: string): boolean => /[\d\-_/#]/.test(term);
