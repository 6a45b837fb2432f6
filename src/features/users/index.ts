// People: search, profiles with their follow lists, reporting and blocking.
export { UsersScreen, type PeopleQuery } from "./UsersScreen";
export { ProfileScreen, profileSearch, type ProfileTab } from "./ProfileScreen";
export { ReportModal, type ReportModalProps } from "./ReportModal";
export { BlockDialog } from "./BlockDialog";
export { blockPerson, forgetPostsBy } from "./moderation";
