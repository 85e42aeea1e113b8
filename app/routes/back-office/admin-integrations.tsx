/**
 * Integrations (docs/integrations.md): the API tokens (list, "Create a token", Revoke) and the
 * webhook subscriptions (list; each has its own page). Admins only; every change is audited.
 *
 * A new token is shown once, in the answer to the post that made it: never in a URL, never in a
 * stored page (no-store), never in the log; reloading the page shows the list without it.
 */
import { BookOpen, Plus } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-integrations";
import { AdminFrame } from "../../components/admin/AdminFrame.tsx";
import { NewTokenBox, RevokeTokenConfirm, TokenForm, TokenList } from "../../components/admin/integrations/ApiTokens.tsx";
import { SubscriptionList } from "../../components/admin/integrations/SubscriptionList.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { API_REFERENCE_PATH, INTEGRATIONS_PATH, NEW_SUBSCRIPTION_PATH, tokenFormLists } from "../../lib/integration-form-fields.ts";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { createApiToken, listApiTokens, revokeApiToken } from "../../server/integrations/api-tokens.ts";
import { apiTokenFormSchema } from "../../server/integrations/integration-forms.ts";
import { listSubscriptions } from "../../server/integrations/webhook-subscriptions.ts";

export const handle = { hydrate: true };

const NO_STORE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => NO_STORE;

const savedKinds = ["revoked", "already-revoked", "deleted"] as const;
type Saved = (typeof savedKinds)[number];

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const { db } = servicesOf(context);
  const [tokens, subscriptions] = await Promise.all([listApiTokens(db), listSubscriptions(db)]);
  const revokeId = url.searchParams.get("revoke");
  const saved = url.searchParams.get("saved");
  return {
    tokens,
    subscriptions,
    nowIso: new Date().toISOString(),
    confirmRevoke: revokeId ? (tokens.find((t) => t.id === revokeId && !t.revokedAt) ?? null) : null,
    saved: (savedKinds as readonly string[]).includes(saved ?? "") ? { kind: saved as Saved, name: (url.searchParams.get("name") ?? "").slice(0, 200) } : null,
  };
}

type ActionResult = (FormFailure & { intent: "create-token"; created?: undefined }) | { intent: "create-token"; created: { name: string; token: string }; errors?: undefined };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const formData = await readAdminForm(request);
  const { db } = servicesOf(context);

  switch (formData.get("intent")) {
    case "create-token": {
      const parsed = parseForm(apiTokenFormSchema, formData, tokenFormLists);
      if (!parsed.ok) return data<ActionResult>({ intent: "create-token", errors: parsed.errors, values: parsed.values }, { status: 400, headers: NO_STORE });
      const { token } = await createApiToken(db, admin, parsed.data);
      return data<ActionResult>({ intent: "create-token", created: { name: parsed.data.name, token } }, { headers: NO_STORE });
    }
    case "revoke": {
      const id = String(formData.get("tokenId") ?? "");
      const token = (await listApiTokens(db)).find((t) => t.id === id);
      if (!token) throw data("That token does not exist.", { status: 404 });
      const revoked = await revokeApiToken(db, admin, id);
      return redirect(hrefWith(INTEGRATIONS_PATH, { saved: revoked ? "revoked" : "already-revoked", name: token.name }), 303);
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

export const meta = () => [{ title: "Integrations · Back office" }, { name: "robots", content: "noindex" }];

const savedText: Record<Saved, (name: string) => string> = {
  revoked: (name) => `The token “${name}” is revoked: calls with it are refused from now on.`,
  "already-revoked": (name) => `The token “${name}” was already revoked.`,
  deleted: () => "The subscription is deleted, with its deliveries: nothing more is posted to that address.",
};

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 px-4 font-semibold";

export default function IntegrationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tokens, subscriptions, nowIso, confirmRevoke, saved } = loaderData;
  const created = actionData?.created;
  const failure = actionData && !actionData.created ? actionData : undefined;
  return (
    <AdminFrame
      eyebrow="Manage"
      title="Integrations"
      description={
        <p>
          Connect the agency&apos;s management system, Zapier or another tool: an API token lets it read and update records through the API; a webhook subscription posts events to it as they happen.
        </p>
      }
      actions={
        <>
          <Link to={API_REFERENCE_PATH} className={`${buttonClass} border-white text-white hover:bg-white/10`}>
            <BookOpen aria-hidden="true" className="h-5 w-5" />
            API reference
          </Link>
          <Link to={NEW_SUBSCRIPTION_PATH} className={`${buttonClass} border-gold-400 bg-gold-400 text-navy-950 hover:bg-gold-300`}>
            <Plus aria-hidden="true" className="h-5 w-5" />
            Add a subscription
          </Link>
        </>
      }
    >
      {saved ? (
        <MessageBox tone={saved.kind === "already-revoked" ? "info" : "success"} className="mb-6" focus>
          <p className="break-words">{savedText[saved.kind](saved.name)}</p>
        </MessageBox>
      ) : null}
      {created ? <NewTokenBox name={created.name} token={created.token} /> : null}
      {confirmRevoke ? <RevokeTokenConfirm token={confirmRevoke} action={INTEGRATIONS_PATH} cancelHref={`${INTEGRATIONS_PATH}#token-${confirmRevoke.id}`} /> : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <TokenList tokens={tokens} nowIso={nowIso} confirming={confirmRevoke?.id ?? null} revokeHref={(id) => `${hrefWith(INTEGRATIONS_PATH, { revoke: id })}#confirm-revoke`} />
        <TokenForm key={created ? `created:${created.token.slice(0, 12)}` : "form"} failure={failure} action={INTEGRATIONS_PATH} />
      </div>

      <div className="mt-8">
        <SubscriptionList subscriptions={subscriptions} />
      </div>
    </AdminFrame>
  );
}
