// Post bodies, comments and report reasons, in Bangla and English; some posts carry YouTube or Vimeo links.
export const USER_POSTS: { title: string | null; body: string }[] = [
  { title: null, body: 'আজ "পথের পাঁচালী" শেষ করলাম। অপু আর দুর্গার কথা অনেকদিন মনে থাকবে।' },
  {
    title: "Book of the month",
    body: 'Finished "Things Fall Apart" this week. Short, sharp and unforgettable. Who wants to discuss it on Saturday?',
  },
  { title: null, body: "বৃষ্টির দিনে চা আর একটা কবিতার বই — এর চেয়ে ভালো আর কী হতে পারে?" },
  {
    title: null,
    body: 'Does anyone have a copy of "A Brief History of Time" to lend? Ours is out until next month.',
  },
  {
    title: "পাঠচক্র",
    body: 'এই শুক্রবার বিকেল ৪টায় হুমায়ূন আহমেদের "নন্দিত নরকে" নিয়ে আলোচনা। সবাই আমন্ত্রিত।',
  },
  {
    title: null,
    body: "A great short talk on why reading aloud to children matters: https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  },
  { title: null, body: "ছোট ভাই আজ প্রথমবার নিজে নিজে একটা পুরো বই পড়ল! 📚" },
  {
    title: "Study tip",
    body: "Pomodoro plus the library's quiet room = two chapters of physics before lunch.",
  },
  {
    title: null,
    body: "Animated short we watched at the children's corner today: https://vimeo.com/1084537",
  },
  { title: null, body: 'রবীন্দ্রনাথের "শেষের কবিতা" আবার পড়লাম। প্রতিবার নতুন কিছু চোখে পড়ে।' },
  { title: null, body: 'Recommendations for Bangla science fiction? I loved "দীপু নাম্বার টু".' },
  {
    title: "Volunteers needed",
    body: "We need two volunteers to help label new books this weekend. Snacks provided!",
  },
  { title: null, body: "নতুন বছরে লক্ষ্য: মাসে অন্তত দুটি বই। কে কে আছেন সাথে?" },
  {
    title: null,
    body: "This animated film about a girl and her dragon made me cry: https://youtu.be/eRsGyueVLvQ",
  },
  { title: null, body: "বইমেলা থেকে আজকের সংগ্রহ — জাফর ইকবালের দুটি আর জীবনানন্দের কবিতাসমগ্র।" },
  {
    title: null,
    body: 'Reading "Sultana\'s Dream" in English and "সুলতানার স্বপ্ন" in Bangla side by side. Fascinating.',
  },
  {
    title: "ধন্যবাদ",
    body: "পাঠাগারের সবাইকে ধন্যবাদ, পরীক্ষার সময় পড়ার জায়গা দেওয়ার জন্য। জিপিএ ৫ পেয়েছি!",
  },
  {
    title: null,
    body: "Anyone else think libraries should open later in the evening for working people?",
  },
  {
    title: null,
    body: "A calm video on how paper is made, for the curious: https://vimeo.com/76979871",
  },
  { title: null, body: "আজ লাইব্রেরিতে প্রথম দিন। কার্ড পেয়ে খুব ভালো লাগছে।" },
  {
    title: null,
    body: "Started a small shelf of donated books at our tea stall. Take one, leave one.",
  },
  { title: null, body: 'মুক্তিযুদ্ধের উপর ভালো কিছু বইয়ের নাম বলবেন? "একাত্তরের দিনগুলি" পড়েছি।' },
  { title: null, body: "My daughter drew the cover of her favourite book. Proud parent moment!" },
  { title: null, body: "গ্রামের স্কুলে আমরা ৫০টি বই দান করলাম। পাশে থাকার জন্য সবাইকে ধন্যবাদ।" },
];

export const LIBRARY_POSTS: { title: string | null; body: string }[] = [
  {
    title: "New arrivals",
    body: "120 new books arrived this week, including Bangla poetry, science for teens and English classics. Come and borrow!",
  },
  {
    title: "নোটিশ",
    body: "আগামী ২১শে ফেব্রুয়ারি পাঠাগার বন্ধ থাকবে। সকালে প্রভাতফেরিতে সবাইকে আমন্ত্রণ।",
  },
  {
    title: "Reading competition",
    body: "Our annual reading competition for class 6 to 10 starts next month. Register at the front desk.",
  },
  { title: null, body: "পাঠাগারের নতুন শিশু কর্নার উদ্বোধন হলো আজ। ছবিগুলো দেখুন!" },
  {
    title: "Story hour",
    body: 'Story hour every Friday at 10 am. This week: "ঠাকুরমার ঝুলি". Watch last week\'s session: https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  {
    title: "বই ফেরত দিন",
    body: "যাদের কাছে দুই সপ্তাহের বেশি সময় ধরে বই আছে, অনুগ্রহ করে ফেরত দিন যাতে অন্যরাও পড়তে পারে।",
  },
  {
    title: "Computer classes",
    body: "Free basic computer classes on Saturdays, 3 pm to 5 pm. Limited seats.",
  },
  { title: null, body: "বিজয় দিবস উপলক্ষে মুক্তিযুদ্ধ বিষয়ক বইয়ের প্রদর্শনী চলছে। সবাই আসুন।" },
  {
    title: "Thank you, donors",
    body: "Thanks to everyone who donated books this year: 640 books and 3 new shelves!",
  },
  { title: "ভিডিও", body: "গত মাসের পাঠচক্রের ভিডিও: https://vimeo.com/76979871" },
  {
    title: "Opening hours",
    body: "From this month we stay open until 9 pm on weekdays, so students can study after coaching.",
  },
  { title: null, body: "নতুন সদস্যদের স্বাগতম! এ মাসে ৩৫ জন নতুন সদস্য যোগ দিয়েছেন।" },
];

export const COMMENTS = [
  "খুব সুন্দর!",
  "Great idea!",
  "আমিও আসব।",
  "Count me in.",
  "ধন্যবাদ শেয়ার করার জন্য।",
  "Which shelf is it on?",
  "অসাধারণ বই।",
  "I read it last year, loved it.",
  "কখন শুরু হবে?",
  "Thanks for organising this!",
  "দারুণ উদ্যোগ 👏",
  "Can I bring my younger brother?",
  "বইটা কি পাঠাগারে আছে?",
  "Beautiful photo.",
  "শুভকামনা রইল।",
  "Let's do it again next month.",
];

export const LIKE_EMOJI = "&#128077;";

export const COMPLAIN_TYPES: { type: "User" | "Post"; name: string }[] = [
  { type: "User", name: "Fake account" },
  { type: "User", name: "Harassment or bullying" },
  { type: "User", name: "Pretending to be someone else" },
  { type: "User", name: "Spam or scam" },
  { type: "User", name: "অনুপযুক্ত প্রোফাইল ছবি" },
  { type: "Post", name: "Spam" },
  { type: "Post", name: "Hate speech" },
  { type: "Post", name: "False information" },
  { type: "Post", name: "Violence or threats" },
  { type: "Post", name: "Copyright violation" },
  { type: "Post", name: "অশালীন বা আপত্তিকর কনটেন্ট" },
];
