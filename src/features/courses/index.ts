// Training courses: list, detail, apply, cart and my courses screens.
export { CoursesScreen, type ListQuery } from "./CoursesScreen";
export { CourseDetailScreen } from "./CourseDetailScreen";
export { CourseApplyScreen } from "./CourseApplyScreen";
export { CartScreen } from "./CartScreen";
export { MyCoursesScreen } from "./MyCoursesScreen";
