// Shared marketing content: services, products (with store links), awards and videos, as translatable messages.
import { msg } from "@lingui/core/macro";

export const PLAY_STORE = "https://play.google.com/store/search?q=pathagar&c=apps";
export const APP_STORE = "https://apps.apple.com/search?term=pathagar";
export const YOUTUBE = "https://www.youtube.com/results?search_query=pathagar+library";

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

export const mediaVideos = [
  { key: "news-report", title: msg`News report: libraries go digital` },
  { key: "tv-feature", title: msg`Television feature on community reading` },
];

export const founderVideos = [
  { key: "founder-village", title: msg`A founder on starting a village library` },
  { key: "founder-youth", title: msg`How young volunteers keep a library open` },
];
