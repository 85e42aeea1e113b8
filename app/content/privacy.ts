/**
 * Privacy Policy copy (/privacy).
 *
 * The agency's contact details (email, phone, mailing address) are not written here:
 * the page renders them from the agency configuration under `contact`. Section ids
 * are the anchors of the on-page table of contents, so keep them stable.
 */

/** A sub-heading inside a policy section, e.g. one form under "Information we collect". */
export interface PolicySubsection {
  heading: string;
  /** Plain text, paragraphs separated by a blank line ("\n\n"). */
  body?: string;
  bullets?: string[];
}

/** One numbered section of the policy. */
export interface PolicySection {
  /** Anchor id for the table of contents (kebab-case, unique on the page). */
  id: string;
  heading: string;
  /** Paragraphs before the bullets and subsections. */
  body?: string;
  bullets?: string[];
  subsections?: PolicySubsection[];
  /** Paragraphs after the bullets and subsections. */
  closing?: string;
}

/** One category of personal information: what it is, why we hold it, where it comes from, how long we keep it. */
export interface DataCategory {
  category: string;
  examples: string;
  purpose: string;
  source: string;
  kept: string;
}

export const privacyPolicy: {
  /** ISO date shown as "Effective date". */
  effectiveDate: string;
  intro: string;
  /** The summary table at the top ("At a glance"): every category, purpose, source and retention period. */
  categories: DataCategory[];
  sections: PolicySection[];
  /** The last section; the page adds the agency's email, phone and mailing address after the body. */
  contact: { id: string; heading: string; body: string };
} = {
  effectiveDate: "2026-12-02",
  intro:
    "We are a small, independent insurance agency, and we treat your information the way we would want ours treated. This policy explains what personal information this website collects, why we collect it, who we share it with, how long we keep it and the choices you have. It applies to this website and the forms on it.",
  categories: [
    { category: "Identifiers and contact details", examples: "Name, email address, phone number, home or business address, ZIP code", purpose: "To answer your request, quote and service your insurance, and reach you the way you asked", source: "You, through our forms, by phone or in person", kept: "With the request or policy they came with (below)" },
    { category: "Insurance and quote details", examples: "Insurance you want or have, current insurer, vehicles, home and business details, budget, renewal month, declarations pages", purpose: "To prepare and compare quotes and review your coverage", source: "You; insurance companies once you are our client", kept: "Quote, pay-per-mile and coverage review requests: 24 months" },
    { category: "Claim details", examples: "Policy number, what happened, where and when, injuries, witnesses, photos and documents", purpose: "To report and follow your claim with the insurance company", source: "You", kept: "7 years (84 months), the period insurance records are kept" },
    { category: "Employment information", examples: "Resume, cover letter, experience, availability, address", purpose: "To consider your job application", source: "You", kept: "24 months" },
    { category: "Messages and reports", examples: "What you write to us, including reports of a problem using this website", purpose: "To answer you and fix what you report", source: "You", kept: "24 months" },
    { category: "Client records", examples: "Policies, vehicles, drivers and dates of birth, documents, service requests and our replies", purpose: "To service your policies and remind you of renewals", source: "You, and the insurance companies that issue your policies", kept: "While we serve you as your agency, then as insurance record-keeping rules require" },
    { category: "Account information", examples: "Email address, a one-way hash of your password, sign-in sessions (browser and IP address)", purpose: "To let you sign in and keep your account secure", source: "You and your browser", kept: "Until you ask us to close the account; sessions until they expire" },
    { category: "Consents and choices", examples: "The exact consent statement you agreed to, when and on which page; your requests to stop emails, texts or calls; your privacy requests and our answers", purpose: "To show what you agreed to and to keep honoring your choices", source: "You", kept: "Consents 5 years; opt-outs as long as needed to honor them; privacy requests 24 months after our answer" },
    { category: "How your visit began", examples: "The first page you opened, the website that linked you to us (site and page only), campaign labels in the link (UTM)", purpose: "To know which of our ads, listings and links bring people to us", source: "Your browser, through our visit cookie, kept with a form you send", kept: "With the request it came with" },
    { category: "Technical logs", examples: "Page requested, time, result, response time; never what you type into a form", purpose: "To keep the website working and secure", source: "Your browser", kept: "Only as long as needed to run and secure the website" },
  ],
  sections: [
    {
      id: "information-we-collect",
      heading: "Information we collect",
      body:
        "We only collect what you choose to send us through a form, plus the minimum technical information needed to run the website. Each form asks only for what we need to answer that request.",
      subsections: [
        {
          heading: "Quote requests",
          bullets: [
            "Your name, email address, phone number, ZIP code and how you prefer to be contacted.",
            "The kinds of insurance you are interested in, whether you are currently insured, your current insurer and how satisfied you are with it.",
            "Household details such as whether you own or rent your home and how many vehicles you have, and for businesses the type, size and age of the business.",
            "Your budget, your timeline and anything else you choose to tell us.",
          ],
        },
        {
          heading: "Claims",
          bullets: [
            "Your name, contact details and policy number.",
            "Details of the loss: the type of claim, date, time and location, a description of what happened, a police report number, the estimated damage and whether anyone was injured.",
            "Witness names and contact details, if you provide them.",
            "Photos and documents, if you choose to upload them.",
          ],
        },
        {
          heading: "Job applications",
          bullets: [
            "Your name, email address, phone number and home address.",
            "The position you are applying for, your experience level and availability.",
            "Your resume and, if you write one, your cover letter.",
          ],
        },
        {
          heading: "Pay-per-mile auto quotes",
          bullets: [
            "Your name, email address, phone number and home address.",
            "Your current insurer (optional), your vehicle's year, make and model, and your average monthly mileage.",
            "Any comments you add.",
          ],
        },
        {
          heading: "Coverage reviews and messages",
          bullets: [
            "Your name, email address and phone number.",
            "For a coverage review: the insurance companies you have, when your policies renew, what worries you, and the declarations pages you choose to upload.",
            "For a message or a report of a problem with this website: what you write, the page and the technology you were using, if you tell us.",
          ],
        },
        {
          heading: "Privacy requests",
          bullets: ["Your name, email address, what you ask us to do and anything you add to help us find your information."],
        },
        {
          heading: "Our clients",
          bullets: [
            "Your policies, the vehicles and drivers on them (including dates of birth), the documents we file for you, the requests you send us from your account and our replies.",
            "Much of this comes from the insurance companies that issue your policies. Our Privacy Notice for Customers (linked at the top of this policy) explains how we share it.",
            "If you answer the one-question survey we may email you after a request, a new policy or a renewal (how likely you are to recommend us), your answer and any comment you add. We ask at most once every 90 days, and stopping our reminder emails stops it too.",
          ],
        },
        {
          heading: "Accounts",
          bullets: [
            "Your email address and whether you have confirmed it.",
            "Your password, stored only as a secure one-way hash. We never see or store the password itself.",
            "Your sign-in sessions, so the website can keep you signed in until you sign out or the session expires.",
          ],
        },
        {
          heading: "When you browse the website",
          body:
            "Our server keeps a basic technical log of requests: the page requested, the time, the result and how long it took. These logs help us keep the website working and secure. The request log does not contain what you type into our forms. (Copies of the emails the website sends are kept with our records, as described below.)\n\nWhen you send us a form, we also keep how your visit began (the first page you opened, the website that linked you to us and any campaign labels in that link), as explained under \"Cookies and tracking\" below.",
        },
      ],
    },
    {
      id: "how-we-use-it",
      heading: "How we use your information",
      body: "We use your information only for the purpose you gave it to us and to run the agency responsibly:",
      bullets: [
        "To answer your request: preparing quotes, responding to questions and contacting you the way you asked.",
        "To service your policies and handle your claims, including working with the insurance company on your behalf.",
        "To consider your application if you apply for a job with us.",
        "To run and protect your account and the website, and to prevent spam and abuse.",
        "To meet our legal and regulatory obligations, including the record-keeping that insurance agencies are required to do.",
      ],
      closing:
        "We do not use your information to build advertising profiles, and we will not add you to a marketing list because you asked for a quote. We call or text you about offers, renewals and news only if you tick the optional marketing box on a form; answering your request never depends on it.",
    },
    {
      id: "we-do-not-sell",
      heading: "We do not sell your personal information",
      body:
        "We do not sell, rent or trade your personal information, and we do not share it with anyone for their own advertising. This has always been the case, and it is not something we plan to change.",
    },
    {
      id: "who-we-share-with",
      heading: "Who we share it with",
      body: "We share your information only when it is needed for what you asked us to do, or when the law requires it:",
      bullets: [
        "Insurance companies we quote with or place your policy with, on your behalf. They receive the details they need to quote, issue or service your policy and handle your claims, and their own privacy notices apply to what they receive.",
        "Service providers who help us run the agency: the company that hosts our server and our email delivery provider, which carries the emails we send you. They may use your information only to provide their service to us.",
        "Government authorities, courts or regulators, when the law requires it, and when needed to protect the rights and safety of our clients, our staff or the public.",
      ],
      closing:
        "Our online payment portal and our merchandise store are run by other companies on their own websites. When you use them, their privacy policies apply.",
    },
    {
      id: "how-long-we-keep-it",
      heading: "How long we keep it",
      body:
        "The agency sets how long each kind of record is kept. Unless the law requires us to keep a record longer, or it is needed for an open matter, we generally keep:",
      bullets: [
        "Quote requests, pay-per-mile quote requests and coverage review requests (with any declarations pages you send): 24 months after we receive them.",
        "Messages sent from our contact page and reports of a problem with this website: 24 months after we receive them.",
        "Claims: 7 years (84 months) after we receive them, to handle the claim and to meet our legal record-keeping obligations.",
        "Privacy requests and our answers: 24 months after we answer, as proof that we did.",
        "Client records (policies, vehicles, drivers, documents, service requests): while we serve you as your agency, then as insurance record-keeping rules require.",
        "Documents we send you to sign online: once signed, with your client records; never signed (not sent, declined, expired or canceled): 24 months after their last change.",
        "Your answers to our \"how likely are you to recommend us\" survey: with your client records. If you ask us to delete your information, we remove your name, email address and comment, and keep only the score and a coded (one-way) form of your email address, so our overall score stays right and we do not ask you again within 90 days. Copies of the survey emails: 180 days.",
        "Job applications: 24 months after we receive them, so we can consider you for future openings.",
        "Accounts: until you ask us to close your account. Sign-in sessions end when you sign out or when they expire.",
        "Copies of the emails our website sends about a request, claim or application: as long as that record. Emails about your account, such as a password-reset link: 7 days.",
        "The consent statements you agreed to when you sent a form (the exact words, when and on which page): 5 years, so we can show what you agreed to.",
        "Your requests to stop emails, texts or calls: as long as we need them to keep honoring them.",
      ],
      closing:
        "Request logs do not contain form contents and are kept only as long as we need them to run and secure the website. When a record is no longer needed, we delete it.",
    },
    {
      id: "security",
      heading: "How we protect it",
      bullets: [
        "Everything you send through our forms is stored on the agency's own server, not on a third-party form service.",
        "Files you upload, such as resumes and claim photos, are never publicly accessible. Only authorized agency staff can open them.",
        "Access to your information is limited to the staff who need it to help you.",
        "Passwords are stored only as secure one-way hashes.",
      ],
      closing:
        "No system is perfectly secure, but we take reasonable care to protect your information. If a security breach ever affects your personal information, we will notify you as Nevada law requires.",
    },
    {
      id: "cookies",
      heading: "Cookies and tracking",
      body:
        "Our website sets two cookies of its own.\n\nA visit cookie (named visit_source) remembers how your visit to our website began: the first page you opened here, the address of the website that linked you to us (only the site and page, never the rest of its address), and, if you followed a link from one of our ads or emails, the campaign labels in that link (such as \"newsletter\" or \"email\"). If you then send us a form, we keep this with your request so we know which of our ads, listings and links bring people to us. It holds nothing about who you are, it is set by our website only, it is read only by our own server (scripts on the page cannot read it), and it expires 30 days after your visit began (or after the latest link from one of our ads or emails that you followed). Search engines and other automated visitors do not get it. You can delete it in your browser at any time; our forms work the same without it.\n\nA session cookie keeps you signed in, and is set only when you sign in. It is removed when you sign out or when the session expires.\n\nWe do not use advertising trackers, tracking pixels, analytics scripts or cross-site analytics, and we share neither cookie with anyone.\n\nThe map on our home page is provided by Google Maps, and it loads only when you ask for it: until you choose 'Show map' (or follow the link to Google Maps), our pages send nothing to Google. When the map loads, Google receives the information your browser normally sends, such as your IP address, and Google's privacy policy applies to it. Links to the map service, to our reviews and to other websites open those sites, whose own privacy policies apply.",
    },
    {
      id: "your-rights",
      heading: "Your choices and rights",
      body:
        "You can ask us at any time what personal information we hold about you, ask us to correct it, or ask us to delete it. We will do so unless the law or an open claim or policy requires us to keep it, in which case we will tell you why.",
      subsections: [
        {
          heading: "Nevada residents: your right to opt out of sale",
          body:
            "Nevada law (NRS Chapter 603A) gives Nevada residents the right to submit a verified request directing the operator of a website not to sell the covered information it collects about them. We do not sell covered information. You may still send us a request, and we will honor it.\n\nTo make a request, use the privacy request form on this website (\"Make a privacy request\" at the top of this policy), or contact us using the details in the \"How to contact us\" section below. The same form takes requests for a copy of your information, a correction or a deletion. We will verify your request, for example by confirming it from the email address we have on file, and respond within 60 days as the law requires. If we need more time, we will tell you why and respond within 30 more days.",
        },
        {
          heading: "Stopping our emails, texts and calls",
          body:
            "Every email we send you has a link to a page where you can stop our marketing and reminder emails, our text messages or our phone calls, without signing in. You can also reply STOP to any text, or tell us by phone, by email or in person. We stop at once. Emails about your own requests, claims, policies and account still come, because they are what you asked us for.",
        },
        {
          heading: "If you become our client",
          body:
            "Insurance law gives policyholders additional privacy protections. Our Privacy Notice for Customers (linked at the top of this policy) explains what we collect to issue and service your policies, who we share it with, and what you can limit; we give it to you when you buy a policy through us, and each insurance company sends its own.",
        },
      ],
    },
    {
      id: "children",
      heading: "Children's privacy",
      body:
        "This website is meant for adults and is not directed to children under 13. We do not knowingly collect personal information from children. If you believe a child has sent us information, contact us and we will delete it.",
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      body:
        "We may update this policy when our website or the law changes. We will post the new version on this page and change the effective date at the top. If we make a significant change to how we use your information, we will say so clearly on the website before it takes effect.",
    },
  ],
  contact: {
    id: "contact",
    heading: "How to contact us",
    body:
      "Questions about this policy, requests about your information and Nevada opt-out requests can be sent to us by email, phone or mail:",
  },
};
