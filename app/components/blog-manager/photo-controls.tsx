/**
 * Pieces shared by the editor's two photo fields (FeaturedImageFields, ContentPhotoField).
 */
import { AlertCircle, CheckCircle2, Loader2 } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { UPLOAD_ACCEPT } from "../../lib/blog-images.ts";
import { intentKeepingStatus, type ManagedPost } from "../../lib/blog-manager.ts";

export const outlineButton =
  "inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-navy-800 px-4 py-2 font-semibold text-navy-900 hover:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-60";

export const fileInputClass =
  "block w-full cursor-pointer rounded-md border border-slate-400 bg-white text-base text-slate-700 file:mr-4 file:min-h-11 file:cursor-pointer file:border-0 file:bg-slate-100 file:px-4 file:py-2 file:font-semibold file:text-navy-900 aria-[invalid=true]:border-red-700";

/**
 * Without JavaScript the photo buttons submit the editor (multipart, see photo-steps.ts). Pressing
 * Enter in a field submits with the form's first submit button, which must stay the one that
 * keeps the post's status (as PublishControls orders them), not a photo button: this hidden
 * copy of it comes before every photo button.
 */
export function EnterKeepsStatus({ post }: { post?: ManagedPost }) {
  return <button type="submit" name="intent" value={intentKeepingStatus(post)} hidden tabIndex={-1} aria-hidden="true" />;
}

export type UploadState = { kind: "idle" } | { kind: "uploading" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/** The upload's progress and outcome, announced as it changes (word and icon, never colour alone). */
export function UploadStatus({ id, state }: { id: string; state: UploadState }) {
  return (
    <div id={id} aria-live="polite" className="mt-2 empty:hidden">
      {state.kind === "uploading" ? (
        <p className="flex items-center gap-2 text-slate-800">
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> Uploading and resizing the photo…
        </p>
      ) : state.kind === "done" ? (
        <p className="flex items-start gap-2 font-medium text-green-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> {state.message}
        </p>
      ) : state.kind === "error" ? (
        <p className="flex items-start gap-2 font-medium text-red-800">
          <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="sr-only">Error: </span>
            {state.message}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * A photo's file field and its upload button. Without JavaScript the file goes with the editor's
 * form (multipart, the button's `intent` saying what to do with it); with it, the button calls
 * `onUpload`, which sends the file alone.
 */
export function PhotoFilePicker({
  fileRef,
  id,
  name,
  intent,
  describedBy,
  invalid,
  hydrated,
  uploading,
  onUpload,
  children,
}: {
  fileRef: RefObject<HTMLInputElement | null>;
  id: string;
  /** The form field the file is posted as without JavaScript. */
  name: string;
  intent: string;
  describedBy: string;
  invalid: boolean;
  hydrated: boolean;
  uploading: boolean;
  onUpload: () => Promise<void>;
  /** The button's icon and words. */
  children: ReactNode;
}) {
  return (
    <div className="mt-1 flex flex-wrap items-center gap-3">
      <input
        ref={fileRef}
        id={id}
        type="file"
        name={hydrated ? undefined : name}
        accept={UPLOAD_ACCEPT}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        className={`${fileInputClass} min-w-0 flex-1 basis-60`}
      />
      <button
        type={hydrated ? "button" : "submit"}
        name={hydrated ? undefined : "intent"}
        value={hydrated ? undefined : intent}
        formEncType={hydrated ? undefined : "multipart/form-data"}
        disabled={uploading}
        onClick={hydrated ? () => void onUpload() : undefined}
        className={outlineButton}
      >
        {children}
      </button>
    </div>
  );
}
