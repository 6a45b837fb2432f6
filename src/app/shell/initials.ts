// Initials of the first two words of a name, for an avatar circle without a photo.
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? "")
    .join("");
}

export function displayName(
  user: { first_name?: string | null; surname?: string | null } | null,
): string {
  if (!user) return "";
  return [user.first_name, user.surname].filter(Boolean).join(" ");
}
