/**
 * A policy's page (docs/product.md#customers-and-policies): its details with the edit form,
 * where the customer pays it, for a vehicle line its vehicles and drivers (added and removed
 * one at a time), its documents and its service requests. Plain forms with an intent; the
 * action checks the role first and redirects back saying what changed. Every change is
 * audit-logged. Staff and admins.
 */
import { CreditCard, ExternalLink, FileUp, PenLine } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-policy";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { PolicyStatusBadge } from "../../components/admin/customers/CustomerBadges.tsx";
import { failureFor, type IntentFailure } from "../../components/admin/customers/page-failure.ts";
import { PolicyForm, type DuplicatePolicy } from "../../components/admin/customers/PolicyForm.tsx";
import { DriverList, VehicleList } from "../../components/admin/customers/PolicyVehicles.tsx";
import { RequestList } from "../../components/admin/customers/RequestList.tsx";
import { RecordSignatures } from "../../components/admin/signing/RecordSignatures.tsx";
import { DocumentList } from "../../components/documents/DocumentList.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { formatDate } from "../../lib/format.ts";
import { parseForm } from "../../lib/form-data.ts";
import { billingLabel, policyLineLabel } from "../../lib/policies.ts";
import { driverSchema, policySchema, vehicleSchema } from "../../lib/schemas/policy.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { requireStaff } from "../../http/guards.ts";
import { listDocuments } from "../../server/documents/list-documents.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { getPolicyPage, policyFormValues } from "../../server/policies/get-policy.ts";
import { duplicateMessage, updatePolicy } from "../../server/policies/save-policy.ts";
import { addDriver, addVehicle, removeDriver, removeVehicle, type ListChangeResult } from "../../server/policies/vehicles-and-drivers.ts";
import { servicesOf } from "../../http/context.ts";
import { listSigningDocumentsOf } from "../../server/signing/signing-lists.ts";

const notFound = () => data("Not found", { status: 404 });

const savedMessages = ["created", "updated", "unchanged", "vehicle_added", "vehicle_removed", "driver_added", "driver_removed"] as const;
type Saved = (typeof savedMessages)[number];

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await requireStaff({ request, context });
  const db = servicesOf(context).db;
  const page = await getPolicyPage(db, params.id);
  if (!page) throw notFound();
  const [documents, signing] = await Promise.all([listDocuments(db, { customerId: page.customer.id, policyId: page.policy.id }), listSigningDocumentsOf(db, { policyId: page.policy.id }, 20)]);
  const saved = url.searchParams.get("saved");
  return {
    ...page,
    documents,
    signing,
    formValues: policyFormValues(page.policy),
    saved: (savedMessages as readonly string[]).includes(saved ?? "") ? (saved as Saved) : null,
  };
}

type Intent = "update" | "vehicle_add" | "vehicle_remove" | "driver_add" | "driver_remove";
type PolicyFailure = IntentFailure<Intent> & { duplicate?: DuplicatePolicy };
const failed = (intent: Intent, failure: Omit<PolicyFailure, "intent">, status = 400) => data<PolicyFailure>({ intent, ...failure }, { status });

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context });
  const formData = await readAdminForm(request);
  const db = servicesOf(context).db;
  const here = `/admin/policies/${encodeURIComponent(params.id)}`;
  const done = (saved: Saved, hash: string) => redirect(`${hrefWith(here, { saved })}#${hash}`, 303);
  /** A list change's answer: not found → 404, a refusal → the form's messages. */
  const listAnswer = (intent: Intent, result: ListChangeResult, values: Record<string, string | string[]>, saved: Saved, hash: string) => {
    if (result.ok) return done(saved, hash);
    if (result.reason === "invalid") return failed(intent, { errors: result.errors, values });
    if (result.reason === "not-vehicle-line") return failed(intent, { errors: {}, values, formError: "This line of business carries no vehicles or drivers." }, 409);
    throw notFound();
  };

  switch (formData.get("intent")) {
    case "update": {
      const parsed = parseForm(policySchema, formData);
      if (!parsed.ok) return failed("update", parsed);
      const result = await updatePolicy(db, staff, params.id, parsed.data);
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) return failed("update", { errors: { policyNumber: duplicateMessage(result.existing) }, values: parsed.values, duplicate: result.existing }, 409);
      return done(result.changed ? "updated" : "unchanged", "details");
    }
    case "vehicle_add": {
      const parsed = parseForm(vehicleSchema, formData);
      if (!parsed.ok) return failed("vehicle_add", parsed);
      return listAnswer("vehicle_add", await addVehicle(db, staff, params.id, parsed.data), parsed.values, "vehicle_added", "vehicles");
    }
    case "vehicle_remove": {
      const vehicleId = formData.get("vehicleId");
      if (typeof vehicleId !== "string") throw notFound();
      return listAnswer("vehicle_remove", await removeVehicle(db, staff, params.id, vehicleId), {}, "vehicle_removed", "vehicles");
    }
    case "driver_add": {
      const parsed = parseForm(driverSchema, formData);
      if (!parsed.ok) return failed("driver_add", parsed);
      return listAnswer("driver_add", await addDriver(db, staff, params.id, parsed.data), parsed.values, "driver_added", "drivers");
    }
    case "driver_remove": {
      const driverId = formData.get("driverId");
      if (typeof driverId !== "string") throw notFound();
      return listAnswer("driver_remove", await removeDriver(db, staff, params.id, driverId), {}, "driver_removed", "drivers");
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.policy.carrier} ${loaderData.policy.policy_number} · ${loaderData.customer.name}` : "Back office" },
  { name: "robots", content: "noindex" },
];

const savedTexts: Record<Saved, string> = {
  created: "Policy added.",
  updated: "Policy saved.",
  unchanged: "Nothing changed: the policy was already like that.",
  vehicle_added: "Vehicle added.",
  vehicle_removed: "Vehicle removed.",
  driver_added: "Driver added.",
  driver_removed: "Driver removed.",
};

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";

export default function PolicyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { policy, customer, carriesVehicles, vehicles, drivers, payment, requests, documents, saved } = loaderData;
  const here = `/admin/policies/${encodeURIComponent(policy.id)}`;
  const updateFailure = failureFor(actionData, "update") as PolicyFailure | undefined;
  const vehicleFailure = failureFor(actionData, "vehicle_add", "vehicle_remove");
  const driverFailure = failureFor(actionData, "driver_add", "driver_remove");
  const listError = vehicleFailure?.formError ?? driverFailure?.formError;
  const upload = hrefWith(`${staffCustomerPath(customer.id)}/documents`, { policy: policy.id });

  return (
    <AdminFrame
      crumbs={[
        { label: "Customers & policies", href: "/admin/customers" },
        { label: customer.name, href: staffCustomerPath(customer.id) },
      ]}
      eyebrow={`${policyLineLabel(policy.line)} · ${customer.name}`}
      title={`${policy.carrier} ${policy.policy_number}`}
      description={
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span>
            {formatDate(policy.effective_date)} – {formatDate(policy.expiration_date)}
          </span>
          <PolicyStatusBadge status={policy.status} />
        </p>
      }
      actions={
        <>
          <Link to={upload} className={`${buttonClass} border-2 border-white text-white hover:bg-white/10`}>
            <FileUp aria-hidden="true" className="h-5 w-5" />
            Upload a document
          </Link>
          <Link to={`/admin/signing/new?policy=${policy.id}`} className={`${buttonClass} border-2 border-white text-white hover:bg-white/10`}>
            <PenLine aria-hidden="true" className="h-5 w-5" />
            Send for signature
          </Link>
        </>
      }
    >
      {saved ? (
        <MessageBox tone={saved === "unchanged" ? "info" : "success"} className="mb-6" focus>
          <p>{savedTexts[saved]}</p>
        </MessageBox>
      ) : null}
      {listError ? (
        <MessageBox tone="error" className="mb-6" focus>
          <p>{listError}</p>
        </MessageBox>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
          <Panel title="Billing" titleId="billing">
            <p className="text-slate-900">{billingLabel(policy.billing)}</p>
            {policy.premium_cents !== null ? (
              <p className="mt-1 text-slate-700">
                Premium: {(Number(policy.premium_cents) / 100).toLocaleString("en-US", { style: "currency", currency: "USD" })}
              </p>
            ) : null}
            {payment ? (
              <p className="mt-3">
                <a href={payment.url} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center gap-2 break-all font-semibold text-navy-800 underline">
                  <CreditCard aria-hidden="true" className="h-5 w-5 shrink-0" />
                  Payment page
                  <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <span className="block text-sm text-slate-600">
                  {payment.from === "policy" ? "This policy's own payment page." : "From the carrier directory."} Customers see this link.
                </span>
              </p>
            ) : policy.billing === "direct" ? (
              <p className="mt-3 text-sm text-slate-700">No payment page: add one below, or to the carrier directory in Settings.</p>
            ) : (
              <p className="mt-3 text-sm text-slate-700">The agency bills this policy: customers pay the agency.</p>
            )}
          </Panel>

          <Panel title="Service requests" titleId="requests">
            <RequestList requests={requests} emptyText="No service requests about this policy yet." />
          </Panel>

          <RecordSignatures documents={loaderData.signing} newHref={`/admin/signing/new?policy=${policy.id}`} />
        </div>

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          {carriesVehicles ? (
            <>
              <Panel title="Vehicles" titleId="vehicles">
                <VehicleList vehicles={vehicles} action={here} failure={failureFor(vehicleFailure, "vehicle_add")} />
              </Panel>
              <Panel title="Drivers" titleId="drivers">
                <DriverList drivers={drivers} action={here} failure={failureFor(driverFailure, "driver_add")} />
              </Panel>
            </>
          ) : null}

          <Panel title="Documents" titleId="documents">
            <DocumentList documents={documents} audience="staff" showPolicy={false} emptyText="Documents uploaded for this policy appear here, and on the customer's own Documents page." />
          </Panel>

          <Panel title="Policy details" titleId="details">
            <PolicyForm
              action={here}
              intent="update"
              values={updateFailure?.values ?? loaderData.formValues}
              errors={updateFailure?.errors}
              duplicate={updateFailure?.duplicate}
              submitLabel="Save policy"
            />
          </Panel>
        </div>
      </div>
    </AdminFrame>
  );
}
