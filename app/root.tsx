import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { NAV_SCRIPT } from "./components/nav-script.ts";
import { pageScriptsFor, type PageScript } from "./components/scripts/page-scripts.ts";
import { NotFound } from "./components/NotFound.tsx";
import { HelpPanel } from "./components/help-desk/HelpPanel.tsx";
import { HELP_PANEL_SCRIPT } from "./components/help-desk/help-panel-script.ts";
import { SiteFooter } from "./components/SiteFooter.tsx";
import { SiteHeader } from "./components/SiteHeader.tsx";
import { useLocale, useT, type SiteData } from "./components/use-site.ts";
import { isSignedIn } from "./http/session.ts";
import { sessionMiddleware } from "./http/session-middleware.ts";
import { localServicesMiddleware } from "./http/local-services-middleware.ts";
import { siteNavigation, type SiteNavigation } from "./config/navigation.ts";
import { getFixedArticle } from "./server/blog/fixed-articles.ts";
import { localeOfUrl, pathWithoutLocale, withoutTrailingSlash, type Locale } from "./lib/i18n/locale.ts";
import { localizedHref } from "./lib/i18n/spanish-twins.ts";
import { servicesOf } from "./http/context.ts";
import { sharedPageStaleAt } from "./http/public-page.ts";
import { lasVegasParts, startOfLasVegasDay } from "./lib/las-vegas-time.ts";
import { pageHydrates } from "./lib/page-hydration.ts";

/**
 * A route opts into the React bundle with `export const handle = { hydrate: true }`.
 * Every other page is plain server-rendered HTML with no JavaScript but the nav script and
 * the plain scripts it names in `scripts` (app/components/scripts/page-scripts.ts).
 * The back office's layout says `backOffice: true`: its pages get its own header, navigation
 * and <main> (app/routes/back-office/back-office-layout.tsx) instead of the public site's.
 */
export interface RouteHandle {
  hydrate?: boolean;
  backOffice?: boolean;
  scripts?: readonly PageScript[];
}

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet at the top of <head>, ahead of the
  // module preloads of hydrated pages; without it, ~30 preloads came first and delayed it
  // (first paint 2.4 s instead of 0.9 s on Lighthouse's mobile profile).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Services for `react-router dev` and prerendering (the HTTP server provides its own), then:
 * renews the session cookie of signed-in visitors (sliding expiry) and keeps their pages out of shared caches. */
export const middleware: Route.MiddlewareFunction[] = [localServicesMiddleware, sessionMiddleware];

/** The navigation is the same for every page of a language: built once per process. */
const navigations = new Map<Locale, SiteNavigation>();
function navigationFor(locale: Locale): SiteNavigation {
  let navigation = navigations.get(locale);
  if (!navigation) {
    navigation = siteNavigation(locale, (slug) => getFixedArticle(slug, locale)?.title ?? slug);
    navigations.set(locale, navigation);
  }
  return navigation;
}

export async function loader({ context, request }: Route.LoaderArgs): Promise<SiteData> {
  const now = new Date();
  const locale = localeOfUrl(request.url);
  // The footer's copyright year: a page kept in memory is rendered again when the year turns.
  sharedPageStaleAt(context, startOfLasVegasDay(`${lasVegasParts(now).year + 1}-01-01`));
  return {
    agency: servicesOf(context).agency,
    signedIn: await isSignedIn(context),
    year: lasVegasParts(now).year,
    origin: servicesOf(context).env.PUBLIC_URL.replace(/\/$/, ""),
    locale,
    navigation: navigationFor(locale),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const hydrate = pageHydrates(matches.map((match) => match.handle));
  const pageScripts = hydrate ? [] : pageScriptsFor(matches.map((match) => match.handle));
  // An error the root itself shows (its own loader failed) gets the public frame even on a back-office address.
  const backOffice = useRouteError() == null && matches.some((match) => (match.handle as RouteHandle | undefined)?.backOffice);
  const locale = useLocale();
  const t = useT();
  const { pathname } = useLocation();
  // The help desk's panel ends every public page but its own (not the customer's signed-in pages).
  const publicPath = withoutTrailingSlash(pathWithoutLocale(pathname));
  const helpPanel = !backOffice && !["/help", "/help/sent"].includes(publicPath) && !/^\/dashboard(\/|$)/.test(publicPath);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c2340" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <script dangerouslySetInnerHTML={{ __html: NAV_SCRIPT }} />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-navy-900 focus:px-4 focus:py-2 focus:text-white"
        >
          {t("common.skipToContent")}
        </a>
        {backOffice ? (
          children
        ) : (
          <>
            <SiteHeader />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            {helpPanel ? <HelpPanel /> : null}
            <SiteFooter />
          </>
        )}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          pageScripts.map((script, i) => <script key={i} dangerouslySetInnerHTML={{ __html: script }} />)
        )}
        {helpPanel && !hydrate ? <script dangerouslySetInnerHTML={{ __html: HELP_PANEL_SCRIPT }} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-navy-700">{t("errors.forbiddenEyebrow")}</p>
        <h1 className="mt-2 text-3xl font-bold text-navy-900">{t("errors.forbiddenHeading")}</h1>
        <p className="mt-4 text-lg text-slate-700">{t("errors.forbiddenText")}</p>
        <p className="mt-8">
          <a href="/dashboard" className="rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-900">{t("errors.toDashboard")}</a>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-navy-700">{t("errors.errorEyebrow", { status })}</p>
      <h1 className="mt-2 text-3xl font-bold text-navy-900">{t("errors.errorHeading")}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {t("errors.errorText")}
      </p>
      <p className="mt-8">
        <a href={localizedHref("/", locale)} className="rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-900">{t("errors.toHome")}</a>
      </p>
    </div>
  );
}
