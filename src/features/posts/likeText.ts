// The like summary under a post ("You, Rina and 3 others"), worked out and translated.
import type { I18n } from "@lingui/core";
import { msg, select } from "@lingui/core/macro";
import { formatNumber } from "../../i18n/format";
import { pluralCategory } from "../../i18n/plural";
import type { UserSummary } from "../../api/schemas";
import { likeSummary } from "../../lib/likeSummary";
import { authorName } from "./Author";

export interface LikeParts {
  /** The names to show, "You" first when the caller likes the post (at most two). */
  names: string[];
  /** How many more people like it. */
  others: number;
}

/** Up to two names (the caller as "You" first), then how many others (SPEC §9, src/lib/likeSummary). */
export function likeParts(
  total: number,
  likers: UserSummary[],
  mine: boolean,
  myId: number | undefined,
  you: string,
): LikeParts {
  const parts = likeSummary({
    total,
    names: likers.filter((u) => u.id !== myId).map(authorName),
    likedByMe: mine,
  });
  if (parts.total === 0) return { names: [], others: 0 };
  return { names: [...(parts.you ? [you] : []), ...parts.names], others: parts.others };
}

/** The sentence for the summary, in the active language; "" when nobody likes the post. */
export function likeText(i18n: I18n, { names, others }: LikeParts): string {
  const [a, b] = names;
  // The form by pluralCategory (no Intl object at the feed's first render), the count in the language's digits.
  const form = pluralCategory(others, i18n.locale);
  const count = formatNumber(others);
  if (a === undefined) {
    return others > 0
      ? i18n._(
          msg`${select(form, { one: `${count} person likes this`, other: `${count} people like this` })}`,
        )
      : "";
  }
  if (b === undefined) {
    return others > 0
      ? i18n._(msg`${a} and ${select(form, { one: `${count} other`, other: `${count} others` })}`)
      : a;
  }
  return others > 0
    ? i18n._(
        msg`${a}, ${b} and ${select(form, { one: `${count} other`, other: `${count} others` })}`,
      )
    : i18n._(msg`${a} and ${b}`);
}
