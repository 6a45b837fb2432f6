// A name is first name and surname, with what a person lacks left out.
import { expect, it } from "vitest";
import { fullName } from "./fullName";

it.each([
  [{ first_name: "Rahim", surname: "Uddin" }, "Rahim Uddin"],
  [{ first_name: "সাকিব", surname: null }, "সাকিব"],
  [{ first_name: "", surname: "Begum" }, "Begum"],
  [null, ""],
  [undefined, ""],
])("%o reads %s", (person, name) => {
  expect(fullName(person)).toBe(name);
});
