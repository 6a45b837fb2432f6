// A person's name as every screen writes it: first name and surname, leaving out what they lack.
export interface NameParts {
  first_name?: string | null;
  surname?: string | null;
}

export const fullName = (person: NameParts | null | undefined): string =>
  person ? [person.first_name, person.surname].filter(Boolean).join(" ") : "";
