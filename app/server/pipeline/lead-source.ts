/**
 * Where a submission came from (docs/product.md#lead-sources): the page the visit began on,
 * the site that referred it and any utm_* parameters, collected first-party, and a readable
 * channel derived from them, which the inbox filters and Reports group by.
 */

export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

export interface LeadSource {
  /** Path and query of the first page of the visit on this site. */
  landing: string | null;
  /** Origin and path of the page that linked to it (another site), or null (typed, bookmarked, or hidden). */
  referrer: string | null;
  utm: Partial<Record<UtmParameter, string>>;
}

export const NO_SOURCE: LeadSource = { landing: null, referrer: null, utm: {} };

const SEARCH_ENGINES: Record<string, string> = {
  google: "Google",
  bing: "Bing",
  yahoo: "Yahoo",
  duckduckgo: "DuckDuckGo",
  ecosia: "Ecosia",
};

const SOCIAL_SITES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  "t.co": "X (Twitter)",
  twitter: "X (Twitter)",
  x: "X (Twitter)",
  youtube: "YouTube",
  nextdoor: "Nextdoor",
  yelp: "Yelp",
};

function siteName(host: string, names: Record<string, string>): string | null {
  const parts = host.replace(/^www\./, "").split(".");
  for (const [key, name] of Object.entries(names)) {
    if (key.includes(".") ? host.endsWith(key) : parts.includes(key)) return name;
  }
  return null;
}

/**
 * The channel shown and grouped by: a campaign's utm_source (with its medium), else the
 * referring site (a search engine or social site by name, any other as "Referral: host"),
 * else "Direct". Capped at 80 characters.
 */
export function sourceChannel(source: LeadSource): string {
  const { utm_source: utmSource, utm_medium: utmMedium } = source.utm;
  if (utmSource) return `${utmSource}${utmMedium ? ` / ${utmMedium}` : ""}`.slice(0, 80);
  if (source.referrer) {
    let host: string;
    try {
      host = new URL(source.referrer).hostname.toLowerCase();
    } catch {
      return "Referral";
    }
    const engine = siteName(host, SEARCH_ENGINES);
    if (engine) return `${engine} (search)`;
    const social = siteName(host, SOCIAL_SITES);
    if (social) return `${social} (social)`;
    return `Referral: ${host.replace(/^www\./, "")}`.slice(0, 80);
  }
  return "Direct";
}

/** The source as the lead tables' columns. */
export function sourceColumns(source: LeadSource) {
  return {
    source_landing: source.landing,
    source_referrer: source.referrer,
    source_channel: sourceChannel(source),
    utm_source: source.utm.utm_source ?? null,
    utm_medium: source.utm.utm_medium ?? null,
    utm_campaign: source.utm.utm_campaign ?? null,
    utm_term: source.utm.utm_term ?? null,
    utm_content: source.utm.utm_content ?? null,
  };
}
