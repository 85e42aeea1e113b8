/**
 * The admin blog manager (docs/product.md#blog-manager; post status in #posts):
 * the list of every post and the post editor, both on /blog-manager. Every loader and
 * action starts with requireAdmin: others are redirected to /dashboard (pages) or
 * refused with 403 (actions). Works without JavaScript; with it, the slug follows the
 * title live, the preview updates as you type, and Delete asks for confirmation.
 */
import { Eye, Pencil, Plus, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useFetcher, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/blog-manager";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { ErrorSummary, Field, SelectField, TextareaField, valueOf } from "../components/forms.tsx";
import { StatusBadge } from "../components/StatusBadge.tsx";
import { useHydrated } from "../components/use-hydrated.ts";
import { formatDate } from "../lib/format.ts";
import { isLocale, LANGUAGE_NAME, pathInLocale } from "../lib/i18n/locale.ts";
import { formValues, parseForm, type FormFailure } from "../lib/form-data.ts";
import { blogPostSchema } from "../lib/schemas/blog-post.ts";
import { blogPostLabels, blogPostLanguages } from "../lib/schemas/blog-post-fields.ts";
import { slugify } from "../lib/slug.ts";
import { requireAdmin } from "../server/accounts/guards.ts";
import { readTextForm } from "../server/forms/read-form.ts";
import { renderMarkdown } from "../server/blog/markdown.ts";
import { deletePost, listAllPosts, savePost } from "../server/blog/save-post.ts";
import { errorFields, log } from "../server/log.ts";
import { servicesOf } from "../server/context.ts";

export const handle = { hydrate: true };

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const posts = await listAllPosts(servicesOf(context).db);
  const edit = url.searchParams.get("edit");
  const editing = edit && edit !== "new" ? posts.find((p) => p.id === edit) : undefined;
  const deleting = url.searchParams.get("delete");
  return {
    posts,
    editor: edit === "new" ? { mode: "create" as const } : editing ? { mode: "edit" as const, post: editing } : null,
    confirmDelete: deleting ? (posts.find((p) => p.id === deleting) ?? null) : null,
  };
}

/** A post's fields; its content is the largest (a long article is well under a megabyte). */
const BLOG_FORM_LIMITS = { maxBytes: 2 * 1024 * 1024, maxParts: 20, maxFieldBytes: 1024 * 1024 };

type ActionResult = FormFailure & { preview?: string; failed?: "save" | "delete" };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const read = await readTextForm(request, BLOG_FORM_LIMITS);
  if (!read.ok) {
    // A body that is not a form (malformed multipart, another content type) or far larger than a post: the client's doing.
    const status = read.problem === "unreadable" ? 400 : 413;
    return data<ActionResult>({ errors: {}, values: {}, formError: "The form could not be read. Please try again.", failed: "save" }, { status });
  }
  const formData = read.fields;
  const intent = String(formData.get("intent") ?? "");
  const db = servicesOf(context).db;

  if (intent === "delete") {
    const id = String(formData.get("id") ?? "");
    try {
      if (!(await deletePost(db, id))) {
        return data<ActionResult>({ errors: {}, values: {}, formError: "Failed to delete post", failed: "delete" }, { status: 404 });
      }
    } catch (error) {
      log.error("post not deleted", errorFields(error));
      return data<ActionResult>({ errors: {}, values: {}, formError: "Failed to delete post", failed: "delete" }, { status: 500 });
    }
    return redirect("/blog-manager", 303);
  }

  if (intent === "preview") {
    // In the post's language: a Spanish post's links to site pages go to their Spanish twins.
    const locale = formData.get("locale");
    const html = renderMarkdown(String(formData.get("content") ?? ""), isLocale(locale) ? locale : "en").html;
    return data<ActionResult>({ errors: {}, values: formValues(formData), preview: html });
  }

  const id = formData.get("id") ? String(formData.get("id")) : undefined;
  const parsed = parseForm(blogPostSchema, formData);
  if (!parsed.ok) {
    return data<ActionResult>({ errors: parsed.errors, values: parsed.values, formError: "Failed to save post", failed: "save" }, { status: 400 });
  }
  try {
    const result = await savePost(db, parsed.data, { id, authorId: admin.id });
    if (!result.ok) {
      const errors = result.reason === "duplicate-slug" ? { slug: "Another post already uses this slug. Please choose another." } : {};
      return data<ActionResult>(
        { errors, values: parsed.values, formError: result.reason === "not-found" ? "Failed to save post: it no longer exists." : "Failed to save post", failed: "save" },
        { status: result.reason === "not-found" ? 404 : 409 },
      );
    }
  } catch (error) {
    log.error("post not saved", errorFields(error));
    return data<ActionResult>({ errors: {}, values: parsed.values, formError: "Failed to save post", failed: "save" }, { status: 500 });
  }
  return redirect("/blog-manager", 303);
}

export const meta = () => [{ title: "Blog Manager" }, { name: "robots", content: "noindex" }];

type LoaderPost = Route.ComponentProps["loaderData"]["posts"][number];

/** A post's public address in its language. */
const postPath = (slug: string, locale: LoaderPost["locale"]) => pathInLocale(`/blog/${slug}`, locale);

function PostEditor({ mode, post, actionData }: { mode: "create" | "edit"; post?: LoaderPost; actionData?: ActionResult }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const previewFetcher = useFetcher<ActionResult>();
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
  const published = post?.status === "published";

  const submitPreview = previewFetcher.submit;
  const firstRender = useRef(true);
  useEffect(() => {
    if (!hydrated) return;
    if (firstRender.current && !content) {
      firstRender.current = false;
      return;
    }
    firstRender.current = false;
    const timer = setTimeout(() => submitPreview({ intent: "preview", content, locale }, { method: "post" }), 400);
    return () => clearTimeout(timer);
  }, [content, locale, hydrated, submitPreview]);

  const previewHtml = previewFetcher.data?.preview ?? actionData?.preview;

  return (
    <section aria-labelledby="editor-heading" className="rounded-xl border border-slate-300 bg-white p-6 shadow-lg sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <h2 id="editor-heading" className="text-2xl font-bold text-navy-900">{mode === "create" ? "Create New Post" : "Edit Post"}</h2>
        <Link to="/blog-manager" className="rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="Close the editor">
          <X aria-hidden="true" className="h-6 w-6" />
        </Link>
      </div>
      <div className="mt-6 grid gap-8 xl:grid-cols-2">
        <Form method="post" noValidate className="space-y-5">
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
          <Field name="featured_image" type="url" label="Featured Image URL" hint="https://…" defaultValue={initial("featured_image", post?.featured_image)} error={errors?.featured_image} />
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
          <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
            <button
              type="submit"
              name="intent"
              value="draft"
              disabled={saving}
              className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-800 px-5 py-2.5 font-semibold text-navy-900 hover:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              Save as Draft
            </button>
            <button
              type="submit"
              name="intent"
              value="publish"
              disabled={saving}
              className="inline-flex min-h-11 items-center rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-900 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {published ? "Update Published" : "Publish"}
            </button>
            {!hydrated ? (
              <button type="submit" name="intent" value="preview" className="inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-2.5 font-semibold text-navy-800 underline">
                <Eye aria-hidden="true" className="h-5 w-5" /> Preview
              </button>
            ) : null}
            <Link to="/blog-manager" className="inline-flex min-h-11 items-center px-3 font-medium text-slate-700 underline">Cancel</Link>
          </div>
          {saving ? <p role="status" className="text-slate-700">Saving…</p> : null}
        </Form>
        <div>
          <h3 className="text-lg font-semibold text-navy-900">Preview</h3>
          <div aria-live="polite" className="mt-3 min-h-40 rounded-lg border border-dashed border-slate-300 p-5">
            {previewHtml ? (
              <div className="prose-article" dangerouslySetInnerHTML={{ __html: previewHtml }} />
            ) : (
              <p className="text-slate-600">{hydrated ? "The rendered content appears here as you type." : "Press Preview to see the rendered content."}</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function DeleteButton({ id }: { id: string }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    // Without JavaScript, deleting goes through a confirmation step on the page.
    return (
      <Link to={`/blog-manager?delete=${encodeURIComponent(id)}`} className="inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-red-800 hover:bg-red-50">
        <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
      </Link>
    );
  }
  return (
    <Form
      method="post"
      onSubmit={(e) => {
        if (!window.confirm("Are you sure you want to delete this post?")) e.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value="delete" className="inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-red-800 hover:bg-red-50">
        <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
      </button>
    </Form>
  );
}

export default function BlogManagerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, editor, confirmDelete } = loaderData;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog-manager" && !params.get("edit");
  const deleteFailed = actionData?.failed === "delete" ? actionData.formError : undefined;
  // A failed save re-opens the editor with what was typed, even if the URL has no ?edit.
  const showEditor = editor ?? (actionData?.failed === "save" ? { mode: actionData.values.id ? ("edit" as const) : ("create" as const), post: posts.find((p) => p.id === actionData.values.id) } : null);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-700">
            <Link to="/dashboard" className="underline">Admin Dashboard</Link>
          </p>
          <h1 className="mt-1 text-3xl font-bold text-navy-900">Blog Manager</h1>
        </div>
        <ButtonLink href="/blog-manager?edit=new" variant="navy">
          <Plus aria-hidden="true" className="h-5 w-5" /> New Post
        </ButtonLink>
      </div>

      {deleteFailed ? (
        <p role="alert" className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-950">Error: {deleteFailed}</p>
      ) : null}

      {confirmDelete ? (
        <section aria-labelledby="confirm-heading" className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-6">
          <h2 id="confirm-heading" className="text-lg font-semibold text-red-950">Are you sure you want to delete this post?</h2>
          <p className="mt-2 text-red-950">“{confirmDelete.title}” will be removed for good.</p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="id" value={confirmDelete.id} />
            <button type="submit" name="intent" value="delete" className="rounded-md bg-red-800 px-5 py-2.5 font-semibold text-white hover:bg-red-900">Delete post</button>
            <Link to="/blog-manager" className="rounded-md border-2 border-slate-400 px-5 py-2 font-semibold text-slate-800">Keep it</Link>
          </Form>
        </section>
      ) : null}

      {showEditor ? (
        <div className="mt-8">
          <PostEditor key={showEditor.post?.id ?? "new"} mode={showEditor.mode} post={showEditor.post} actionData={actionData} />
        </div>
      ) : null}

      <section aria-labelledby="posts-heading" className="mt-10">
        <h2 id="posts-heading" className="sr-only">All posts</h2>
        {loading ? (
          <p role="status" className="text-slate-700">Loading posts...</p>
        ) : posts.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <p className="text-lg font-medium text-slate-800">No blog posts yet</p>
            <p className="mt-3">
              <Link to="/blog-manager?edit=new" className="font-semibold text-navy-800 underline">Create your first post</Link>
            </p>
          </div>
        ) : (
          <ul className="space-y-4">
            {posts.map((post) => (
              <li key={post.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-3">
                      <h3 className="text-lg font-semibold text-navy-900">{post.title}</h3>
                      <StatusBadge status={post.status} />
                    </div>
                    {post.excerpt ? <p className="mt-1 text-slate-700">{post.excerpt}</p> : null}
                    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
                      <div className="flex gap-1"><dt>Created:</dt><dd>{formatDate(post.created_at)}</dd></div>
                      <div className="flex gap-1"><dt>Published:</dt><dd>{post.published_at ? formatDate(post.published_at) : "Not yet"}</dd></div>
                      <div className="flex gap-1"><dt>Views:</dt><dd>{post.views}</dd></div>
                      <div className="flex gap-1"><dt>Language:</dt><dd lang={post.locale}>{LANGUAGE_NAME[post.locale]}</dd></div>
                      <div className="flex gap-1"><dt>URL:</dt><dd><Link to={postPath(post.slug, post.locale)} className="underline">{postPath(post.slug, post.locale)}</Link></dd></div>
                    </dl>
                    {post.tags.length ? (
                      <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-2">
                        {post.tags.map((tag) => <li key={tag} className="rounded-full bg-navy-50 px-3 py-0.5 text-sm text-navy-900">{tag}</li>)}
                      </ul>
                    ) : null}
                  </div>
                  <div className="flex items-center gap-1">
                    <Link to={`/blog-manager?edit=${encodeURIComponent(post.id)}`} className="inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-navy-800 hover:bg-navy-50">
                      <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
                    </Link>
                    <DeleteButton id={post.id} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
