/** "843 KB", "2.4 MB": file sizes as people read them (1 KB = 1,024 bytes, like operating systems show). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const kinds: Record<string, string> = {
  "application/pdf": "PDF",
  "application/msword": "Word document",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document",
  "image/jpeg": "JPEG image",
  "image/png": "PNG image",
  "image/heic": "HEIC image",
  "image/webp": "WebP image",
};

/** The kind of a stored file, in words. */
export function fileKind(contentType: string): string {
  return kinds[contentType] ?? contentType;
}
