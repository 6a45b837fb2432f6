// The library form's fields and what is sent: the post code goes to post_code (the original app sent
// it to founded_at by mistake; see README's notes).
import type { Library } from "../../api/schemas";

export interface LibraryFormValues {
  title: string;
  name: string;
  about: string;
  email: string;
  phone: string;
  mobile: string;
  founded_at: string;
  govt_reg_no: string;
  house: string;
  village: string;
  police_station: string;
  district: string;
  post_code: string;
  total_regular_news_papers: string;
  total_regular_magazines: string;
  opening_time_at: string;
  closing_time_at: string;
  off_days: string;
}

export const emptyLibraryForm = (): LibraryFormValues => ({
  title: "",
  name: "",
  about: "",
  email: "",
  phone: "",
  mobile: "",
  founded_at: "",
  govt_reg_no: "",
  house: "",
  village: "",
  police_station: "",
  district: "",
  post_code: "",
  total_regular_news_papers: "0",
  total_regular_magazines: "0",
  opening_time_at: "",
  closing_time_at: "",
  off_days: "",
});

export function libraryToForm(l: Library): LibraryFormValues {
  return {
    title: l.title,
    name: l.name,
    about: l.about ?? "",
    email: l.email ?? "",
    phone: l.phone ?? "",
    mobile: l.mobile ?? "",
    founded_at: l.founded_at ?? "",
    govt_reg_no: l.govt_reg_no ?? "",
    house: l.address.house ?? "",
    village: l.address.village ?? "",
    police_station: l.address.police_station?.name ?? "",
    district: l.address.district?.name ?? "",
    post_code: l.post_code ?? l.address.post_code ?? "",
    total_regular_news_papers: String(l.total_regular_news_papers),
    total_regular_magazines: String(l.total_regular_magazines),
    opening_time_at: (l.opening_time_at ?? "").slice(0, 5),
    closing_time_at: (l.closing_time_at ?? "").slice(0, 5),
    off_days: l.off_days ?? "",
  };
}

/** A unique handle from a name: lower-case Latin letters, digits and dashes. */
export function suggestHandle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036F]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50);
}

/** The JSON body for POST /api/libraries and PUT /api/libraries/{id}: blanks become null. */
export function formToBody(f: LibraryFormValues): Record<string, unknown> {
  const text = (s: string) => (s.trim() ? s.trim() : null);
  const count = (s: string) => (s.trim() === "" ? 0 : Math.max(0, Math.trunc(Number(s)) || 0));
  return {
    title: f.title.trim(),
    name: f.name.trim(),
    about: text(f.about),
    email: text(f.email),
    phone: text(f.phone),
    mobile: text(f.mobile),
    founded_at: text(f.founded_at),
    govt_reg_no: text(f.govt_reg_no),
    house: text(f.house),
    village: text(f.village),
    police_station: text(f.police_station),
    district: text(f.district),
    // The one post code field is both the library's and its address's.
    post_code: text(f.post_code),
    address_post_code: text(f.post_code),
    total_regular_news_papers: count(f.total_regular_news_papers),
    total_regular_magazines: count(f.total_regular_magazines),
    opening_time_at: text(f.opening_time_at),
    closing_time_at: text(f.closing_time_at),
    off_days: text(f.off_days),
  };
}
