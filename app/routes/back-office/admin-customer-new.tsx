/**
 * Adding a customer (docs/product.md#customers-and-policies): the customer form, validated by
 * customerSchema on the server, the owner checked against the active team. Saved, it opens the
 * customer's page, where policies are added. Staff and admins; audit-logged.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-customer-new";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { CustomerForm } from "../../components/admin/customers/CustomerForm.tsx";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { customerSchema } from "../../lib/schemas/customer.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { requireStaff } from "../../http/guards.ts";
import { ownerChoices } from "../../server/customers/owner-choices.ts";
import { createCustomer } from "../../server/customers/save-customer.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { servicesOf } from "../../http/context.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context });
  const owners = await ownerChoices(servicesOf(context).db);
  // The person adding a customer usually looks after them.
  const ownerId = owners.some((o) => o.value === staff.id) ? staff.id : "";
  return { owners, initial: { kind: "person", ownerId } };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context });
  const parsed = parseForm(customerSchema, await readAdminForm(request));
  if (!parsed.ok) return data<FormFailure>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const result = await createCustomer(servicesOf(context).db, staff, parsed.data);
  if (!result.ok) return data<FormFailure>({ errors: result.reason === "invalid" ? result.errors : {}, values: parsed.values }, { status: 400 });
  return redirect(`${staffCustomerPath(result.id)}?saved=created`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Add a customer · Back office" }, { name: "robots", content: "noindex" }];

export default function NewCustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminFrame crumbs={[{ label: "Customers & policies", href: "/admin/customers" }]} title="Add a customer" description="A person or household, or a business. Policies are added on the customer's page.">
      <div className="max-w-3xl">
        <Panel>
          <CustomerForm action="/admin/customers/new" values={actionData?.values ?? loaderData.initial} errors={actionData?.errors} owners={loaderData.owners} submitLabel="Add customer" />
        </Panel>
      </div>
    </AdminFrame>
  );
}
