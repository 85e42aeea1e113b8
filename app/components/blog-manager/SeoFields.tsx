/**
 * The editor's search settings (docs/product.md#blog-manager): SEO title, meta description and
 * canonical URL, each optional. Without JavaScript each field says how long search results show
 * it; with JavaScript a counter follows the typing ("42 of 60 characters", the count announced to
 * screen readers once typing pauses) and a preview shows the post as a search result would,
 * read from the whole form (title, slug, excerpt and language fall back as on the public page).
 */
import { AlertTriangle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Field, TextareaField } from "../forms.tsx";
import { useHydrated } from "../use-hydrated.ts";
import { useSite } from "../use-site.ts";
import type { EditorFieldsProps } from "../../lib/blog-manager.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { isLocale, pathInLocale } from "../../lib/i18n/locale.ts";
import { SEO_DESCRIPTION_LENGTH, SEO_TITLE_LENGTH, charactersOf, lengthState } from "../../lib/seo-length.ts";

/** The form's values the search result is made of. */
interface Snapshot {
  title: string;
  slug: string;
  excerpt: string;
  locale: string;
  seo_title: string;
  seo_description: string;
}

const COUNTED = { seo_title: SEO_TITLE_LENGTH, seo_description: SEO_DESCRIPTION_LENGTH } as const;
type Counted = keyof typeof COUNTED;
const isCounted = (name: string): name is Counted => name in COUNTED;

/** How long screen readers wait after the last key before hearing the count (one message, not one per key). */
const ANNOUNCE_AFTER_MS = 1000;

function readForm(form: HTMLFormElement): Snapshot {
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field.value : "";
  };
  return {
    title: value("title"),
    slug: value("slug"),
    excerpt: value("excerpt"),
    locale: value("locale"),
    seo_title: value("seo_title"),
    seo_description: value("seo_description"),
  };
}

function countText(text: string, recommended: number): string {
  const count = `${charactersOf(text)} of ${recommended} characters`;
  return lengthState(text, recommended) === "long" ? `${count}: search results will cut the rest` : count;
}

export function SeoFields({ post, initial, errors }: EditorFieldsProps) {
  const hydrated = useHydrated();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const [form, setForm] = useState<Snapshot | null>(null);
  const [edited, setEdited] = useState<Counted | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // The whole form is read on every keystroke in it: the preview shows the title and excerpt too.
  useEffect(() => {
    const element = fieldset.current?.form;
    if (!element) return;
    setForm(readForm(element));
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onInput = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name ?? "";
      if (isCounted(name)) setEdited(name);
      // Read once the editor has handled the same keystroke (typing a title also rewrites the slug).
      clearTimeout(pending);
      pending = setTimeout(() => setForm(readForm(element)), 0);
    };
    element.addEventListener("input", onInput);
    return () => {
      clearTimeout(pending);
      element.removeEventListener("input", onInput);
    };
  }, []);

  const editedText = edited && form ? form[edited] : null;
  useEffect(() => {
    if (!edited || editedText === null) return;
    const timer = setTimeout(() => setAnnouncement(`${edited === "seo_title" ? "SEO title" : "Meta description"}: ${countText(editedText, COUNTED[edited])}`), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [edited, editedText]);

  const live = hydrated && form !== null;
  return (
    <fieldset ref={fieldset} className="min-w-0 space-y-4 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-navy-900">Search engines</legend>
      <div>
        <Field
          name="seo_title"
          label="SEO title"
          hint={`Optional; the title is used when empty. Search results show about ${SEO_TITLE_LENGTH} characters (the site's name is added after it).`}
          defaultValue={initial("seo_title", post?.seo_title)}
          error={errors?.seo_title}
        />
        {live ? <LengthCounter text={form.seo_title} recommended={SEO_TITLE_LENGTH} /> : null}
      </div>
      <div>
        <TextareaField
          name="seo_description"
          label="Meta description"
          hint={`Optional; the excerpt is used when empty. Search results show about ${SEO_DESCRIPTION_LENGTH} characters.`}
          rows={3}
          defaultValue={initial("seo_description", post?.seo_description)}
          error={errors?.seo_description}
        />
        {live ? <LengthCounter text={form.seo_description} recommended={SEO_DESCRIPTION_LENGTH} /> : null}
      </div>
      <Field
        name="canonical_url"
        type="url"
        label="Canonical URL"
        hint="Optional: only when the post first appeared on another site; its address there, starting with https:// or http://."
        defaultValue={initial("canonical_url", post?.canonical_url)}
        error={errors?.canonical_url}
      />
      {live ? <SearchPreview form={form} /> : null}
      {/* Rendered from the start (empty), so screen readers are listening when the count first changes. */}
      <p aria-live="polite" className="sr-only">{announcement}</p>
    </fieldset>
  );
}

/** The count under a field, updated on every key (not a live region: the fieldset's one speaks once typing pauses). */
function LengthCounter({ text, recommended }: { text: string; recommended: number }) {
  const long = lengthState(text, recommended) === "long";
  return (
    <p data-length-counter="" className={`mt-1.5 flex items-center gap-1.5 text-sm ${long ? "font-medium text-amber-900" : "text-slate-600"}`}>
      {long ? <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" /> : null}
      {countText(text, recommended)}
    </p>
  );
}

/** Roughly how a search engine lists the post: its address, the title it will show, the description. */
function SearchPreview({ form }: { form: Snapshot }) {
  const { agency, origin } = useSite();
  const locale = isLocale(form.locale) ? form.locale : "en";
  const title = `${form.seo_title.trim() || form.title.trim() || "Untitled post"} | ${agency.shortName}`;
  const description =
    form.seo_description.trim() || form.excerpt.trim() || translatorFor(locale)("blog.post.description", { title: form.title.trim() || "Untitled post" });
  const address = `${origin.replace(/^https?:\/\//, "")}${pathInLocale(`/blog/${form.slug.trim() || "…"}`, locale)}`;
  return (
    <div>
      <p className="font-medium text-slate-900">Search result preview</p>
      {/* One line each, cut with an ellipsis; line-clamp rather than nowrap, so a long line never widens the form on a phone. */}
      <div className="mt-1 max-w-[600px] rounded-md border border-slate-200 bg-white p-3">
        <p className="line-clamp-1 break-all text-sm text-slate-700">{address}</p>
        <p className="line-clamp-1 text-lg text-[#1a0dab] [overflow-wrap:anywhere]">{title}</p>
        <p className="line-clamp-2 text-sm text-slate-700 [overflow-wrap:anywhere]">{description}</p>
      </div>
      <p className="mt-1 text-sm text-slate-600">Search engines cut long titles and descriptions as shown here, and may choose other text.</p>
    </div>
  );
}
