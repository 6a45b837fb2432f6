// How a library member's name and a library's address read, on screens and in the device's search.
import { fullName } from "./fullName";

interface PersonName {
  first_name: string;
  surname?: string | null;
  nickname?: string | null;
}

interface AddressParts {
  house?: string | null;
  village?: string | null;
  police_station?: { name: string } | null;
  district?: { name: string } | null;
  post_code?: string | null;
}

/** "First Surname (nickname)", leaving out the parts a person does not have. */
export const memberName = (m: PersonName) => fullName(m) + (m.nickname ? ` (${m.nickname})` : "");

/** House, village, police station, district and post code, those the library gave, comma-separated. */
export const libraryAddress = (l: { address: AddressParts }) =>
  [
    l.address.house,
    l.address.village,
    l.address.police_station?.name,
    l.address.district?.name,
    l.address.post_code,
  ]
    .filter(Boolean)
    .join(", ");
