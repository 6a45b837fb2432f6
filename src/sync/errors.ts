// The errors sync calls reject with (the API client's), for screens that tell them apart.
export { ApiError, isApiError, parseRetryAfter } from "../api/errors";
