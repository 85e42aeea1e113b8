/**
 * The carrier directory (docs/product.md#carrier-directory-and-the-public-service-center-page):
 * each carrier's claims phone, payment page and website, shown on the public Service center
 * page and on customers' policies. Admins add, edit and remove carriers; every change is
 * audited. Plain forms: ?edit=<carrier> opens one carrier's form in place of "Add a carrier".
 */
import { Building2, ExternalLink, Pencil, Phone, Plus, Save, Trash2, X } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-carriers";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { ErrorSummary, Field, SubmitButton, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { parseUsPhone } from "../../config/agency.ts";
import { formValues, parseForm, type FormFailure } from "../../lib/form-data.ts";
import { carrierKey } from "../../lib/policies.ts";
import { carrierSchema } from "../../lib/schemas/carrier.ts";
import { carrierFieldLabels } from "../../lib/schemas/carrier-fields.ts";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { loadCarrierDirectory } from "../../server/settings/carrier-directory.ts";
import { addCarrier, DUPLICATE_CARRIER_MESSAGE, removeCarrier, updateCarrier } from "../../server/settings/edit-carrier-directory.ts";

export const handle = { hydrate: true };

const PATH = "/admin/settings/carriers";
const savedKinds = ["added", "updated", "removed"] as const;
type SavedKind = (typeof savedKinds)[number];

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const carriers = await loadCarrierDirectory(servicesOf(context).db);
  const editKey = url.searchParams.get("edit");
  const editing = editKey ? (carriers.find((c) => carrierKey(c.name) === editKey) ?? null) : null;
  const saved = url.searchParams.get("saved");
  return {
    carriers: carriers.map((c) => ({ ...c, key: carrierKey(c.name) })),
    editing: editing ? { ...editing, key: carrierKey(editing.name) } : null,
    editMissing: !!editKey && !editing,
    saved: savedKinds.includes(saved as SavedKind) ? { kind: saved as SavedKind, name: url.searchParams.get("carrier") ?? "" } : null,
  };
}

type ActionResult = FormFailure & { intent: "add" | "edit"; original: string | null };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const formData = await readAdminForm(request);
  const db = servicesOf(context).db;
  const intent = formData.get("intent");
  const original = typeof formData.get("original") === "string" ? String(formData.get("original")) : null;
  const done = (kind: SavedKind, name: string) => redirect(hrefWith(PATH, { saved: kind, carrier: name }), 303);

  if (intent === "remove") {
    const result = await removeCarrier(db, admin, original ?? "");
    if (!result.ok) throw data("That carrier is no longer in the directory.", { status: 404 });
    return done("removed", formData.get("name")?.toString() ?? "");
  }
  if (intent !== "add" && intent !== "edit") throw data("Unknown action", { status: 400 });
  const values = formValues(formData);
  const parsed = parseForm(carrierSchema, formData);
  const failure = (errors: FormFailure["errors"], formError?: string) =>
    data<ActionResult>({ intent, original: intent === "edit" ? original : null, errors, values, formError }, { status: 400 });
  if (!parsed.ok) return failure(parsed.errors);
  const result = intent === "add" ? await addCarrier(db, admin, parsed.data) : await updateCarrier(db, admin, original ?? "", parsed.data);
  if (!result.ok) {
    return result.problem === "duplicate"
      ? failure({ name: DUPLICATE_CARRIER_MESSAGE })
      : failure({}, "This carrier is no longer in the directory: someone removed it meanwhile. Add it again if it is still needed.");
  }
  return done(intent === "add" ? "added" : "updated", parsed.data.name);
}

export const meta = () => [{ title: "Carrier directory · Settings · Back office" }, { name: "robots", content: "noindex" }];

const savedText: Record<SavedKind, (name: string) => string> = {
  added: (name) => `${name} was added to the directory.`,
  updated: (name) => `${name} was saved.`,
  removed: (name) => `${name || "The carrier"} was removed from the directory.`,
};

const linkClass = "font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950";

export default function CarriersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { carriers, editing, editMissing, saved } = loaderData;
  // After a failed post the form shows what was typed, for the carrier it was about.
  const failure = actionData && (actionData.intent === "add" ? !editing : actionData.original === editing?.key) ? actionData : undefined;
  const initial = editing ?? { name: "", claimsPhone: "", paymentUrl: "", website: "" };
  const value = (name: keyof typeof carrierFieldLabels) => (failure ? valueOf(failure.values, name) : initial[name]);
  const formTitle = editing ? `Edit ${editing.name}` : "Add a carrier";

  return (
    <AdminFrame
      title="Carrier directory"
      crumbs={[{ label: "Settings", href: "/admin/settings" }]}
      description={<p>Claims phones, payment pages and websites of the carriers you write, shown on the public Service center page and on customers&apos; policies.</p>}
    >
      {saved ? (
        <MessageBox tone="success" className="mb-6" focus>
          <p>{savedText[saved.kind](saved.name)}</p>
        </MessageBox>
      ) : null}
      {editMissing ? (
        <MessageBox tone="info" className="mb-6">
          <p>That carrier is no longer in the directory.</p>
        </MessageBox>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <Panel title={`Carriers (${carriers.length})`} titleId="carriers-heading" padded={false}>
          {carriers.length === 0 ? (
            <p className="p-5 text-slate-700">
              No carriers yet. Until you add some, the Service center page shows the agency&apos;s phone number for claims and payments.
            </p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {carriers.map((carrier) => {
                const phone = carrier.claimsPhone ? parseUsPhone(carrier.claimsPhone) : null;
                const current = editing?.key === carrier.key;
                return (
                  <li key={carrier.key} className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between ${current ? "bg-navy-50" : ""}`}>
                    <div className="min-w-0">
                      <h3 className="flex items-center gap-2 break-words text-base font-semibold text-navy-900">
                        <Building2 aria-hidden="true" className="h-4 w-4 shrink-0 text-navy-700" />
                        {carrier.name}
                      </h3>
                      <dl className="mt-1 space-y-0.5 text-sm text-slate-700">
                        <div className="flex flex-wrap gap-x-1">
                          <dt>Claims:</dt>
                          <dd>{phone ? <span className="inline-flex items-center gap-1"><Phone aria-hidden="true" className="h-3.5 w-3.5" />{phone.display}</span> : "not set"}</dd>
                        </div>
                        <div className="flex flex-wrap gap-x-1">
                          <dt>Payments:</dt>
                          <dd className="min-w-0 break-all">{carrier.paymentUrl ? <ExternalAddress href={carrier.paymentUrl} /> : "not set"}</dd>
                        </div>
                        <div className="flex flex-wrap gap-x-1">
                          <dt>Website:</dt>
                          <dd className="min-w-0 break-all">
                            {carrier.website ? <ExternalAddress href={carrier.website} /> : "not set"}
                          </dd>
                        </div>
                      </dl>
                    </div>
                    <Link
                      to={hrefWith(PATH, { edit: carrier.key }) + "#carrier-form-heading"}
                      aria-current={current ? "true" : undefined}
                      className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-navy-800 hover:border-navy-700 hover:bg-navy-50"
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      Edit<span className="sr-only"> {carrier.name}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>

        <Panel title={formTitle} titleId="carrier-form-heading">
          <Form
            // A fresh form for each carrier (and after each save), so the fields show its stored values.
            key={editing ? `edit:${editing.key}:${editing.claimsPhone}:${editing.paymentUrl}:${editing.website}` : `add:${carriers.length}`}
            method="post"
            action={editing ? hrefWith(PATH, { edit: editing.key }) : PATH}
            noValidate
            className="space-y-4"
          >
            <ErrorSummary errors={failure?.errors} labels={carrierFieldLabels} formError={failure?.formError} />
            <input type="hidden" name="intent" value={editing ? "edit" : "add"} />
            {editing ? <input type="hidden" name="original" value={editing.key} /> : null}
            <Field name="name" label={carrierFieldLabels.name} required autoComplete="off" defaultValue={value("name")} error={failure?.errors.name} />
            <Field
              name="claimsPhone"
              type="tel"
              label={carrierFieldLabels.claimsPhone}
              hint="The carrier's 24/7 claims line, like (800) 555-0123."
              autoComplete="off"
              defaultValue={value("claimsPhone")}
              error={failure?.errors.claimsPhone}
            />
            <Field
              name="paymentUrl"
              type="url"
              label={carrierFieldLabels.paymentUrl}
              hint="Where customers pay this carrier online, starting with https://."
              autoComplete="off"
              spellCheck={false}
              defaultValue={value("paymentUrl")}
              error={failure?.errors.paymentUrl}
            />
            <Field
              name="website"
              type="url"
              label={carrierFieldLabels.website}
              hint="Starting with https://."
              autoComplete="off"
              spellCheck={false}
              defaultValue={value("website")}
              error={failure?.errors.website}
            />
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <SubmitButton pendingText="Saving…" className="w-full sm:w-auto">
                {editing ? <Save aria-hidden="true" className="mr-2 h-5 w-5" /> : <Plus aria-hidden="true" className="mr-2 h-5 w-5" />}
                {editing ? "Save carrier" : "Add carrier"}
              </SubmitButton>
              {editing ? (
                <Link
                  to={PATH}
                  className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                  Cancel
                </Link>
              ) : null}
            </div>
          </Form>
          {editing ? (
            <Form method="post" action={PATH} className="mt-6 border-t border-slate-200 pt-5">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="original" value={editing.key} />
              <input type="hidden" name="name" value={editing.name} />
              <p className="text-sm text-slate-700">Removing takes the carrier off the Service center page and customers&apos; policies.</p>
              <button
                type="submit"
                className="mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-red-700 bg-white px-5 font-semibold text-red-800 hover:bg-red-50 sm:w-auto"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Remove {editing.name}
              </button>
            </Form>
          ) : null}
        </Panel>
      </div>
    </AdminFrame>
  );
}

/** A carrier's address as a link that opens in a new tab. */
function ExternalAddress({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex items-center gap-1 font-normal`}>
      {href}
      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
