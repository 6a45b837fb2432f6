// The API contract's response shapes, declared once and used by the server and the client's api/.
export * from "./common";
export * from "./users";
export * from "./libraries";
export * from "./posts";
export * from "./courses";
export * from "./auth";
export * from "./resource";
