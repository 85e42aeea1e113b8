/**
 * API tokens on /admin/integrations (docs/integrations.md#tokens): the new token, shown once; the
 * list with each token's scopes in words, its dates and a Revoke link (confirmed on the page);
 * and the "Create a token" form.
 */
import { Copy, KeyRound, Plus, TriangleAlert, XCircle } from "lucide-react";
import { useId, useState } from "react";
import { Form, Link } from "react-router";
import type { FormFailure } from "../../../lib/form-data.ts";
import { formatDate, formatDateTime } from "../../../lib/format.ts";
import { MAX_TOKEN_NAME, tokenFormLabels } from "../../../lib/integration-form-fields.ts";
import { apiScopes, tokenLifetimes } from "../../../lib/integrations.ts";
import { labelFor } from "../../../lib/schemas/options.ts";
import { ChoiceGroup, ErrorSummary, Field, listOf, SelectField, SubmitButton, valueOf } from "../../forms.tsx";
import { useHydrated } from "../../use-hydrated.ts";
import { Panel } from "../AdminFrame.tsx";
import { TokenStateBadge, tokenState } from "./IntegrationBadges.tsx";

export interface TokenRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  createdBy: string | null;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";
const readOnlyClass = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 font-mono text-sm text-slate-900";

/** A read-only value to copy: selected when focused, with a Copy button once the page's script runs. */
export function CopyableValue({ id, label, value, hint }: { id: string; label: string; value: string; hint?: string }) {
  const hydrated = useHydrated();
  const canCopy = hydrated && !!navigator.clipboard;
  const [copied, setCopied] = useState(false);
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">{label}</label>
      {hint ? <p id={hintId} className="mt-0.5 text-sm text-slate-700">{hint}</p> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <input
          id={id}
          type="text"
          readOnly
          value={value}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={hint ? hintId : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className={readOnlyClass}
        />
        {canCopy ? (
          <button
            type="button"
            onClick={() => void navigator.clipboard.writeText(value).then(() => setCopied(true), () => setCopied(false))}
            className={`${buttonClass} mt-1 shrink-0 border-2 border-navy-800 bg-white text-navy-900 hover:bg-navy-50`}
          >
            <Copy aria-hidden="true" className="h-4 w-4" />
            Copy<span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-green-900">{copied ? "Copied." : ""}</p>
    </div>
  );
}

/** The token just made: the one time it is shown. */
export function NewTokenBox({ name, token }: { name: string; token: string }) {
  return (
    <section aria-labelledby="new-token-heading" tabIndex={-1} autoFocus className="mb-6 rounded-xl border-4 border-gold-400 bg-white p-5 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-navy-700">
      <h2 id="new-token-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <KeyRound aria-hidden="true" className="h-5 w-5 shrink-0" />
        <span className="break-words">Your new token: {name}</span>
      </h2>
      <p className="mt-2 flex items-start gap-2 rounded-md bg-amber-50 p-3 font-semibold text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        Copy it now: it will not be shown again. Only a fingerprint of it is kept; if it is lost, revoke it and create another.
      </p>
      <div className="mt-4 space-y-3">
        <CopyableValue id="new-token" label="Token" value={token} hint="Paste it into the integration's settings, where it asks for an API key or token." />
        <CopyableValue id="new-token-header" label="Header to send with each call" value={`Authorization: Bearer ${token}`} />
      </div>
    </section>
  );
}

function TokenDates({ token }: { token: TokenRow }) {
  return (
    <dl className="mt-2 space-y-0.5 text-sm text-slate-700">
      <div className="flex flex-wrap gap-x-1">
        <dt>Created:</dt>{" "}
        <dd>{formatDate(token.createdAt)}{token.createdBy ? ` by ${token.createdBy}` : ""}</dd>
      </div>
      <div className="flex flex-wrap gap-x-1">
        <dt>Expires:</dt>{" "}
        <dd>{token.expiresAt ? formatDate(token.expiresAt) : "never"}</dd>
      </div>
      <div className="flex flex-wrap gap-x-1">
        <dt>Last used:</dt>{" "}
        <dd>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : "never used"}</dd>
      </div>
      {token.revokedAt ? (
        <div className="flex flex-wrap gap-x-1">
          <dt>Revoked:</dt>{" "}
          <dd>{formatDateTime(token.revokedAt)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Every token, live ones first; "Revoke" opens the confirmation (`revokeHref`). */
export function TokenList({ tokens, nowIso, revokeHref, confirming }: { tokens: TokenRow[]; nowIso: string; revokeHref: (id: string) => string; confirming: string | null }) {
  return (
    <Panel title={`API tokens (${tokens.length})`} titleId="tokens-heading" padded={false}>
      {tokens.length === 0 ? (
        <p className="p-5 text-slate-700">No tokens yet. Create one for each system that calls the API, so each can be revoked on its own.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {tokens.map((token) => {
            const state = tokenState(token, nowIso);
            return (
              <li key={token.id} id={`token-${token.id}`} className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between ${confirming === token.id ? "bg-red-50" : ""}`}>
                <div className="min-w-0">
                  <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-navy-900">
                    <span className="break-words">{token.name}</span>
                    <TokenStateBadge state={state} />
                  </h3>
                  <p className="mt-1 text-sm text-slate-700">
                    Starts with <code className="rounded bg-slate-100 px-1 font-mono text-slate-900">{token.prefix}…</code>
                  </p>
                  <p className="mt-1 text-sm text-slate-800">
                    <span className="font-medium">May: </span>
                    {token.scopes.length ? token.scopes.map((scope) => labelFor(apiScopes, scope)).join("; ") : "nothing"}
                  </p>
                  <TokenDates token={token} />
                </div>
                {state !== "revoked" ? (
                  <Link to={revokeHref(token.id)} className={`${buttonClass} shrink-0 border-2 border-red-700 bg-white text-red-800 hover:bg-red-50`}>
                    <XCircle aria-hidden="true" className="h-4 w-4" />
                    Revoke<span className="sr-only"> {token.name}</span>
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** "Revoke the token …?": the POST that revokes it at once. */
export function RevokeTokenConfirm({ token, cancelHref, action }: { token: TokenRow; cancelHref: string; action: string }) {
  return (
    <section aria-labelledby="confirm-revoke" className="mb-6 rounded-xl border-2 border-red-700 bg-red-50 p-5">
      <h2 id="confirm-revoke" tabIndex={-1} autoFocus className="break-words text-lg font-semibold text-red-950 focus:outline-none">
        Revoke the token “{token.name}”?
      </h2>
      <p className="mt-1 text-red-950">
        Whatever uses it is refused from its next call, at once. A revoked token cannot be used again: create a new one if the integration should keep working.
      </p>
      <Form method="post" action={action} className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="tokenId" value={token.id} />
        <button type="submit" name="intent" value="revoke" className={`${buttonClass} w-full bg-red-800 text-white hover:bg-red-900 sm:w-auto`}>
          <XCircle aria-hidden="true" className="h-5 w-5" />
          Revoke token
        </button>
        <Link to={cancelHref} className={`${buttonClass} w-full border-2 border-slate-400 bg-white text-slate-800 sm:w-auto`}>Keep it</Link>
      </Form>
    </section>
  );
}

/** "Create a token": a name, what it may do, and when it expires. */
export function TokenForm({ failure, action }: { failure?: FormFailure; action: string }) {
  const values = failure?.values;
  return (
    <Panel title="Create a token" titleId="create-token-heading">
      <Form method="post" action={action} noValidate className="space-y-5" aria-labelledby="create-token-heading">
        <ErrorSummary errors={failure?.errors} labels={tokenFormLabels} formError={failure?.formError} />
        <input type="hidden" name="intent" value="create-token" />
        <Field
          name="name"
          label={tokenFormLabels.name}
          required
          maxLength={MAX_TOKEN_NAME + 20}
          autoComplete="off"
          hint="Which system will use it, so you know what to revoke later."
          defaultValue={valueOf(values, "name") ?? ""}
          error={failure?.errors.name}
        />
        <ChoiceGroup
          type="checkbox"
          name="scopes"
          legend={tokenFormLabels.scopes}
          required
          columns={1}
          hint="Give it only what the integration needs."
          options={apiScopes}
          defaultValue={listOf(values, "scopes")}
          error={failure?.errors.scopes}
        />
        <SelectField
          name="lifetime"
          label={tokenFormLabels.lifetime}
          required
          placeholder={null}
          options={tokenLifetimes}
          defaultValue={valueOf(values, "lifetime") ?? "365"}
          error={failure?.errors.lifetime}
        />
        <SubmitButton pendingText="Creating…" className="w-full sm:w-auto">
          <Plus aria-hidden="true" className="mr-2 h-5 w-5" />
          Create token
        </SubmitButton>
      </Form>
    </Panel>
  );
}

