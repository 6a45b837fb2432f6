// Follow records as the API shows them: resources with the follower (`user`) and/or the followed thing
// (`followable`), whose kind `followable_type` names as App\Models\User or App\Models\Library.
import { MODEL_TYPES, toResource } from "../../src/api/schemas/resource";
import type { follows } from "../db/schema";
import { libraryShort, type LibraryShortRow } from "./libraries";
import { userSummary, type UserSummaryRow } from "./users";

export type FollowRow = typeof follows.$inferSelect;
export type FollowableType = "user" | "library";

export type Followable =
  { type: "user"; row: UserSummaryRow } | { type: "library"; row: LibraryShortRow };

export function followRecord(
  f: FollowRow,
  parts: { follower?: UserSummaryRow; followable?: Followable },
) {
  return toResource({
    id: f.id,
    ...(parts.follower ? { user: userSummary(parts.follower) } : {}),
    followable_type: MODEL_TYPES[f.followableType as FollowableType],
    ...(parts.followable
      ? {
          followable:
            parts.followable.type === "user"
              ? userSummary(parts.followable.row)
              : libraryShort(parts.followable.row),
        }
      : {}),
    created_at: f.createdAt.toISOString(),
  });
}
