import { Briefcase } from "lucide-react";
import type { Route } from "./+types/careers";
import { ContactBlock } from "../components/ContactBlock.tsx";
import { EnhancedForm, ErrorSummary, FileField, Honeypot, SelectField, SubmitButton, TextareaField, valueOf } from "../components/forms.tsx";
import { FormSection, PrivacyNote, SuccessPanel } from "../components/FormLayout.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Section } from "../components/Section.tsx";
import { useAgency } from "../components/use-site.ts";
import { careerBenefits, careersIntro, openPositions } from "../content/careers.ts";
import { availabilityOptions, experienceOptions, jobApplicationLabels, positionOptions } from "../lib/schemas/job-application-fields.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { BenefitList } from "../components/BenefitList.tsx";
import { retryAfterHeaders } from "../server/http/retry-after.ts";
import { submitLeadForm } from "../server/forms/lead-form.ts";
import { jobApplicationForm } from "../server/leads/lead-form-definitions.ts";
import { ContactFields, MailingAddressFields } from "../components/PersonFields.tsx";
import { fileLimitsOf, megabytes } from "../server/forms/file-limits.ts";
import { servicesOf } from "../server/context.ts";
import { sharePublicPage } from "../server/public-pages/public-page.ts";
import type { RouteHandle } from "../root.tsx";

/** No React bundle: the form script and the file picker add the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form", "file-picker"] };

export function loader({ url, context }: Route.LoaderArgs) {
  const files = fileLimitsOf(jobApplicationForm, servicesOf(context).env.MAX_REQUEST_MB);
  sharePublicPage(context, { params: ["success"] });
  return { success: url.searchParams.get("success") === "true", files, maxFileSize: megabytes(files.maxFileBytes) };
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export const action = (args: Route.ActionArgs) => submitLeadForm(jobApplicationForm, args);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Careers: Join Our Team",
    description:
      "Join a veteran-owned independent insurance agency in Las Vegas. See our open positions, benefits and how to apply online with your resume.",
    path: "/careers",
  });

export default function CareersPage({ loaderData, actionData }: Route.ComponentProps) {
  const agency = useAgency();
  if (loaderData.success) {
    return (
      <SuccessPanel
        heading="Application Received!"
        message="Thank you for your interest in joining our team. We review every application and will contact you within 5-7 business days."
        actions={[
          { label: "Back to Careers", href: "/careers" },
          { label: "Return to Home", href: "/" },
        ]}
      />
    );
  }
  const values = actionData?.values;
  const errors = actionData?.errors;

  return (
    <>
      <PageHero eyebrow="Careers" heading="Join Our Team" intro={careersIntro} />

      <Section heading="Why work with us">
        <BenefitList items={careerBenefits} />
      </Section>

      <Section tone="tint" heading="Open positions">
        <ul className="space-y-4">
          {openPositions.map((position) => (
            <li key={position.title}>
              <details className="group rounded-xl bg-white p-6 shadow-sm">
                <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 [&::-webkit-details-marker]:hidden">
                  <span className="flex items-center gap-3">
                    <Briefcase aria-hidden="true" className="h-6 w-6 text-navy-700" />
                    <span>
                      <span className="block text-lg font-semibold text-navy-900">{position.title}</span>
                      <span className="block text-sm text-slate-700">{position.type}</span>
                    </span>
                  </span>
                  <span className="text-sm font-medium text-navy-800 underline group-open:hidden">Show details</span>
                  <span className="hidden text-sm font-medium text-navy-800 underline group-open:inline">Hide details</span>
                </summary>
                <p className="mt-4 text-slate-700">{position.summary}</p>
                <div className="mt-4 grid gap-6 md:grid-cols-2">
                  <div>
                    <h3 className="font-semibold text-navy-900">What you will do</h3>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                      {position.responsibilities.map((r) => <li key={r}>{r}</li>)}
                    </ul>
                  </div>
                  <div>
                    <h3 className="font-semibold text-navy-900">What we look for</h3>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                      {position.requirements.map((r) => <li key={r}>{r}</li>)}
                    </ul>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </Section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <h2 id="apply" className="mb-6 text-2xl font-bold text-navy-900">Apply now</h2>
          <EnhancedForm encType="multipart/form-data" className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ErrorSummary errors={errors} labels={jobApplicationLabels} formError={actionData?.formError} />
            <Honeypot />
            <FormSection legend="Your details">
              <ContactFields values={values} errors={errors} />
              <MailingAddressFields values={values} errors={errors} />
            </FormSection>
            <FormSection legend="The position">
              <SelectField name="position" label="Position" required options={positionOptions} defaultValue={valueOf(values, "position")} error={errors?.position} />
              <SelectField name="experience" label="Experience" required options={experienceOptions} defaultValue={valueOf(values, "experience")} error={errors?.experience} />
              <SelectField name="availability" label="Availability" required options={availabilityOptions} defaultValue={valueOf(values, "availability")} error={errors?.availability} />
            </FormSection>
            <FormSection legend="Resume and cover letter">
              <FileField
                name="resume"
                label="Resume"
                required
                limits={loaderData.files}
                hint={`PDF, DOC or DOCX, ${loaderData.maxFileSize} maximum.${errors && Object.keys(errors).length ? " Files are not kept after an error: please choose it again." : ""}`}
                className="sm:col-span-2"
                error={errors?.resume}
              />
              <TextareaField name="coverLetter" label="Cover letter" rows={6} className="sm:col-span-2" maxLength={10000} defaultValue={valueOf(values, "coverLetter")} error={errors?.coverLetter} />
            </FormSection>
            <div className="space-y-4 border-t border-slate-200 pt-6">
              <PrivacyNote form="careers" />
              <SubmitButton>Submit Application</SubmitButton>
            </div>
          </EnhancedForm>
        </div>
        <aside aria-label="Questions about working here">
          <ContactBlock heading="Questions about a position?" text="We are happy to tell you more about the team and the role." email={agency.emails.careers} />
        </aside>
      </div>
    </>
  );
}
