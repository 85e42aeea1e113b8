import { CheckCircle2, Clock, FileText, Mail, Phone } from "lucide-react";
import type { Route } from "./+types/submit-claim";
import { ChoiceGroup, EnhancedForm, ErrorSummary, Field, FileField, Honeypot, SelectField, SubmitButton, TextareaField, valueOf } from "../components/forms.tsx";
import { FormSection, PrivacyNote, SuccessPanel } from "../components/FormLayout.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Section } from "../components/Section.tsx";
import { useAgency } from "../components/use-site.ts";
import { claimNextSteps, claimProcess, claimsIntro, whatToHaveReady } from "../content/claims.ts";
import { claimLabels, claimTypeOptions, injuriesOptions, todayInLasVegas } from "../lib/schemas/claim-fields.ts";
import { startOfNextLasVegasDay } from "../lib/las-vegas-time.ts";
import { stateOptions } from "../lib/schemas/options.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { CLAIM_NUMBER_PATTERN } from "../server/leads/claim-number.ts";
import { StepList } from "../components/StepList.tsx";
import { retryAfterHeaders } from "../server/http/retry-after.ts";
import { submitLeadForm } from "../server/forms/lead-form.ts";
import { claimForm, claimFormFiledBy } from "../server/leads/lead-form-definitions.ts";
import { getCurrentUser } from "../server/accounts/current-user.ts";
import { fileLimitsOf, megabytes } from "../server/forms/file-limits.ts";
import { servicesOf } from "../server/context.ts";
import { sharePublicPage } from "../server/public-pages/public-page.ts";
import { ContactFields } from "../components/PersonFields.tsx";
import type { RouteHandle } from "../root.tsx";

/** No React bundle: the form script and the file picker add the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form", "file-picker"] };

export function loader({ url, context }: Route.LoaderArgs) {
  const claimNumber = url.searchParams.get("claim");
  const files = fileLimitsOf(claimForm, servicesOf(context).env.MAX_REQUEST_MB);
  // The form's latest date of loss is today: the page is rendered again when the Las Vegas day ends.
  // A confirmation with a claim number is one visitor's: it is rendered for them.
  if (!claimNumber) sharePublicPage(context, { params: ["success"], until: startOfNextLasVegasDay(new Date()) });
  return {
    success: url.searchParams.get("success") === "true",
    claimNumber: claimNumber && CLAIM_NUMBER_PATTERN.test(claimNumber) ? claimNumber : null,
    today: todayInLasVegas(),
    files,
    maxFileSize: megabytes(files.maxFileBytes),
  };
}


/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

/** A claim sent while signed in to a customer account is that account's (docs/product.md#the-customers-side). */
export async function action(args: Route.ActionArgs) {
  const user = await getCurrentUser(args.context);
  return submitLeadForm(claimFormFiledBy(user?.role === "customer" ? user.id : null), args);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Submit an Insurance Claim",
    description:
      "Report an auto, home, business or life insurance claim online or through our 24/7 claims hotline. An adjuster reviews new claims within 24 hours.",
    path: "/submit-claim",
  });

function ClaimConfirmation({ claimNumber }: { claimNumber: string | null }) {
  return (
    <SuccessPanel
      heading="Claim Submitted Successfully!"
      message="Your claim has been received and is being processed."
      actions={[
        { label: "Submit Another Claim", href: "/submit-claim" },
        { label: "Return to Home", href: "/" },
      ]}
    >
      {claimNumber ? (
        <p className="mt-5 rounded-lg bg-navy-50 p-4 text-lg text-navy-900">
          Your claim number: <strong className="font-mono tracking-wide whitespace-nowrap">{claimNumber}</strong>
          <span className="mt-1 block text-sm text-slate-700">Please keep it for your records. We have also sent it to you by email.</span>
        </p>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold text-navy-900">What Happens Next?</h2>
      <ul className="mt-3 space-y-2 text-slate-700">
        {claimNextSteps.map((step) => (
          <li key={step} className="flex gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
            {step}
          </li>
        ))}
      </ul>
    </SuccessPanel>
  );
}

export default function SubmitClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const agency = useAgency();
  if (loaderData.success) return <ClaimConfirmation claimNumber={loaderData.claimNumber} />;
  const values = actionData?.values;
  const errors = actionData?.errors;
  const infoCards = [
    { icon: Phone, title: "24/7 Claims Hotline", text: "Call any time, day or night.", link: { href: `tel:${agency.claimsPhone.dial}`, label: agency.claimsPhone.display } },
    { icon: Mail, title: "Email Your Claim", text: "We reply within 24 hours.", link: { href: `mailto:${agency.emails.claims}`, label: agency.emails.claims } },
    { icon: FileText, title: "Submit Online", text: "Use the form below to report your claim now.", link: { href: "#claim-form", label: "Go to the claim form" } },
  ];

  return (
    <>
      <PageHero eyebrow="Claims" heading="Submit a Claim" intro={claimsIntro} />

      <Section heading="How to reach our claims team">
        <ul className="grid gap-5 md:grid-cols-3">
          {infoCards.map((card) => (
            <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <card.icon aria-hidden="true" className="h-8 w-8 text-navy-700" />
              <h3 className="mt-3 text-lg font-semibold text-navy-900">{card.title}</h3>
              <p className="mt-1 text-slate-700">{card.text}</p>
              <a href={card.link.href} className="mt-3 inline-block break-all font-semibold text-navy-800 underline">{card.link.label}</a>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="tint" heading="The claims process">
        <StepList steps={claimProcess} columns={4} />
      </Section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        {/* Before the form in the page (a phone shows it first); beside it on a wide screen. */}
        <aside aria-label="What to have ready" className="space-y-6 lg:order-last">
          <div className="rounded-xl bg-navy-50 p-6">
            <h2 className="text-lg font-semibold text-navy-900">What to Have Ready</h2>
            <ul className="mt-4 space-y-3 text-slate-700">
              {whatToHaveReady.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border border-slate-200 p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
              <Clock aria-hidden="true" className="h-5 w-5" /> Emergency?
            </h2>
            <p className="mt-2 text-slate-700">
              If anyone is hurt or in danger, call 911 first. Then call our 24/7 claims hotline at{" "}
              <a href={`tel:${agency.claimsPhone.dial}`} className="font-semibold text-navy-800 underline">{agency.claimsPhone.display}</a>.
            </p>
          </div>
        </aside>
        <div className="lg:col-span-2">
          <h2 id="claim-form" className="mb-6 text-2xl font-bold text-navy-900">Claim form</h2>
          <EnhancedForm encType="multipart/form-data" className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ErrorSummary errors={errors} labels={claimLabels} formError={actionData?.formError} />
            <Honeypot />
            <FormSection legend="Policyholder">
              <ContactFields values={values} errors={errors} />
              <Field name="policyNumber" label="Policy number" required autoComplete="off" defaultValue={valueOf(values, "policyNumber")} error={errors?.policyNumber} />
              <SelectField name="claimType" label="Claim type" required options={claimTypeOptions} defaultValue={valueOf(values, "claimType")} error={errors?.claimType} />
            </FormSection>

            <FormSection legend="The loss">
              <Field name="dateOfLoss" type="date" label="Date of loss" required max={loaderData.today} defaultValue={valueOf(values, "dateOfLoss")} error={errors?.dateOfLoss} />
              <Field name="timeOfLoss" type="time" label="Time of loss" defaultValue={valueOf(values, "timeOfLoss")} error={errors?.timeOfLoss} />
              <Field name="lossLocation" label="Location of loss" required hint="Street address or a description of the place" autoComplete="off" className="sm:col-span-2" defaultValue={valueOf(values, "lossLocation")} error={errors?.lossLocation} />
              <Field name="lossCity" label="City" required autoComplete="off" defaultValue={valueOf(values, "lossCity")} error={errors?.lossCity} />
              <SelectField name="lossState" label="State" required options={stateOptions} placeholder={null} defaultValue={valueOf(values, "lossState") ?? "NV"} error={errors?.lossState} />
              <TextareaField name="description" label="Description of what happened" required rows={6} className="sm:col-span-2" maxLength={10000} defaultValue={valueOf(values, "description")} error={errors?.description} />
              <Field name="policeReport" label="Police report number" hint="If applicable" autoComplete="off" defaultValue={valueOf(values, "policeReport")} error={errors?.policeReport} />
              <Field name="estimatedDamage" label="Estimated damage" hint="For example: $5,000" autoComplete="off" defaultValue={valueOf(values, "estimatedDamage")} error={errors?.estimatedDamage} />
              <ChoiceGroup type="radio" name="injuriesInvolved" legend="Were there injuries?" required options={injuriesOptions} defaultValue={valueOf(values, "injuriesInvolved") ?? "no"} error={errors?.injuriesInvolved} className="sm:col-span-2" />
            </FormSection>

            <FormSection legend="Witness" description="If someone saw what happened, their details help the adjuster.">
              <Field name="witnessName" label="Witness name" autoComplete="off" defaultValue={valueOf(values, "witnessName")} error={errors?.witnessName} />
              <Field name="witnessContact" label="Witness phone or email" autoComplete="off" defaultValue={valueOf(values, "witnessContact")} error={errors?.witnessContact} />
            </FormSection>

            <FormSection legend="Photos and documents">
              <FileField
                name="attachments"
                label="Photos and documents"
                limits={loaderData.files}
                hint={`Up to ${loaderData.files.maxFiles} files: JPEG, PNG, HEIC or PDF, ${loaderData.maxFileSize} each.${errors && Object.keys(errors).length ? " Files are not kept after an error: please choose them again." : ""}`}
                className="sm:col-span-2"
                error={errors?.attachments}
              />
            </FormSection>

            <div className="space-y-4 border-t border-slate-200 pt-6">
              <PrivacyNote form="claim" />
              <SubmitButton>Submit Claim</SubmitButton>
            </div>
          </EnhancedForm>
        </div>

      </div>
    </>
  );
}
