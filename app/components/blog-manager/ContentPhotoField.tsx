/**
 * A photo inside the post's text (docs/product.md#blog-manager): upload it with its description
 * and get the Markdown to paste where it should appear, `![description](/blog-images/…/1200.webp)`.
 * The page renders it as a responsive picture (app/server/blog/images/content-pictures.ts).
 * With JavaScript the file is sent alone and the Markdown can be copied with a button; without
 * it, the button posts the editor and the editor comes back with every value and the Markdown.
 */
import { Copy, ImagePlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useHydrated } from "../use-hydrated.ts";
import { blogImageMarkdown } from "../../lib/blog-images.ts";
import type { EditorFieldsProps } from "../../lib/blog-manager.ts";
import { EnterKeepsStatus, outlineButton, PhotoFilePicker, UploadStatus, type UploadState } from "./photo-controls.tsx";
import { UPLOAD_HINT, uploadPhoto } from "./upload-photo.ts";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 aria-[invalid=true]:border-red-700";

export function ContentPhotoField({ post, initial, errors }: EditorFieldsProps) {
  const hydrated = useHydrated();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState(() => initial("content_image_alt", null));
  // The photo last uploaded and the description it was uploaded with (the Markdown's).
  const [uploaded, setUploaded] = useState(() => {
    const imageId = initial("content_image_id", null);
    return imageId ? { id: imageId, alt: initial("content_image_alt", null) } : null;
  });
  const [state, setState] = useState<UploadState>(() => (uploaded ? { kind: "done", message: "Photo uploaded." } : { kind: "idle" }));
  const altError = state.kind === "idle" ? errors?.content_image_alt : undefined;
  const fileError = state.kind === "error" ? state.message : state.kind === "idle" ? errors?.content_upload : undefined;
  const markdown = uploaded ? blogImageMarkdown(uploaded.id, uploaded.alt) : null;

  async function upload() {
    const chosen = file.current?.files?.[0];
    if (!alt.trim()) return setState({ kind: "error", message: "Please describe the photo first, for people who cannot see it: the description goes into the Markdown." });
    if (!chosen) return setState({ kind: "error", message: "Please choose a photo first (JPEG, PNG, WebP or HEIC)." });
    setState({ kind: "uploading" });
    const result = await uploadPhoto(chosen, alt);
    if (!result.ok) return setState({ kind: "error", message: result.message });
    setUploaded({ id: result.id, alt });
    if (file.current) file.current.value = "";
    setState({ kind: "done", message: "Photo uploaded. Paste the Markdown below into the content where the photo should appear." });
  }

  return (
    <details open={!!(uploaded || altError || fileError)} className="min-w-0 rounded-lg border border-slate-300 p-4 [&[open]>summary]:mb-3">
      <summary className="cursor-pointer font-semibold text-navy-900">
        <ImagePlus aria-hidden="true" className="mr-1.5 inline h-5 w-5 align-text-bottom" /> Add a photo to the content
      </summary>
      {hydrated ? null : <EnterKeepsStatus post={post} />}
      <div className="space-y-4">
        <div>
          <label htmlFor={`${id}-alt`} className="block font-medium text-slate-900">Photo description (alt text)</label>
          <p id={`${id}-alt-hint`} className="mt-0.5 text-sm text-slate-600">What it shows, for people who cannot see it. It goes into the Markdown.</p>
          <input
            id={`${id}-alt`}
            name={hydrated ? undefined : "content_image_alt"}
            value={alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
            maxLength={300}
            aria-describedby={`${id}-alt-hint${altError ? ` ${id}-alt-error` : ""}`}
            aria-invalid={altError ? true : undefined}
            className={inputClass}
          />
          {altError ? <p id={`${id}-alt-error`} className="mt-1.5 text-sm font-medium text-red-800"><span className="sr-only">Error: </span>{altError}</p> : null}
        </div>
        <div>
          <label htmlFor={`${id}-file`} className="block font-medium text-slate-900">Photo</label>
          <p id={`${id}-file-hint`} className="mt-0.5 text-sm text-slate-600">{UPLOAD_HINT}</p>
          <PhotoFilePicker
            fileRef={file}
            id={`${id}-file`}
            name="content_upload"
            intent="upload-content-image"
            describedBy={`${id}-file-hint${fileError ? ` ${id}-status` : ""}`}
            invalid={Boolean(fileError)}
            hydrated={hydrated}
            uploading={state.kind === "uploading"}
            onUpload={upload}
          >
            <ImagePlus aria-hidden="true" className="h-4 w-4" /> Upload for the content
          </PhotoFilePicker>
          <UploadStatus id={`${id}-status`} state={state.kind === "idle" && fileError ? { kind: "error", message: fileError } : state} />
        </div>
        {markdown ? (
          <div>
            <label htmlFor={`${id}-markdown`} className="block font-medium text-slate-900">Markdown to paste into the content</label>
            <div className="mt-1 flex flex-wrap items-center gap-3">
              <input id={`${id}-markdown`} readOnly value={markdown} onFocus={(e) => e.currentTarget.select()} className={`${inputClass} mt-0 min-w-0 flex-1 font-mono text-sm`} />
              {hydrated ? (
                <button
                  type="button"
                  className={outlineButton}
                  onClick={() => {
                    void navigator.clipboard?.writeText(markdown).then(
                      () => setState({ kind: "done", message: "Markdown copied: paste it into the content." }),
                      () => setState({ kind: "done", message: "Select the Markdown and copy it (Ctrl+C or ⌘C)." }),
                    );
                  }}
                >
                  <Copy aria-hidden="true" className="h-4 w-4" /> Copy
                </button>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
    </details>
  );
}
