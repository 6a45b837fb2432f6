// The seeded training courses: fees in BDT, some discounted, one running live.
export interface CourseSeed {
  slug: string;
  title: string;
  preTitle: string | null;
  postTitle: string | null;
  colors: [background: string, title: string, subtitle: string];
  discount: number;
  listFee: number;
  duration: number;
  isLive: boolean;
  /** Days from the seed time until the first class. */
  startsInDays: number | null;
  daysAndTime: string;
  intro: string;
  careerOpportunities: string;
}

export const COURSES: CourseSeed[] = [
  {
    slug: "web-development-react",
    title: "Web Development with React",
    preTitle: "Live course",
    postTitle: "From HTML to a working app",
    colors: ["#0f172a", "#38bdf8", "#e2e8f0"],
    discount: 20,
    listFee: 12000,
    duration: 48,
    isLive: true,
    startsInDays: 10,
    daysAndTime: "Sat, Mon, Wed · 8:00 pm – 10:00 pm",
    intro:
      "Build real web apps with HTML, CSS, JavaScript and React, step by step, with weekly projects and code reviews.",
    careerOpportunities:
      "Junior front-end developer, freelance web work, internships at software firms in Dhaka.",
  },
  {
    slug: "spoken-english",
    title: "Spoken English",
    preTitle: "Beginner to confident",
    postTitle: "Speak at work and in interviews",
    colors: ["#7c2d12", "#fdba74", "#ffedd5"],
    discount: 0,
    listFee: 3500,
    duration: 24,
    isLive: false,
    startsInDays: 5,
    daysAndTime: "Sun, Tue · 7:00 pm – 8:30 pm",
    intro: "Everyday conversation, pronunciation and interview practice in small groups.",
    careerOpportunities: "Call centres, hospitality, sales, higher studies abroad.",
  },
  {
    slug: "graphic-design",
    title: "গ্রাফিক ডিজাইন",
    preTitle: "হাতে-কলমে",
    postTitle: "লোগো, পোস্টার ও সোশ্যাল মিডিয়া ডিজাইন",
    colors: ["#4c1d95", "#f0abfc", "#ede9fe"],
    discount: 25,
    listFee: 8000,
    duration: 36,
    isLive: false,
    startsInDays: 14,
    daysAndTime: "শুক্র, শনি · সকাল ১০টা – দুপুর ১২টা",
    intro: "ডিজাইনের মূলনীতি, রং, টাইপোগ্রাফি এবং ফ্রি সফটওয়্যারে পোস্টার ও লোগো তৈরি।",
    careerOpportunities: "ফ্রিল্যান্স ডিজাইনার, প্রিন্টিং প্রেস, বিজ্ঞাপন সংস্থা।",
  },
  {
    slug: "freelancing-basics",
    title: "ফ্রিল্যান্সিং",
    preTitle: "শুরু থেকে",
    postTitle: "মার্কেটপ্লেসে প্রথম কাজ",
    colors: ["#064e3b", "#6ee7b7", "#d1fae5"],
    discount: 10,
    listFee: 5000,
    duration: 20,
    isLive: false,
    startsInDays: 21,
    daysAndTime: "রবি, বুধ · রাত ৯টা – ১০টা",
    intro: "প্রোফাইল তৈরি, প্রস্তাব লেখা, ক্লায়েন্টের সাথে যোগাযোগ এবং নিরাপদে পেমেন্ট গ্রহণ।",
    careerOpportunities: "অনলাইনে খণ্ডকালীন বা পূর্ণকালীন আয়।",
  },
  {
    slug: "python-for-beginners",
    title: "Python for Beginners",
    preTitle: "No experience needed",
    postTitle: "Automate the boring stuff",
    colors: ["#1e3a8a", "#fde047", "#dbeafe"],
    discount: 0,
    listFee: 6000,
    duration: 30,
    isLive: false,
    startsInDays: null,
    daysAndTime: "Self-paced with weekly Q&A on Thursday 8:00 pm",
    intro: "Variables, loops, files and small scripts that save hours of office work.",
    careerOpportunities:
      "Data entry automation, junior data analyst, a first step into programming.",
  },
  {
    slug: "library-management",
    title: "Library Management",
    preTitle: "For volunteers",
    postTitle: "Catalogue, lend and grow a community library",
    colors: ["#134e4a", "#fcd34d", "#ccfbf1"],
    discount: 50,
    listFee: 2000,
    duration: 12,
    isLive: false,
    startsInDays: 30,
    daysAndTime: "Saturday · 3:00 pm – 6:00 pm",
    intro:
      "Cataloguing, book codes and shelves, member cards, lending rules and fundraising for small libraries.",
    careerOpportunities: "Library assistant, school librarian, NGO programme volunteer.",
  },
  {
    slug: "digital-marketing",
    title: "Digital Marketing",
    preTitle: "Practical",
    postTitle: "Facebook, search and email",
    colors: ["#831843", "#fda4af", "#fce7f3"],
    discount: 15,
    listFee: 7000,
    duration: 24,
    isLive: false,
    startsInDays: 18,
    daysAndTime: "Mon, Thu · 8:00 pm – 9:30 pm",
    intro:
      "Plan a campaign, write posts that work, read the numbers and spend a small budget wisely.",
    careerOpportunities: "Social media executive, small business marketing, freelance campaigns.",
  },
];
