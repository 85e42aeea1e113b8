import { Link } from "react-router";
import { useAgency, useLocalHref, useT } from "./use-site.ts";

const helpfulLinks = [
  { key: "quote", href: "/quote" },
  { key: "products", href: "/auto-insurance" },
  { key: "industries", href: "/industries" },
  { key: "claim", href: "/submit-claim" },
  { key: "blog", href: "/blog" },
  { key: "contact", href: "/contact" },
] as const;

/**
 * The 404 page: says what happened and offers the likeliest next steps. It carries its own
 * title and noindex (React puts them in <head>), because it is shown both by the catch-all
 * route and by the root error boundary, where no route's meta applies.
 */
export function NotFound() {
  const agency = useAgency();
  const t = useT();
  const localHref = useLocalHref();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <title>{`${t("notFound.title")} | ${agency.shortName}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold uppercase tracking-wide text-navy-700">{t("notFound.eyebrow")}</p>
      <h1 className="mt-2 text-3xl font-bold text-navy-900 sm:text-4xl">{t("notFound.heading")}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {t("notFound.intro")}
      </p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {helpfulLinks.map((link) => (
          <li key={link.href}>
            <Link
              to={localHref(link.href)}
              className="block rounded-lg border border-slate-200 px-4 py-3 font-medium text-navy-800 hover:border-navy-700 hover:bg-navy-50"
            >
              {t(`notFound.links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-slate-700">
        {t("notFound.callPrompt")}{" "}
        <a href={`tel:${agency.phone.dial}`} className="font-semibold text-navy-800 underline">{agency.phone.display}</a>.
      </p>
    </div>
  );
}
