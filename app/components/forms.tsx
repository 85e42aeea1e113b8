/**
 * Form building blocks. Every field renders its label, hint, value and error the same
 * way, wired for assistive technology (aria-describedby, aria-invalid). Forms post to
 * their route's action and work without JavaScript; the server's messages come back
 * in `errors`, and `values` refills every field.
 *
 * On pages without the React bundle, the plain form script
 * (app/components/scripts/form-enhancements.ts) and file picker (file-picker.ts) add to
 * these through data attributes: `EnhancedForm` (data-enhance), `SubmitButton`
 * (data-submitting, data-requires-checked), each error's id `<name>-error`, `FileField`.
 */
import { AlertCircle } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form, useNavigation, type FormProps } from "react-router";
import type { FieldErrors, FormValues } from "../lib/form-data.ts";

import type { Option } from "../lib/schemas/options.ts";
import { useT } from "./use-site.ts";
export type { Option };

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-navy-700 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

function describedBy(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** The id of a field's message: the form script finds it by the field's name. */
export const errorIdOf = (name: string) => `${name}-error`;

/**
 * A field's message. `always`: rendered (hidden) even without a message, so a script can
 * put one there (the file picker's refusals) and screen readers hear it when it appears.
 */
function FieldError({ name, message, always = false }: { name: string; message?: string; always?: boolean }) {
  const t = useT();
  if (!message && !always) return null;
  return (
    <p
      id={errorIdOf(name)}
      hidden={!message}
      aria-live={always ? "polite" : undefined}
      className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-800"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <span className="sr-only">{t("forms.errorPrefix")} </span>
        <span data-error-text="">{message}</span>
      </span>
    </p>
  );
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const t = useT();
  return (
    <label htmlFor={htmlFor} className="block font-medium text-slate-900">
      {label}
      <span className="text-slate-600"> ({required ? t("forms.required") : t("forms.optional")})</span>
    </label>
  );
}

/** The ids and ARIA attributes that tie a control to its label, hint and error. */
function controlProps(name: string, { required, hint, error }: { required?: boolean; hint?: string; error?: string }) {
  const id = `field-${name}`;
  return {
    id,
    name,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint && `${id}-hint`, error && errorIdOf(name)),
  } as const;
}

/** Label, hint, the control, and the error message, in that order: every single-control field. */
function FieldFrame({
  name,
  label,
  required,
  hint,
  error,
  className,
  alwaysError,
  children,
}: BaseFieldProps & { alwaysError?: boolean; children: React.ReactNode }) {
  const id = `field-${name}`;
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      {hint ? <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">{hint}</p> : null}
      {children}
      <FieldError name={name} message={error} always={alwaysError} />
    </div>
  );
}

interface BaseFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
}

/** A single-line input. */
export function Field({
  name,
  label,
  required,
  hint,
  error,
  className = "",
  defaultValue,
  ...input
}: BaseFieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "required" | "defaultValue"> & { defaultValue?: string }) {
  return (
    <FieldFrame name={name} label={label} required={required} hint={hint} error={error} className={className}>
      <input {...controlProps(name, { required, hint, error })} defaultValue={defaultValue} className={inputClass} {...input} />
    </FieldFrame>
  );
}

/** An upload's limits, the same the server applies (the route reads them from its upload rule). */
export interface FileLimits {
  /** The `accept` attribute: the allowed extensions (and their content types). */
  accept: string;
  /** The largest file. */
  maxFileBytes: number;
  maxFiles: number;
  /** All files together: what one post can carry besides the text fields. */
  maxTotalBytes: number;
}

/**
 * A real file input that looks like a button inside a drop area. With the file picker
 * script it lists each chosen file with its size and refuses a wrong type, an empty or too
 * large file, too many files or too much in total before anything is sent (the message
 * goes where the server's would). Without JavaScript the browser shows the chosen names.
 */
export function FileField({
  name,
  label,
  required,
  hint,
  error,
  className = "",
  limits,
}: BaseFieldProps & { limits: FileLimits }) {
  const t = useT();
  return (
    <FieldFrame name={name} label={label} required={required} hint={hint} error={error} className={className} alwaysError>
      <div className="mt-1 rounded-lg border-2 border-dashed border-slate-400 bg-slate-50 p-3 has-[:focus-visible]:border-navy-700 has-[[aria-invalid=true]]:border-red-700">
        <input
          {...controlProps(name, { required, hint, error })}
          type="file"
          multiple={limits.maxFiles > 1}
          accept={limits.accept}
          data-file-picker=""
          data-max-bytes={limits.maxFileBytes}
          data-max-files={limits.maxFiles}
          data-max-total-bytes={limits.maxTotalBytes}
          className="block w-full cursor-pointer rounded-md text-base text-slate-700 file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-navy-800 file:px-5 file:py-2.5 file:text-base file:font-semibold file:text-white hover:file:bg-navy-900"
        />
        <ul data-file-list="" aria-label={t("forms.chosenFiles", { label })} className="empty:hidden" />
      </div>
    </FieldFrame>
  );
}

export function TextareaField({
  name,
  label,
  required,
  hint,
  error,
  className = "",
  defaultValue,
  rows = 4,
  maxLength,
}: BaseFieldProps & { defaultValue?: string; rows?: number; maxLength?: number }) {
  return (
    <FieldFrame name={name} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea {...controlProps(name, { required, hint, error })} rows={rows} maxLength={maxLength} defaultValue={defaultValue} className={inputClass} />
    </FieldFrame>
  );
}

export function SelectField({
  name,
  label,
  required,
  hint,
  error,
  className = "",
  options,
  defaultValue,
  placeholder,
  onChange,
  autoComplete,
}: BaseFieldProps & {
  autoComplete?: string;
  options: readonly Option[];
  defaultValue?: string;
  /** Shown as an empty first choice ("Select…" in the page's language); omit with `placeholder={null}` when a default is preselected. */
  placeholder?: string | null;
  onChange?: React.ChangeEventHandler<HTMLSelectElement>;
}) {
  const t = useT();
  return (
    <FieldFrame name={name} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        {...controlProps(name, { required, hint, error })}
        defaultValue={defaultValue ?? ""}
        onChange={onChange}
        autoComplete={autoComplete}
        className={inputClass}
      >
        {placeholder !== null ? <option value="">{placeholder ?? t("forms.select")}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Radio buttons (one choice) or checkboxes (several) in a fieldset with a legend. */
export function ChoiceGroup({
  type,
  name,
  legend,
  options,
  defaultValue,
  required,
  hint,
  error,
  className = "",
  columns = 2,
  onChange,
}: {
  type: "radio" | "checkbox";
  name: string;
  legend: string;
  options: readonly Option[];
  /** The chosen value (radio) or values (checkbox). */
  defaultValue?: string | readonly string[];
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  columns?: 1 | 2 | 3 | 4;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
}) {
  const t = useT();
  const id = `field-${name}`;
  const hintId = `${id}-hint`;
  const errorId = errorIdOf(name);
  const chosen = new Set(Array.isArray(defaultValue) ? defaultValue : defaultValue ? [defaultValue] : []);
  // Four: short labels, already two to a row on a phone.
  const grid = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(hint && hintId, error && errorId)}
      className={className}
    >
      <legend className="font-medium text-slate-900">
        {legend}
        <span className="text-slate-600"> ({required ? t("forms.required") : t("forms.optional")})</span>
      </legend>
      {hint ? <p id={hintId} className="mt-0.5 text-sm text-slate-600">{hint}</p> : null}
      <div className={`mt-2 grid gap-2 ${grid}`}>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2.5 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50"
          >
            <input
              type={type}
              name={name}
              value={o.value}
              defaultChecked={chosen.has(o.value)}
              onChange={onChange}
              className="h-5 w-5 accent-navy-800"
            />
            <span className="text-slate-900">{o.label}</span>
          </label>
        ))}
      </div>
      <FieldError name={name} message={error} />
    </fieldset>
  );
}

/** The spam trap: invisible to people and skipped by keyboard and screen readers; bots fill it. */
export function Honeypot() {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="bot-field">{t("forms.honeypot")}</label>
      <input id="bot-field" type="text" name="bot-field" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * A form that works without JavaScript (the server validates, so the browser's own checks
 * are off) and that the form script enhances (`data-enhance`): the submit button says
 * "Submitting..." while it posts, and a fixed field's message goes away.
 */
export function EnhancedForm({ method = "post", children, ...props }: FormProps) {
  return (
    <Form method={method} noValidate data-enhance="" {...props}>
      {children}
    </Form>
  );
}

/**
 * Lists every problem at the top of the form, each linking to its field, and takes
 * focus when it appears so keyboard and screen-reader users hear it first.
 */
export function ErrorSummary({
  errors,
  labels,
  formError,
}: {
  errors?: FieldErrors;
  /** Field name → label, in form order. */
  labels: Record<string, string>;
  formError?: string;
}) {
  const headingId = useId();
  const t = useT();
  const summary = useRef<HTMLDivElement>(null);
  // autoFocus covers the page the server sends; with JavaScript the summary stays mounted
  // between failed submissions, so each new answer from the server moves focus here again.
  useEffect(() => {
    if (errors || formError) summary.current?.focus();
  }, [errors, formError]);
  const entries = Object.keys(labels)
    .filter((name) => errors?.[name])
    .map((name) => [name, errors![name]!] as const);
  if (!entries.length && !formError) return null;
  return (
    <div
      ref={summary}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      autoFocus
      className="rounded-lg border-2 border-red-700 bg-red-50 p-5 text-red-950"
    >
      <h2 id={headingId} className="flex items-start gap-2 text-lg font-semibold">
        <AlertCircle aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
        {entries.length ? t("forms.correctFields", { count: entries.length }) : t("forms.errorSummary")}
      </h2>
      {formError ? <p className="mt-2">{formError}</p> : null}
      {entries.length ? (
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-7">
          {entries.map(([name, message]) => (
            <li key={name}>
              {/* Inline, so a message that wraps keeps its bullet on the first line. */}
              <a href={`#field-${name}`} className="font-medium underline">
                {labels[name]}: {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The submit button. While the form posts it is disabled and shows `pendingText`: through
 * the router on hydrated pages, through the form script (`data-submitting`) on the others.
 * `requiresChecked`: with the form script, disabled until one input of that name is
 * checked, with `requiresHint` shown beside it meanwhile. Without JavaScript it stays
 * enabled and the server says what is missing.
 */
export function SubmitButton({
  children,
  pendingText,
  disabled = false,
  className = "",
  name,
  value,
  requiresChecked,
  requiresHint,
}: {
  children: React.ReactNode;
  pendingText?: string;
  disabled?: boolean;
  className?: string;
  name?: string;
  value?: string;
  /** The name of a checkbox group of which one must be ticked first. */
  requiresChecked?: string;
  /** What to choose first; shown while the button waits. */
  requiresHint?: string;
}) {
  const navigation = useNavigation();
  const t = useT();
  const submitting = navigation.state === "submitting";
  const pending = pendingText ?? t("forms.submitting");
  return (
    <>
      <button
        type="submit"
        name={name}
        value={value}
        disabled={submitting || disabled}
        data-submitting={pending}
        data-requires-checked={requiresChecked}
        className={`inline-flex min-h-11 items-center justify-center rounded-md bg-navy-800 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-navy-900 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      >
        {submitting ? pending : children}
      </button>
      {requiresChecked && requiresHint ? (
        <p id={`${requiresChecked}-requires-hint`} data-requires-hint="" hidden className="text-sm text-slate-700">
          {requiresHint}
        </p>
      ) : null}
    </>
  );
}

/** Reads a value for refilling a field after a failed submission. */
export function valueOf(values: FormValues | undefined, name: string): string | undefined {
  const v = values?.[name];
  return Array.isArray(v) ? v[0] : v;
}

export function listOf(values: FormValues | undefined, name: string): string[] {
  const v = values?.[name];
  return Array.isArray(v) ? v : v ? [v] : [];
}
