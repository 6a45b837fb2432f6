// Which of the device's members a desk search finds: words of the name (as typed, or in the other script:
// "Suman" finds সুমন), code or mobile, and a mobile typed in any form (spaces, dashes, +88, Bangla digits)
// against the stored +880… number.
import { searchMatcher, searchText, type MemberRow } from "../db";
import { toAsciiDigits } from "../lib/digits";
import { memberName } from "../lib/libraryText";
import { bdMobilePrefix, normaliseBdMobile } from "../lib/phone";

type Searchable = Pick<MemberRow, "first_name" | "surname" | "nickname" | "member_code" | "mobile">;

/** A test for members matching `term`; every member matches an empty term. */
export function memberFilter(term: string): (member: Searchable) => boolean {
  const matches = searchMatcher(toAsciiDigits(term));
  const mobile = bdMobilePrefix(term);
  return (m) => {
    if (mobile && m.mobile && normaliseBdMobile(toAsciiDigits(m.mobile)).startsWith(mobile))
      return true;
    const name = memberName(m);
    return matches(searchText(`${name} ${m.member_code} ${m.mobile ?? ""}`, name));
  };
}
