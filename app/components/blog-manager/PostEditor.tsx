/**
 * The blog manager's post editor (docs/product.md#blog-manager): the post's text, image,
 * tags, language and search settings, its buttons, and a preview. Works without JavaScript;
 * with it, the slug follows the title live and the preview updates as you type.
 */
import { Eye, X } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ErrorSummary, Field, SelectField, TextareaField, valueOf } from "../forms.tsx";
import { useHydrated } from "../use-hydrated.ts";
import type { BlogManagerActionResult, ManagedPost } from "../../lib/blog-manager.ts";
import type { PreviewLinkView } from "../../lib/blog-preview-links.ts";
import type { RevisionsPanelData } from "../../lib/blog-revisions.ts";
import { blogPostLabels, blogPostLanguages } from "../../lib/schemas/blog-post-fields.ts";
import { slugify } from "../../lib/slug.ts";
import { ContentPhotoField } from "./ContentPhotoField.tsx";
import { FeaturedImageFields } from "./FeaturedImageFields.tsx";
import { useLivePreview } from "./live-preview.ts";
import { PreviewLinksPanel } from "./PreviewLinksPanel.tsx";
import { PublishControls } from "./PublishControls.tsx";
import { RevisionsPanel } from "./RevisionsPanel.tsx";
import { SeoFields } from "./SeoFields.tsx";

export function PostEditor({
  mode,
  post,
  actionData,
  previewLinks,
  revisions,
}: {
  mode: "create" | "edit";
  post?: ManagedPost;
  actionData?: BlogManagerActionResult;
  /** A draft or scheduled post's private preview links; absent for a new or published post. */
  previewLinks?: PreviewLinkView[];
  /** An existing post's saves, and one compared with the current text (?revision=N). */
  revisions?: RevisionsPanelData;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const failedSave = actionData?.failed === "save" ? actionData : undefined;
  const values = failedSave?.values ?? actionData?.values;
  const errors = failedSave?.errors;
  const initial = (name: string, fallback: string | null | undefined) => valueOf(values, name) ?? fallback ?? "";

  const [title, setTitle] = useState(() => initial("title", post?.title));
  const [slug, setSlug] = useState(() => initial("slug", post?.slug));
  // The slug follows the title until the admin types in the slug field.
  const [slugEdited, setSlugEdited] = useState(() => mode === "edit" || !!valueOf(values, "slug"));
  const [content, setContent] = useState(() => initial("content", post?.content));
  const [locale, setLocale] = useState(() => initial("locale", post?.locale ?? "en"));

  const previewHtml = useLivePreview(content, locale, hydrated) ?? actionData?.preview;

  return (
    <section aria-labelledby="editor-heading" className="rounded-xl border border-slate-300 bg-white p-6 shadow-lg sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <h2 id="editor-heading" className="text-2xl font-bold text-navy-900">{mode === "create" ? "Create New Post" : "Edit Post"}</h2>
        <Link to="/blog-manager" className="rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="Close the editor">
          <X aria-hidden="true" className="h-6 w-6" />
        </Link>
      </div>
      <div className="mt-6 grid gap-8 xl:grid-cols-2">
        {/* min-w-0: a long unbroken address in a preview must not widen the column past a phone's screen. */}
        <Form method="post" noValidate className="min-w-0 space-y-5">
          <ErrorSummary errors={errors} labels={blogPostLabels} formError={failedSave?.formError} />
          {post ? <input type="hidden" name="id" value={post.id} /> : null}
          <Field
            name="title"
            label="Title"
            required
            value={hydrated ? title : undefined}
            defaultValue={hydrated ? undefined : title}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              if (!slugEdited) setSlug(slugify(e.currentTarget.value));
            }}
            error={errors?.title}
          />
          <Field
            name="slug"
            label="Slug (URL)"
            hint={hydrated ? "Follows the title until you edit it. Lowercase letters, digits and hyphens." : "Leave empty to make it from the title. Lowercase letters, digits and hyphens."}
            value={hydrated ? slug : undefined}
            defaultValue={hydrated ? undefined : slug}
            onChange={(e) => {
              setSlug(e.currentTarget.value);
              setSlugEdited(true);
            }}
            error={errors?.slug}
          />
          <TextareaField name="excerpt" label="Excerpt" rows={2} maxLength={500} defaultValue={initial("excerpt", post?.excerpt)} error={errors?.excerpt} />
          <div>
            <label htmlFor="field-content" className="block font-medium text-slate-900">
              Content <span className="text-slate-600">(HTML/Markdown supported)</span>
            </label>
            <textarea
              id="field-content"
              name="content"
              rows={15}
              value={hydrated ? content : undefined}
              defaultValue={hydrated ? undefined : content}
              onChange={(e) => setContent(e.currentTarget.value)}
              aria-invalid={errors?.content ? true : undefined}
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2.5 font-mono text-sm text-slate-900"
            />
            {errors?.content ? <p className="mt-1.5 text-sm font-medium text-red-800">{errors.content}</p> : null}
          </div>
          <ContentPhotoField post={post} initial={initial} errors={errors} />
          <FeaturedImageFields post={post} initial={initial} errors={errors} />
          <Field name="tags" label="Tags" hint="Comma-separated, e.g. auto, savings, Nevada" defaultValue={initial("tags", post?.tags.join(", "))} error={errors?.tags} />
          <SelectField
            name="locale"
            label="Language"
            hint="Each post is listed on its own language's blog only: English on /blog, Spanish on /es/blog."
            options={blogPostLanguages}
            placeholder={null}
            defaultValue={locale}
            onChange={(e) => setLocale(e.currentTarget.value)}
            error={errors?.locale}
          />
          <SeoFields post={post} initial={initial} errors={errors} />
          <div className="space-y-4 border-t border-slate-200 pt-5">
            <PublishControls post={post} saving={saving} initial={initial} errors={errors} />
            <div className="flex flex-wrap gap-3">
              {!hydrated ? (
                <button type="submit" name="intent" value="preview" className="inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-2.5 font-semibold text-navy-800 underline">
                  <Eye aria-hidden="true" className="h-5 w-5" /> Preview
                </button>
              ) : null}
              <Link to="/blog-manager" className="inline-flex min-h-11 items-center px-3 font-medium text-slate-700 underline">Cancel</Link>
            </div>
          </div>
          {saving ? <p role="status" className="text-slate-700">Saving…</p> : null}
        </Form>
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-navy-900">Preview</h3>
          <div aria-live="polite" className="mt-3 min-h-40 rounded-lg border border-dashed border-slate-300 p-5">
            {previewHtml ? (
              <div className="prose-article wrap-anywhere" dangerouslySetInnerHTML={{ __html: previewHtml }} />
            ) : (
              <p className="text-slate-600">{hydrated ? "The rendered content appears here as you type." : "Press Preview to see the rendered content."}</p>
            )}
          </div>
          {post && previewLinks ? <PreviewLinksPanel postId={post.id} links={previewLinks} actionData={actionData} /> : null}
        </div>
      </div>
      {post && revisions ? <RevisionsPanel post={post} data={revisions} actionData={actionData} /> : null}
    </section>
  );
}
