/**
 * Adding a policy to a customer (docs/product.md#customers-and-policies): /admin/policies/new?customer=<id>.
 * The policy form, validated by policySchema on the server; a carrier and number another policy
 * already has are refused with a link to it. Saved, it opens the policy's page (where a vehicle
 * line's vehicles and drivers are added). Staff and admins; audit-logged.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-policy-new";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { PolicyForm, type DuplicatePolicy } from "../../components/admin/customers/PolicyForm.tsx";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { policySchema } from "../../lib/schemas/policy.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { requireStaff } from "../../http/guards.ts";
import { createPolicy, duplicateMessage } from "../../server/policies/save-policy.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { servicesOf } from "../../http/context.ts";

const notFound = () => data("Not found", { status: 404 });

async function customerOf(context: Route.LoaderArgs["context"], url: URL) {
  const id = url.searchParams.get("customer");
  if (!id) throw notFound();
  const customer = await servicesOf(context).db.selectFrom("customers").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
  if (!customer) throw notFound();
  return customer;
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireStaff({ request, context });
  return { customer: await customerOf(context, url), initial: { status: "active", billing: "direct" } };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context });
  const customer = await customerOf(context, url);
  const parsed = parseForm(policySchema, await readAdminForm(request));
  if (!parsed.ok) return data<FormFailure & { duplicate?: DuplicatePolicy }>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const result = await createPolicy(servicesOf(context).db, staff, customer.id, parsed.data);
  if (!result.ok && result.reason === "not-found") throw notFound();
  if (!result.ok) {
    return data<FormFailure & { duplicate?: DuplicatePolicy }>(
      { errors: { policyNumber: duplicateMessage(result.existing) }, values: parsed.values, duplicate: result.existing },
      { status: 409 },
    );
  }
  return redirect(`/admin/policies/${encodeURIComponent(result.id)}?saved=created`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Add a policy · Back office" }, { name: "robots", content: "noindex" }];

export default function NewPolicyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer } = loaderData;
  return (
    <AdminFrame
      crumbs={[
        { label: "Customers & policies", href: "/admin/customers" },
        { label: customer.name, href: staffCustomerPath(customer.id) },
      ]}
      eyebrow={customer.name}
      title="Add a policy"
      description="A policy is unique by its carrier and number."
    >
      <div className="max-w-3xl">
        <Panel>
          <PolicyForm
            action={`/admin/policies/new?customer=${encodeURIComponent(customer.id)}`}
            values={actionData?.values ?? loaderData.initial}
            errors={actionData?.errors}
            duplicate={actionData?.duplicate}
            submitLabel="Add policy"
          />
        </Panel>
      </div>
    </AdminFrame>
  );
}
