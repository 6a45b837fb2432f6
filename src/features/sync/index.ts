// Sync UI for the screens: the pending marker of an item. The top bar's indicator and its panel load on their own,
// for a signed-in person only (src/app/shell/RootLayout.tsx), so they are not in this list.
export { PendingBadge, PendingMarkBadge } from "./PendingBadge";
