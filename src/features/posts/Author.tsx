// The author's picture (or initials on a stable colour) and display name, as posts and comments show them.
import type { UserSummary } from "../../api/schemas";
import { colourIndex, initials } from "../../lib/initials";

export function authorName(user: Pick<UserSummary, "first_name" | "surname">): string {
  return [user.first_name, user.surname].filter(Boolean).join(" ");
}

const COLOURS = 8;

export function AuthorAvatar({
  user,
  size = "medium",
}: {
  user: UserSummary;
  size?: "small" | "medium";
}) {
  const name = authorName(user);
  if (user.photo_url) {
    return (
      <img
        className={`author-avatar author-avatar--${size}`}
        src={user.photo_url}
        alt=""
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span
      className={`author-avatar author-avatar--${size} author-avatar--c${colourIndex(name, COLOURS)}`}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
