// The API client's public surface: the request function, the error type and one module per resource.
export { apiRequest, configureApi, formData, type ApiConfig, type RequestOptions } from "./client";
export { ApiError, isApiError, type ApiErrorKind } from "./errors";
export * as postsApi from "./posts";
export * as commentsApi from "./comments";
export * as likesApi from "./likes";
export * as followsApi from "./follows";
export * as blocksApi from "./blocks";
export * as usersApi from "./users";
export * as librariesApi from "./libraries";
export * as booksApi from "./books";
export * as membersApi from "./members";
export * as coursesApi from "./courses";
export * as ordersApi from "./orders";
export * as authApi from "./auth";
export * as uploadsApi from "./uploads";
export * as profileApi from "./profile";
export * as openApi from "./openapi";
