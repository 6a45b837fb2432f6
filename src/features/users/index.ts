// People: search, and profiles with their follow lists (reporting and blocking come from posts).
export { UsersScreen, type PeopleQuery } from "./UsersScreen";
export { ProfileScreen, profileSearch, type ProfileTab } from "./ProfileScreen";
