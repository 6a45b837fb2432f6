// The seeded community libraries: Alokito Pathagar (Rahim's, with the big catalogue) and five more.
export interface LibrarySeed {
  name: string;
  title: string;
  about: string;
  email: string;
  foundedAt: string;
  govtRegNo: string;
  phone: string;
  mobile: string;
  postCode: string;
  newspapers: number;
  magazines: number;
  opens: string;
  closes: string;
  offDays: string;
  house: string;
  village: string;
  district: string;
  policeStation: string;
  /** Logo and cover colours. */
  colors: [string, string];
  /** Initials drawn on the logo (Latin, so any font renders them). */
  initials: string;
  books: number;
  members: number;
  issues: number;
}

export const LIBRARIES: LibrarySeed[] = [
  {
    name: "alokito",
    title: "Alokito Pathagar",
    about:
      "A community library in Mirpur since 1998: 3,000 books in Bangla and English, a reading room open six days a week, and a children's corner every Friday.\n\nআলোকিত পাঠাগার — বই পড়ুন, আলোকিত হোন।",
    email: "alokito.pathagar@example.com",
    foundedAt: "1998-03-26",
    govtRegNo: "DHA-SW-1998-0412",
    phone: "+88029001234",
    mobile: "+8801711000101",
    postCode: "1216",
    newspapers: 6,
    magazines: 12,
    opens: "09:00",
    closes: "20:00",
    offDays: "Friday",
    house: "House 14, Road 7, Block C",
    village: "Section 10",
    district: "Dhaka",
    policeStation: "Mirpur Model",
    colors: ["#0f766e", "#fbbf24"],
    initials: "AP",
    books: 3000,
    members: 300,
    issues: 500,
  },
  {
    name: "shapla",
    title: "শাপলা গণপাঠাগার",
    about: "গ্রামের মানুষের জন্য একটি গণপাঠাগার। প্রতি বৃহস্পতিবার বিকেলে পাঠচক্র, শীতে বইমেলা।",
    email: "shapla.library@example.com",
    foundedAt: "2006-12-16",
    govtRegNo: "CUM-2006-117",
    phone: "+88081760345",
    mobile: "+8801811000102",
    postCode: "3530",
    newspapers: 3,
    magazines: 4,
    opens: "14:00",
    closes: "19:00",
    offDays: "Friday",
    house: "Shapla Bhaban",
    village: "Elahabad",
    district: "Cumilla",
    policeStation: "Debidwar",
    colors: ["#be185d", "#fde68a"],
    initials: "SG",
    books: 240,
    members: 40,
    issues: 60,
  },
  {
    name: "nobarun",
    title: "Nobarun Pathagar",
    about: "Books, a science club and free English classes for school students near Shaheb Bazar.",
    email: "nobarun@example.com",
    foundedAt: "2011-02-21",
    govtRegNo: "RAJ-2011-0088",
    phone: "+880721772200",
    mobile: "+8801911000103",
    postCode: "6100",
    newspapers: 4,
    magazines: 6,
    opens: "10:00",
    closes: "18:00",
    offDays: "Friday, Saturday",
    house: "32 Ghoramara",
    village: "Boalia",
    district: "Rajshahi",
    policeStation: "Boalia Model",
    colors: ["#1d4ed8", "#f97316"],
    initials: "NP",
    books: 180,
    members: 30,
    issues: 40,
  },
  {
    name: "surma",
    title: "সুরমা পাঠাগার",
    about: "সুরমা নদীর পাড়ে ছোট্ট একটি পাঠাগার। শিশু-কিশোরদের জন্য আলাদা কর্নার আছে।",
    email: "surma.pathagar@example.com",
    foundedAt: "2015-08-01",
    govtRegNo: "SYL-2015-0231",
    phone: "+88082171100",
    mobile: "+8801611000104",
    postCode: "3100",
    newspapers: 2,
    magazines: 3,
    opens: "15:00",
    closes: "21:00",
    offDays: "Tuesday",
    house: "Keane Bridge Road",
    village: "Kazir Bazar",
    district: "Sylhet",
    policeStation: "Kotwali Model",
    colors: ["#7c3aed", "#a7f3d0"],
    initials: "SP",
    books: 150,
    members: 25,
    issues: 30,
  },
  {
    name: "rupsha",
    title: "Rupsha Gono Pathagar",
    about: "A reading room for dock workers' families on the Rupsha river, open late on weekdays.",
    email: "rupsha@example.com",
    foundedAt: "2003-05-10",
    govtRegNo: "KHU-2003-0057",
    phone: "+88041720321",
    mobile: "+8801511000105",
    postCode: "9100",
    newspapers: 5,
    magazines: 2,
    opens: "16:00",
    closes: "22:00",
    offDays: "Friday",
    house: "7 Khan Jahan Ali Road",
    village: "Sonadanga",
    district: "Khulna",
    policeStation: "Sonadanga Model",
    colors: ["#b45309", "#e0f2fe"],
    initials: "RG",
    books: 120,
    members: 20,
    issues: 20,
  },
  {
    name: "jonaki",
    title: "জোনাকি পাঠাগার",
    about: "মিঠাপুকুরের তরুণদের হাতে গড়া পাঠাগার। প্রতি মাসে একটি বই-আলোচনা।",
    email: "jonaki@example.com",
    foundedAt: "2019-01-01",
    govtRegNo: "RNG-2019-0310",
    phone: "+88052163001",
    mobile: "+8801311000106",
    postCode: "5460",
    newspapers: 1,
    magazines: 2,
    opens: "10:00",
    closes: "17:00",
    offDays: "Thursday",
    house: "Jonaki Ghar",
    village: "Shatibari",
    district: "Rangpur",
    policeStation: "Mithapukur",
    colors: ["#15803d", "#fef08a"],
    initials: "JP",
    books: 90,
    members: 15,
    issues: 15,
  },
];
