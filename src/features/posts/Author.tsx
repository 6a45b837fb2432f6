// The author's picture (or initials) and display name, as posts and comments show them.
import type { UserSummary } from "../../api/schemas";
import { Avatar } from "../../ui/Avatar";
import { fullName } from "../../lib/fullName";

export const authorName = (user: Pick<UserSummary, "first_name" | "surname">): string =>
  fullName(user);

/** Beside the name it links to, so hidden from screen readers. */
export function AuthorAvatar({
  user,
  size = "medium",
}: {
  user: UserSummary;
  size?: "small" | "medium";
}) {
  return (
    <Avatar
      name={authorName(user)}
      src={user.photo_url}
      size={size === "small" ? 32 : 44}
      decorative
    />
  );
}
