/**
 * Team section content.
 *
 * PLACEHOLDER PROFILES: the names and biographies below are fictional examples,
 * written only so the page has realistic content. The agency replaces them with
 * its real staff (name, job title, short bio and, optionally, a photo file under
 * public/images/team/) before launch. No photo is set, so the page shows
 * initials avatars until real photos are added.
 */

export interface TeamMember {
  name: string;
  jobTitle: string;
  bio: string;
  /** file name under public/images/team/, or undefined: the page then shows an initials avatar */
  photo?: string;
}

export const team: TeamMember[] = [
  {
    name: "Daniel Harper",
    jobTitle: "Principal Agent & Owner",
    bio: "Daniel is a U.S. military veteran with more than 30 years of insurance experience. He founded the agency to give Nevada families and businesses straight answers and the kind of personal service he would want for his own family.",
  },
  {
    name: "Maria Delgado",
    jobTitle: "Commercial Lines Account Manager",
    bio: "Maria works with business owners, from restaurants and contractors to auto dealers, to review contracts, keep certificates moving and make sure coverage keeps up as their businesses grow.",
  },
  {
    name: "Kevin Tran",
    jobTitle: "Personal Lines Agent",
    bio: "Kevin helps clients compare auto, home, renters and life insurance options and explains deductibles, limits and discounts in plain language.",
  },
  {
    name: "Angela Brooks",
    jobTitle: "Claims Advocate",
    bio: "Angela guides clients through the claims process, from the first report to the final payment, and follows up with insurance company adjusters so clients are never left wondering what happens next.",
  },
  {
    name: "Rachel Kim",
    jobTitle: "Client Service & Office Manager",
    bio: "Rachel keeps the office running and makes sure every call, email and policy change gets a prompt, friendly answer.",
  },
];
