// Shared marketing content: services, products (with store links), awards and videos, as translatable messages.
import { msg } from "@lingui/core/macro";

export const PLAY_STORE = "https://play.google.com/store/search?q=pathagar&c=apps";
export const APP_STORE = "https://apps.apple.com/search?term=pathagar";
/** The company's channel on the video service. */
export const YOUTUBE = "https://youtube.com/@alorferi";

export const services = [
  {
    key: "software",
    title: msg`Software development`,
    body: msg`We design and build web and mobile software for libraries, schools and organisations in Bangladesh.`,
  },
  {
    key: "training",
    title: msg`Training and consultancy`,
    body: msg`Live courses and hands-on guidance that help people and teams build practical digital skills.`,
  },
  {
    key: "saas",
    title: msg`Software as a service`,
    body: msg`Library management in the cloud: books, members, book issues and posts, with nothing to install.`,
  },
];

export const products = [
  {
    key: "reader",
    title: msg`Pathagar for readers`,
    body: msg`Follow your libraries, see what is new on the shelves and talk about books with other readers.`,
  },
  {
    key: "librarian",
    title: msg`Pathagar Librarian`,
    body: msg`Keep the catalogue, members and book issues of a community library on a phone, even offline.`,
  },
  {
    key: "training",
    title: msg`Pathagar Training`,
    body: msg`Join live training courses, follow your classes and keep your certificates in one place.`,
  },
];

export const awards = [
  {
    key: "digital-innovation",
    title: msg`Digital innovation award`,
    body: msg`Recognised for bringing rural community libraries online.`,
  },
  {
    key: "social-impact",
    title: msg`Social impact recognition`,
    body: msg`Honoured for helping young readers get back to reading.`,
  },
  {
    key: "startup",
    title: msg`Promising start-up`,
    body: msg`Selected among the country's promising technology start-ups.`,
  },
  {
    key: "community",
    title: msg`Community choice`,
    body: msg`Chosen by librarians as the most useful tool of the year.`,
  },
];

/** News reports about the libraries (YouTube ids). */
export const mediaVideos = [
  { key: "O6tpimUtg24", title: msg`Somoy TV report on community libraries` },
  { key: "6VIGaPAnjz0", title: msg`The Business Standard report on community libraries` },
];

/** Library founders on their libraries (YouTube ids). */
export const founderVideos = [
  {
    key: "j1Bq9rASIoU",
    title: msg`Md. Kamruzzaman`,
    caption: msg`Founder, Adarsha Batighar Pathagar`,
  },
  {
    key: "JRJeDLP-7Hs",
    title: msg`Palash Roy`,
    caption: msg`Founder, Sachetan Shikkharthi Sangha (SASHIS) Pathagar`,
  },
  {
    key: "T6Nbz6y6obs",
    title: msg`Joynal Abedin`,
    caption: msg`Founder, Satbhita Granthanir`,
  },
];

/** The app's tutorials (YouTube ids), in the order a new reader needs them. */
export const tutorialVideos = [
  {
    key: "sbLFUISqMOk",
    title: msg`Tutorial 01: how to install the app and create your account with a mobile number`,
  },
  {
    key: "NtI0i-3gA70",
    title: msg`Tutorial 02: how to create your account with an email address`,
  },
  { key: "kXW38I0wa88", title: msg`Tutorial 03: how to create your library` },
  { key: "PnUrXnrxrn0", title: msg`Tutorial 04: how to add books to your library` },
];
