/** Copy of the claim page (/submit-claim, docs/product.md#claim). Phone and email come from configuration. */

export const claimsIntro: string =
  "We are here to help you through the claims process. Report your claim online below, or call our 24/7 claims hotline, and we will guide you every step of the way.";

export const claimProcess = [
  { title: "Report Your Claim", description: "Submit the form below or call our claims hotline. You will receive a claim number by email." },
  { title: "Claim Review", description: "An adjuster reviews your claim within 24 hours and contacts you to discuss the details." },
  { title: "Assessment", description: "We assess the damage, gather documents and work with the insurance company on your behalf." },
  { title: "Resolution", description: "Your claim is resolved and payment is processed according to your policy." },
];

export const whatToHaveReady = [
  "Your policy number",
  "Date, time and location of the incident",
  "A detailed description of what happened",
  "Photos of the damage, if available",
  "Police report number, if applicable",
  "Witness information",
];

export const claimNextSteps = [
  "An adjuster will review your claim within 24 hours",
  "You will receive a claim number by email",
  "We will contact you about next steps and any documents we need",
  "Keep receipts for any expenses related to your claim",
];
