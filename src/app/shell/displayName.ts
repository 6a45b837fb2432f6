// The signed-in reader's name as the top bar and left column show it: first name and surname.
import { fullName, type NameParts } from "../../lib/fullName";

export const displayName = (user: NameParts | null): string => fullName(user);
