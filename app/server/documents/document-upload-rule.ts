/**
 * The one rule for a customer document's file (docs/product.md#documents): a PDF or a photo
 * (JPEG, PNG, HEIC, WebP), checked by its bytes (app/server/uploads/check-upload.ts), up to 15 MB:
 * a scanned declarations page or policy jacket runs larger than a claim photo.
 */
import { MEGABYTE, type UploadRule } from "../uploads/check-upload.ts";

export const documentUploadRule: UploadRule = { kinds: ["pdf", "jpeg", "png", "heic", "webp"], maxBytes: 15 * MEGABYTE, what: { en: "A document", es: "Un documento" } };
