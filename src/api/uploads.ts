// Image uploads: own photo and cover, a library's cover and logo. Each answers the new URL.
import { apiRequest, formData } from "./client";
import { UploadResponse } from "./schemas";

const upload = async (path: string, field: string, file: Blob, idempotencyKey?: string) =>
  (
    await apiRequest(path, UploadResponse, {
      method: "post",
      body: formData({ [field]: file }),
      idempotencyKey,
    })
  ).data;

export const uploadOwnPhoto = (file: Blob, key?: string) =>
  upload("users/upload-own-photo", "photo", file, key);
export const uploadMyCover = (file: Blob, key?: string) =>
  upload("users/upload-my-cover-photo", "cover", file, key);
export const uploadLibraryCover = (libraryId: number, file: Blob, key?: string) =>
  upload(`libraries/${libraryId}/upload-cover-photo`, "cover", file, key);
export const uploadLibraryLogo = (libraryId: number, file: Blob, key?: string) =>
  upload(`libraries/${libraryId}/upload-logo`, "logo", file, key);
