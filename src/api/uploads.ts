// Image uploads of a library's cover and logo; each answers the new URL.
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

export const uploadLibraryCover = (libraryId: number, file: Blob, key?: string) =>
  upload(`libraries/${libraryId}/upload-cover-photo`, "cover", file, key);
export const uploadLibraryLogo = (libraryId: number, file: Blob, key?: string) =>
  upload(`libraries/${libraryId}/upload-logo`, "logo", file, key);
