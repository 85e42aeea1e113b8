/**
 * The admin blog manager (docs/product.md#blog-manager; post status in #posts):
 * the list of every post and the post editor, both on /blog-manager. Every loader and
 * action starts with requireAdmin: others are redirected to /dashboard (pages) or
 * refused with 403 (actions). Works without JavaScript; with it, the slug follows the
 * title live, the preview updates as you type, and Delete asks for confirmation.
 */
import { Pencil, Plus, Trash2 } from "lucide-react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/blog-manager";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { PostEditor } from "../../components/blog-manager/PostEditor.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { useHydrated } from "../../components/use-hydrated.ts";
import { formatDate } from "../../lib/format.ts";
import { formatScheduledTime } from "../../lib/blog-schedule.ts";
import { LANGUAGE_NAME, pathInLocale } from "../../lib/i18n/locale.ts";
import { BLOG_MANAGER_PAGE_SIZE, type BlogManagerActionResult as ActionResult } from "../../lib/blog-manager.ts";
import { Pagination } from "../../components/admin/listing.tsx";
import { requireAdmin } from "../../http/guards.ts";
import { loadBlogManager } from "../../server/blog/manager-page.ts";
import { blogManagerPost } from "../../http/blog-manager-posts.ts";
import { servicesOf } from "../../http/context.ts";

export const handle = { hydrate: true };

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  return loadBlogManager(servicesOf(context).db, { edit: url.searchParams.get("edit"), delete: url.searchParams.get("delete"), search: url.searchParams });
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const { db, env } = servicesOf(context);
  const answer = await blogManagerPost(db, request, { adminId: admin.id, publicUrl: env.PUBLIC_URL });
  if ("redirect" in answer) return redirect(answer.redirect, 303);
  return data<ActionResult>(answer.result, { status: answer.status ?? 200 });
}

export const meta = () => [{ title: "Blog Manager" }, { name: "robots", content: "noindex" }];

type LoaderPost = Route.ComponentProps["loaderData"]["posts"][number];

/** A post's public address in its language. */
const postPath = (slug: string, locale: LoaderPost["locale"]) => pathInLocale(`/blog/${slug}`, locale);

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
  const { posts, page, pageCount, total, editor, confirmDelete } = loaderData;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog-manager" && !params.get("edit");
  const deleteFailed = actionData?.failed === "delete" ? actionData.formError : undefined;
  // A failed save re-opens the editor with what was typed, even if the URL has no ?edit.
  const showEditor = editor ?? (actionData?.failed === "save" ? { mode: actionData.values.id ? ("edit" as const) : ("create" as const), post: actionData.post } : null);

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
          <PostEditor
            // A new save of the post (a restored revision) brings new text: the editor starts again from it.
            key={showEditor.post ? `${showEditor.post.id}:${(editor?.mode === "edit" && editor.revisions?.list.latest) || ""}` : "new"}
            mode={showEditor.mode}
            post={showEditor.post}
            actionData={actionData}
            previewLinks={editor?.mode === "edit" ? editor.previewLinks : undefined}
            revisions={editor?.mode === "edit" ? editor.revisions : undefined}
          />
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
                  <div className="min-w-0 flex-1 basis-72">
                    <div className="flex flex-wrap items-center gap-3">
                      <h3 className="text-lg font-semibold text-navy-900">{post.title}</h3>
                      <StatusBadge status={post.status} />
                    </div>
                    {post.excerpt ? <p className="mt-1 text-slate-700">{post.excerpt}</p> : null}
                    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
                      <div className="flex gap-1"><dt>Created:</dt><dd>{formatDate(post.created_at)}</dd></div>
                      {post.status === "scheduled" && post.scheduled_at ? (
                        <div className="flex gap-1"><dt className="shrink-0">Scheduled for:</dt><dd>{formatScheduledTime(post.scheduled_at)} Las Vegas time</dd></div>
                      ) : null}
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
        {loading ? null : <Pagination page={page} pageCount={pageCount} pageSize={BLOG_MANAGER_PAGE_SIZE} total={total} hrefFor={(p) => `/blog-manager?page=${p}`} noun="posts" label="Pages of posts" />}
      </section>
    </div>
  );
}
