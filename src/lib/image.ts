// Images chosen for upload: accept real images only (MIME type and file signature), and shrink them.
import { declaredImageType, sniffImage, type ImageType } from "./imageTypes";

async function headBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === "function") return new Uint8Array(await head.arrayBuffer());
  // Older engines (and some test DOMs) lack Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsArrayBuffer(head);
  });
}

/** The image type when both the declared MIME type and the file's signature say it is the same accepted image. */
export async function checkImageFile(file: Blob): Promise<ImageType | null> {
  const declared = declaredImageType(file.type);
  if (!declared || file.size === 0) return null;
  return sniffImage(await headBytes(file, 16)) === declared ? declared : null;
}

export interface CompressOptions {
  /** Target size; default 1 MB. */
  maxSizeMB?: number;
  /** Longest side in px; default 1920. */
  maxWidthOrHeight?: number;
  /** Told the share done, 0–100, while the picture shrinks. */
  onProgress?: (percent: number) => void;
}

/**
 * Shrinks a photo before upload (on the page's thread). GIFs are kept as they are (compression would drop the
 * animation), and the original is kept whenever compression does not make it smaller or fails.
 */
export async function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  if (file.type === "image/gif") return file;
  try {
    // Loaded on first use: the library is large and only a photo upload needs it.
    const { default: imageCompression } = await import("browser-image-compression");
    const output = await imageCompression(file, {
      maxSizeMB: options.maxSizeMB ?? 1,
      maxWidthOrHeight: options.maxWidthOrHeight ?? 1920,
      onProgress: options.onProgress,
      // Not in a worker: the library would load its worker script from a CDN, which the app's CSP
      // (script-src 'self') and offline use both forbid, so every compression would fail.
      useWebWorker: false,
    });
    if (output.size >= file.size) return file;
    return new File([output], file.name, {
      type: output.type || file.type,
      lastModified: Date.now(),
    });
  } catch {
    return file;
  }
}
