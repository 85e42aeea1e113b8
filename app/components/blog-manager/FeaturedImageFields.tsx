/**
 * The editor's featured image (docs/product.md#blog-manager): a photo uploaded here (shown as a
 * thumbnail, removable) or an address hosted elsewhere, and the image's description (alt text),
 * which the rules require whenever there is an image. An uploaded photo wins over the address.
 *
 * With JavaScript, "Upload photo" sends the file alone (upload-photo.ts) and fills in the
 * photo's id; without it, the button posts the whole editor with the file and the editor comes
 * back with every value and the photo (photo-steps.ts). Either way the post itself is saved
 * only by its own buttons.
 */
import { ImageUp, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Field } from "../forms.tsx";
import { useHydrated } from "../use-hydrated.ts";
import { blogImageAddress, blogImageSize, variantHeight, variantWidths } from "../../lib/blog-images.ts";
import type { EditorFieldsProps } from "../../lib/blog-manager.ts";
import { blogPostLabels } from "../../lib/schemas/blog-post-fields.ts";
import { EnterKeepsStatus, outlineButton, PhotoFilePicker, UploadStatus, type UploadState } from "./photo-controls.tsx";
import { UPLOAD_HINT, uploadPhoto } from "./upload-photo.ts";

/** The file input's id is the image id's field id, so the error summary's link for the photo lands on it. */
const FILE_ID = "field-featured_image_id";

export function FeaturedImageFields({ post, initial, errors }: EditorFieldsProps) {
  const hydrated = useHydrated();
  const [imageId, setImageId] = useState(() => initial("featured_image_id", post?.featured_image_id));
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const file = useRef<HTMLInputElement>(null);
  const size = blogImageSize(imageId);
  const alt = initial("featured_image_alt", post?.featured_image_alt);
  const serverError = errors?.featured_upload ?? errors?.featured_image_id;
  const error = state.kind === "error" ? state.message : serverError;
  const saved = (post?.featured_image_id ?? "") === imageId;

  async function upload() {
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setState({ kind: "error", message: "Please choose a photo first (JPEG, PNG, WebP or HEIC)." });
      return;
    }
    setState({ kind: "uploading" });
    const result = await uploadPhoto(chosen);
    if (!result.ok) {
      setState({ kind: "error", message: result.message });
      return;
    }
    setImageId(result.id);
    if (file.current) file.current.value = "";
    setState({ kind: "done", message: "Photo uploaded. Describe it below, then save the post to keep it." });
  }

  const thumbWidth = size ? variantWidths(size.width)[0]! : 0;
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-navy-900">Featured image</legend>
      {hydrated ? null : <EnterKeepsStatus post={post} />}
      <input type="hidden" name="featured_image_id" value={imageId} />
      {imageId && size ? (
        <div className="flex flex-wrap items-start gap-4">
          <img
            src={blogImageAddress(imageId, thumbWidth, "webp")}
            width={thumbWidth}
            height={variantHeight(size, thumbWidth)}
            alt={alt || "The uploaded featured photo"}
            className="h-auto w-40 rounded-md border border-slate-300 bg-slate-100"
          />
          <div className="min-w-0 flex-1 space-y-2">
            <p className="text-slate-800">
              Uploaded photo, {size.width.toLocaleString("en-US")} × {size.height.toLocaleString("en-US")} pixels.
              {saved ? null : <strong className="block font-semibold">Not saved yet: save the post to keep it.</strong>}
            </p>
            {hydrated ? (
              <button
                type="button"
                className={outlineButton}
                onClick={() => {
                  setImageId("");
                  setState({ kind: "done", message: "Photo removed. Save the post to keep this change." });
                }}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove image
              </button>
            ) : (
              <button type="submit" name="intent" value="remove-featured-image" formEncType="multipart/form-data" className={outlineButton}>
                <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove image
              </button>
            )}
          </div>
        </div>
      ) : null}
      <div>
        <label htmlFor={FILE_ID} className="block font-medium text-slate-900">
          {imageId ? "Replace with another photo" : "Upload a photo"} <span className="text-slate-600">(optional)</span>
        </label>
        <p id="featured-upload-hint" className="mt-0.5 text-sm text-slate-600">{UPLOAD_HINT}</p>
        <PhotoFilePicker
          fileRef={file}
          id={FILE_ID}
          name="featured_upload"
          intent="upload-featured-image"
          describedBy={`featured-upload-hint${error ? " featured-upload-status" : ""}`}
          invalid={Boolean(error)}
          hydrated={hydrated}
          uploading={state.kind === "uploading"}
          onUpload={upload}
        >
          <ImageUp aria-hidden="true" className="h-4 w-4" /> Upload photo
        </PhotoFilePicker>
        <UploadStatus id="featured-upload-status" state={state.kind === "idle" && serverError ? { kind: "error", message: serverError } : state} />
      </div>
      <Field
        name="featured_image"
        type="url"
        label={blogPostLabels.featured_image}
        hint={imageId ? "Not used while there is an uploaded photo." : "Or an image hosted elsewhere: https://… It is checked when you save and must answer with an image."}
        defaultValue={initial("featured_image", post?.featured_image)}
        error={errors?.featured_image}
      />
      <Field
        name="featured_image_alt"
        label={blogPostLabels.featured_image_alt}
        required={!!imageId}
        hint="Required with an image: what it shows, for people who cannot see it."
        defaultValue={alt}
        error={errors?.featured_image_alt}
      />
    </fieldset>
  );
}
