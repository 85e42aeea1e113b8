/**
 * /admin/customers/import/guide: the book import's column guide (docs/import.md, rendered as the
 * blog renders Markdown: sanitized), linked from the import page. Admins only, like the import.
 */
import { Link } from "react-router";
import type { Route } from "./+types/admin-book-import-guide";
import { AdminFrame } from "../../components/admin/AdminFrame.tsx";
import { requireAdmin } from "../../http/guards.ts";
import { importGuideHtml } from "../../server/book-import/import-guide.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  return { html: importGuideHtml() };
}

export const meta = () => [{ title: "Column guide · Book import · Back office" }, { name: "robots", content: "noindex" }];

export default function BookImportGuide({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame
      title="The book import's column layout"
      eyebrow="Customers & policies"
      crumbs={[
        { label: "Customers & policies", href: "/admin/customers" },
        { label: "Import", href: "/admin/customers/import" },
      ]}
    >
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {/* Our own documentation, sanitized by renderMarkdown: no user text. */}
        <div className="prose-article max-w-none [&_table]:min-w-[42rem]" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
        <p className="mt-8">
          <Link to="/admin/customers/import" className="font-semibold text-navy-800 underline">Back to the import</Link>
        </p>
      </div>
    </AdminFrame>
  );
}
