/**
 * The API reference as a page (docs/integrations.md#the-api): a contents list, then each operation
 * with its method, path, scope, summary, parameters, body fields and answer fields, then the
 * records the answers are made of. Fields are lists, not tables, so a phone reads them too.
 */
import { KeyRound } from "lucide-react";
import { Fragment } from "react";
import { apiScopes } from "../../../lib/integrations.ts";
import { labelFor } from "../../../lib/schemas/options.ts";
import { Panel } from "../AdminFrame.tsx";
import type { ApiFieldView, ApiOperationView, ApiParameterView, ApiReferenceView } from "./api-reference.ts";

const methodStyles: Record<string, string> = {
  GET: "border-blue-300 bg-blue-50 text-blue-900",
  POST: "border-green-300 bg-green-50 text-green-900",
};
const linkClass = "font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800";

export const operationAnchor = (id: string) => `op-${id}`;
export const recordAnchor = (name: string) => `record-${name}`;

/** Text with `code` spans, as the document writes them. */
export function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, i) =>
        part.startsWith("`") && part.endsWith("`") && part.length > 2 ? (
          <code key={i} className="rounded bg-slate-100 px-1 font-mono text-[0.9em] text-slate-900">{part.slice(1, -1)}</code>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function TypeText({ type, record }: { type: string; record: string | null }) {
  if (!record) return <span className="font-mono text-sm text-slate-700">{type}</span>;
  const [before, after] = [type.slice(0, type.indexOf(record)), type.slice(type.indexOf(record) + record.length)];
  return (
    <span className="font-mono text-sm text-slate-700">
      {before}
      <a href={`#${recordAnchor(record)}`} className={linkClass}>{record}</a>
      {after}
    </span>
  );
}

function FieldList({ fields, label }: { fields: (ApiFieldView | (ApiParameterView & { record?: null }))[]; label: string }) {
  if (!fields.length) return <p className="text-sm text-slate-700">None.</p>;
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {fields.map((field) => (
        <li key={`${"in" in field ? field.in : ""}${field.name}`} className="gap-4 px-3 py-1.5 sm:grid sm:grid-cols-[minmax(10rem,16rem)_minmax(0,1fr)]">
          <div className="min-w-0">
            <code className="break-all font-mono text-sm font-semibold text-navy-900">{field.name}</code>
            <p className="text-xs text-slate-700">
              {"in" in field ? `${field.in}, ` : ""}
              {field.required ? "required" : "optional"}
            </p>
          </div>
          <div className="min-w-0 break-words text-sm text-slate-800">
            <TypeText type={field.type} record={field.record ?? null} />
            {field.description ? (
              <p className="mt-0.5">
                <Prose text={field.description} />
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A path that may wrap after each slash (a phone, the contents column). */
function PathText({ path }: { path: string }) {
  return (
    <>
      {path.split("/").map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? (
            <>
              /<wbr />
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A record's name, linked when the Records section lists it. */
function RecordName({ name, listed }: { name: string; listed: ReadonlySet<string> }) {
  return listed.has(name) ? <a href={`#${recordAnchor(name)}`} className={linkClass}>{name}</a> : <span className="font-mono">{name}</span>;
}

function Operation({ operation, listed }: { operation: ApiOperationView; listed: ReadonlySet<string> }) {
  const headingId = operationAnchor(operation.id);
  return (
    <article aria-labelledby={headingId} className="scroll-mt-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-navy-900">
        <span className={`rounded border px-2 py-0.5 font-mono text-sm font-bold ${methodStyles[operation.method] ?? "border-slate-300 bg-slate-100 text-slate-900"}`}>{operation.method}</span>
        <code className="break-words font-mono text-base">
          <PathText path={operation.path} />
        </code>
      </h3>
      <p className="mt-1 font-medium text-slate-900">{operation.summary}</p>
      <p className="mt-1 flex flex-wrap items-center gap-1 text-sm text-slate-800">
        <KeyRound aria-hidden="true" className="h-4 w-4 text-navy-700" />
        {operation.scope ? (
          <>
            Scope: <code className="rounded bg-slate-100 px-1 font-mono">{operation.scope}</code> ({labelFor(apiScopes, operation.scope)})
          </>
        ) : (
          "No token needed"
        )}
      </p>
      {operation.description ? (
        <p className="mt-2 text-slate-800">
          <Prose text={operation.description} />
        </p>
      ) : null}
      <div className="mt-4 space-y-4">
        {operation.parameters.length ? (
          <section>
            <h4 className="mb-2 font-semibold text-slate-900">Parameters</h4>
            <FieldList fields={operation.parameters} label={`Parameters of ${operation.method} ${operation.path}`} />
          </section>
        ) : null}
        {operation.body ? (
          <section>
            <h4 className="mb-2 font-semibold text-slate-900">
              Request body (JSON)
              {operation.body.record ? (
                <>
                  : <RecordName name={operation.body.record} listed={listed} />
                </>
              ) : null}
            </h4>
            <FieldList fields={operation.body.fields} label={`Request body fields of ${operation.method} ${operation.path}`} />
          </section>
        ) : null}
        {operation.answer ? (
          <section>
            <h4 className="mb-2 font-semibold text-slate-900">
              Answer {operation.answer.status}
              {operation.answer.record ? (
                <>
                  : <RecordName name={operation.answer.record} listed={listed} />
                </>
              ) : null}
            </h4>
            <FieldList fields={operation.answer.fields} label={`Answer fields of ${operation.method} ${operation.path}`} />
          </section>
        ) : null}
        {operation.errors.length ? (
          <section>
            <h4 className="mb-2 font-semibold text-slate-900">Refusals</h4>
            <ul className="space-y-1 text-sm text-slate-800">
              {operation.errors.map((error) => (
                <li key={error.status}>
                  <span className="font-mono font-semibold">{error.status}</span>: <Prose text={error.description} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}

export function ApiReference({ reference }: { reference: ApiReferenceView }) {
  const listed = new Set(reference.records.map((r) => r.name));
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label="Operations" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-4">
        <h2 className="font-semibold text-navy-900">Contents</h2>
        <ul className="mt-2 space-y-3 text-sm">
          {reference.groups.map((group) => (
            <li key={group.tag}>
              <a href={`#group-${group.tag.replace(/\W+/g, "-")}`} className={linkClass}>{group.tag}</a>
              <ul className="mt-1 space-y-1 pl-3">
                {group.operations.map((op) => (
                  <li key={op.id}>
                    <a href={`#${operationAnchor(op.id)}`} className="break-words text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800">
                      <span className="font-mono text-xs font-bold">{op.method}</span>{" "}
                      <span className="font-mono">
                        <PathText path={op.path} />
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {reference.records.length ? (
            <li>
              <a href="#records-heading" className={linkClass}>Records</a>
            </li>
          ) : null}
        </ul>
      </nav>

      <div className="min-w-0 space-y-6">
        <Panel title={reference.version ? `${reference.title} (version ${reference.version})` : reference.title} titleId="about-heading">
          <div className="space-y-3 text-slate-800">
            {reference.paragraphs.map((p) => (
              <p key={p}>
                <Prose text={p} />
              </p>
            ))}
            <p>
              Base URL: <code className="break-all rounded bg-slate-100 px-1 font-mono">{reference.serverUrl}</code>
            </p>
          </div>
        </Panel>
        {reference.groups.map((group) => (
          <Panel key={group.tag} title={group.tag} titleId={`group-${group.tag.replace(/\W+/g, "-")}`}>
            <div className="space-y-6">
              {group.operations.map((op) => (
                <Operation key={op.id} operation={op} listed={listed} />
              ))}
            </div>
          </Panel>
        ))}
        {reference.records.length ? (
          <Panel title="Records" titleId="records-heading">
            <p className="mb-4 text-slate-800">The records the answers above name, field by field.</p>
            <div className="space-y-6">
              {reference.records.map((record) => (
                <section key={record.name} aria-labelledby={recordAnchor(record.name)} className="scroll-mt-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
                  <h3 id={recordAnchor(record.name)} className="font-mono text-lg font-semibold text-navy-900">{record.name}</h3>
                  {record.description ? (
                    <p className="mt-1 text-slate-800">
                      <Prose text={record.description} />
                    </p>
                  ) : null}
                  <div className="mt-2">
                    {record.fields.length ? <FieldList fields={record.fields} label={`Fields of ${record.name}`} /> : <p className="text-sm text-slate-700">Any JSON object.</p>}
                  </div>
                </section>
              ))}
            </div>
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
