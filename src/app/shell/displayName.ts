// The signed-in reader's name as the top bar and left column show it: first name and surname.
export function displayName(
  user: { first_name?: string | null; surname?: string | null } | null,
): string {
  if (!user) return "";
  return [user.first_name, user.surname].filter(Boolean).join(" ");
}
