import { Link } from "react-router";
import { useAgency } from "./use-site.ts";

const helpfulLinks = [
  { label: "Get a free quote", href: "/quote" },
  { label: "Insurance types we offer", href: "/auto-insurance" },
  { label: "Industries we serve", href: "/industries" },
  { label: "Submit a claim", href: "/submit-claim" },
  { label: "Insurance guides and articles", href: "/blog" },
  { label: "Contact us", href: "/contact" },
];

/**
 * The 404 page: says what happened and offers the likeliest next steps. It carries its own
 * title and noindex (React puts them in <head>), because it is shown both by the catch-all
 * route and by the root error boundary, where no route's meta applies.
 */
export function NotFound() {
  const agency = useAgency();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <title>{`Page not found | ${agency.shortName}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold uppercase tracking-wide text-navy-700">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-navy-900 sm:text-4xl">We couldn’t find that page</h1>
      <p className="mt-4 text-lg text-slate-700">
        The page may have moved, or the address may have a typo. These pages are a good place to continue:
      </p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {helpfulLinks.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="block rounded-lg border border-slate-200 px-4 py-3 font-medium text-navy-800 hover:border-navy-700 hover:bg-navy-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-slate-700">
        Prefer to talk to a person? Call us at{" "}
        <a href={`tel:${agency.phone.dial}`} className="font-semibold text-navy-800 underline">{agency.phone.display}</a>.
      </p>
    </div>
  );
}
