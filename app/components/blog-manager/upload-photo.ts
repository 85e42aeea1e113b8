/**
 * The editor's photo upload with JavaScript: the file goes to POST /blog-manager/images on its
 * own (the post's fields stay as typed) and the answer is the stored photo's id, or the
 * server's message. A file over the size limit is refused here first, without sending it.
 */
import { MAX_UPLOAD_BYTES } from "../../lib/blog-images.ts";

export type PhotoUpload = { ok: true; id: string } | { ok: false; message: string };

export const UPLOAD_HINT = `JPEG, PNG, WebP or HEIC, up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. The server makes the sizes pages need and removes the photo's location and camera details.`;

export async function uploadPhoto(file: File, alt?: string): Promise<PhotoUpload> {
  if (file.size > MAX_UPLOAD_BYTES) {
    const megabytes = MAX_UPLOAD_BYTES / 1024 / 1024;
    return { ok: false, message: `${file.name} is larger than ${megabytes} MB. A photo must be ${megabytes} MB or smaller.` };
  }
  const body = new FormData();
  body.append("file", file);
  if (alt) body.append("alt", alt);
  let response: Response;
  try {
    response = await fetch("/blog-manager/images", { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return { ok: false, message: "The photo could not be sent: the connection failed. Please try again." };
  }
  const answer = (await response.json().catch(() => null)) as { ok: true; id: string } | { ok: false; message: string } | null;
  if (answer?.ok) return { ok: true, id: answer.id };
  if (answer) return { ok: false, message: answer.message };
  if (response.status === 403) return { ok: false, message: "The photo was not accepted: your session may have ended. Please sign in again in another tab, then upload it again." };
  return { ok: false, message: `The photo was not uploaded (the server answered ${response.status}). Please try again.` };
}
