/**
 * The accessibility statement (/accessibility). The agency's phone and email are rendered by the
 * page from the agency configuration. Keep `reviewed` current when the site is checked again.
 */
export const accessibilityStatement = {
  /** The day the statement was last reviewed against the site (YYYY-MM-DD). */
  reviewed: "2026-11-27",
  intro:
    "We want everyone to be able to learn about insurance, ask for a quote, file a claim and manage their policies on this website, including people who use a screen reader, magnification, voice control, a keyboard instead of a mouse, or captions.",
  sections: [
    {
      id: "standard",
      heading: "The standard we follow",
      body:
        "We build and test this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard referenced by the U.S. Department of Justice for websites of businesses open to the public.",
    },
    {
      id: "what-we-do",
      heading: "What we do",
      bullets: [
        "Every page and form is checked with automated accessibility testing (axe) at phone and desktop widths each time the website changes, and a change that introduces a problem is not released.",
        "Every form works with a keyboard alone and without JavaScript; each field has a visible label, errors are explained next to the field and in a summary at the top, and what you typed is kept when something needs fixing.",
        "Text and controls meet WCAG contrast ratios, focus is always visible, and meaning is never shown by colour alone.",
        "Pages use headings, landmarks and link text that make sense out of context, and images have text alternatives.",
        "The website works when zoomed to 400% and on small screens without scrolling sideways.",
      ],
    },
    {
      id: "known-limits",
      heading: "What we know is not perfect",
      bullets: [
        "Our online payment portal and our merchandise store are run by other companies on their own websites. If you have trouble with them, call us and we will take your payment or order by phone.",
        "The office map on our home page comes from Google Maps, which we do not control. The office address and a directions link are always on the page as text.",
        "Documents from insurance companies (policy declarations, ID cards) are made by the insurers and may not be fully accessible. Ask us and we will read them with you or send them in another format.",
      ],
    },
    {
      id: "other-ways",
      heading: "Other ways to reach us",
      body:
        "Anything you can do on this website you can also do with us by phone, by email or in person at our office. We are glad to help you fill in a form, read a document to you, or send information in large print or another format.",
    },
  ],
} as const;
