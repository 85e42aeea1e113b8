/**
 * Careers page content (/careers): hero text, benefits and open positions.
 * The position titles must match the options of the application form's
 * "position" field (plus "Other"), so keep them in sync when editing.
 */

export interface OpenPosition {
  title: string;
  /** e.g. "Full-time · Las Vegas office" */
  type: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

export const careersIntro: string =
  "We are a small, independent, veteran-owned insurance agency in Las Vegas, and our work is helping Nevada families and businesses understand what they are buying and get real help when something goes wrong. If you like solving problems for people, want to build a career in insurance, and would rather be part of a close local team than a number at a call center, we would like to hear from you.";

export const careerBenefits: { title: string; description: string }[] = [
  {
    title: "Training and licensing support",
    description:
      "New to insurance? We help you prepare for your Nevada license exams, learn the products on the job, and keep up with continuing education once you are licensed.",
  },
  {
    title: "Paid time off",
    description:
      "Paid time off and paid holidays, because people do their best work when they have time to rest and take care of their families.",
  },
  {
    title: "Health benefits",
    description:
      "Health coverage options for full-time team members. We walk through the current plan details with every candidate during the interview process.",
  },
  {
    title: "Room to grow",
    description:
      "In a small agency you see every side of the business, from personal lines to commercial accounts and claims, and you can grow into account management or sales as your skills develop.",
  },
  {
    title: "Veteran-friendly workplace",
    description:
      "As a veteran-owned agency, we value the discipline, teamwork and service mindset that veterans and military spouses bring, and we understand what a career transition takes.",
  },
  {
    title: "A local team",
    description:
      "You work alongside people you know by name, in our Las Vegas office, serving clients who live and work in the same community you do.",
  },
];

export const openPositions: OpenPosition[] = [
  {
    title: "Licensed Insurance Agent",
    type: "Full-time · Las Vegas office",
    summary:
      "Help individuals, families and business owners choose the right auto, home, life and business coverage by comparing options from the insurers we represent and explaining them in plain language.",
    responsibilities: [
      "Respond to quote requests, calls and walk-in clients, and gather the information needed to quote accurately.",
      "Compare coverage and pricing from multiple insurers and explain the options, limits and deductibles clearly.",
      "Write new policies and help existing clients with changes, renewals and coverage reviews.",
      "Look for gaps in clients' coverage and recommend solutions that fit their needs and budget.",
      "Keep accurate notes and records in our agency management system.",
    ],
    requirements: [
      "A current Nevada Property & Casualty license, or the ability to obtain one shortly after hire; a Life & Health license is a plus.",
      "Sales or customer-facing experience, preferably in insurance.",
      "Clear communication and the patience to explain coverage to people who are new to it.",
      "Comfort working with computers, quoting software and email.",
      "Bilingual English and Spanish is a plus.",
    ],
  },
  {
    title: "Customer Service Representative",
    type: "Full-time · Las Vegas office",
    summary:
      "Be the first friendly voice our clients reach: answer questions, process policy changes and make sure every call, email and visit gets a prompt answer.",
    responsibilities: [
      "Answer incoming calls, emails and office visits from clients and prospective clients.",
      "Process policy changes such as adding vehicles or drivers, updating addresses and issuing ID cards and certificates of insurance.",
      "Help clients with billing questions and direct them to the right payment options.",
      "Follow up on renewals, missing documents and insurer requests.",
      "Route claims questions and new-business leads to the right team member.",
    ],
    requirements: [
      "At least one year of customer service experience; insurance experience is a plus.",
      "Willingness to obtain a Nevada insurance license with our support, if not already licensed.",
      "Strong phone manner and clear, professional writing.",
      "Organized, detail-oriented and comfortable handling several requests at once.",
      "Bilingual English and Spanish is a plus.",
    ],
  },
  {
    title: "Claims Specialist",
    type: "Full-time · Las Vegas office",
    summary:
      "Stand beside our clients when they need us most: help them report claims, keep them informed, and work with insurance company adjusters to move claims toward a fair resolution.",
    responsibilities: [
      "Help clients report auto, home and business claims quickly and completely.",
      "Act as the point of contact between clients and insurer claims adjusters, following up until each claim is resolved.",
      "Explain the claims process, coverage and next steps in plain language.",
      "Track open claims, documents and deadlines, and keep clients updated.",
      "Share what we learn from claims with the team to improve how we advise clients.",
    ],
    requirements: [
      "Experience in insurance claims, an insurance agency or a related customer-facing role.",
      "A Nevada Property & Casualty license, or willingness to obtain one.",
      "Calm, empathetic communication with people who are going through a stressful event.",
      "Strong follow-through, organization and attention to detail.",
      "Comfort with documentation, email and claims or agency management software.",
    ],
  },
  {
    title: "Marketing Coordinator",
    type: "Full-time · Las Vegas office",
    summary:
      "Tell our story to Nevada families and businesses: keep our website, articles, social media and community outreach current, clear and honest.",
    responsibilities: [
      "Plan and publish content for our website, blog and social media channels.",
      "Write and edit clear, accurate articles and emails about insurance topics with input from licensed staff.",
      "Coordinate community events, sponsorships and local business outreach.",
      "Track website inquiries and campaign results and report what is working.",
      "Keep marketing materials consistent with our brand and with insurance advertising rules.",
    ],
    requirements: [
      "Experience in marketing, communications or a related field; a degree is welcome but not required.",
      "Strong writing and editing skills in plain English.",
      "Experience with social media, email marketing and website content tools.",
      "Basic photo and graphic editing skills.",
      "Interest in the Las Vegas community and local business networks.",
    ],
  },
  {
    title: "Business Development Manager",
    type: "Full-time · Las Vegas office",
    summary:
      "Grow our commercial insurance business by building relationships with Nevada business owners, contractors, dealers and referral partners.",
    responsibilities: [
      "Identify and meet with business owners in industries we serve, such as construction, restaurants, healthcare and auto dealers.",
      "Build referral relationships with accountants, attorneys, lenders, real estate professionals and trade associations.",
      "Gather underwriting information and work with our account managers to present commercial proposals.",
      "Represent the agency at chamber of commerce meetings, trade events and networking groups.",
      "Track your pipeline and report on new business goals.",
    ],
    requirements: [
      "Several years of business-to-business sales experience; commercial insurance experience strongly preferred.",
      "A Nevada Property & Casualty license, or the ability to obtain one shortly after hire.",
      "Confidence meeting business owners and explaining commercial coverage.",
      "Self-motivated and organized, with a track record of building long-term relationships.",
      "A valid driver's license and reliable transportation for local client visits.",
    ],
  },
];
