/**
 * Industry (commercial lines) content: the 12 cards on /industries and the
 * seven industry pages. Order matters: `industryPages` is also the order of the
 * Industries navigation menu, which shows the first six entries.
 *
 * Agency facts (phone, email, address, hours) are not written here; they come
 * from the agency configuration, so copy refers to them in words.
 */
import type { IndustryCard, IndustryPage } from "./types.ts";

export const industryCards: IndustryCard[] = [
  {
    title: "Restaurants & Food Service",
    description:
      "Liability, property, liquor liability, food spoilage and workers' comp for restaurants, bars, cafes, caterers and food trucks.",
    icon: "utensils",
    href: "/restaurant-insurance",
  },
  {
    title: "Construction & Contracting",
    description:
      "General liability, workers' comp, equipment, builder's risk and bonds for general contractors, subcontractors and specialty trades.",
    icon: "hard-hat",
    href: "/construction-insurance",
  },
  {
    title: "Healthcare & Medical",
    description:
      "Malpractice, cyber, property and liability coverage for medical, dental, therapy and wellness practices.",
    icon: "stethoscope",
    href: "/healthcare-insurance",
  },
  {
    title: "Manufacturing & Production",
    description:
      "Product liability, equipment breakdown, business interruption and workers' comp for shops, plants and fabricators.",
    icon: "factory",
    href: "/manufacturing-insurance",
  },
  {
    title: "Technology & IT Services",
    description:
      "Technology errors and omissions, cyber liability and office coverage for IT providers, developers and consultants.",
    icon: "cpu",
    href: "/technology-insurance",
  },
  {
    title: "Retail & Commercial",
    description:
      "Business owner's policies, inventory and storefront coverage, and customer liability for shops and commercial businesses.",
    icon: "store",
    href: "/business-insurance",
  },
  {
    title: "Auto Dealers & Service",
    description:
      "Garage liability, garagekeepers, dealer open lot and dealer E&O for car dealers, repair shops and body shops.",
    icon: "wrench",
    href: "/auto-dealer-insurance",
  },
  {
    title: "Professional Services",
    description:
      "Professional liability, cyber and office coverage for accountants, consultants, agencies and other advice-based firms.",
    icon: "scale",
    href: "/business-insurance",
  },
  {
    title: "Real Estate & Property Management",
    description:
      "Building, rental income, liability, flood and earthquake options for landlords, building owners and property managers.",
    icon: "building-2",
    href: "/commercial-property-insurance",
  },
  {
    title: "Trades & Services",
    description:
      "Liability, tools and equipment, commercial auto and workers' comp for plumbers, electricians, HVAC, landscapers and cleaners.",
    icon: "hammer",
    href: "/business-insurance",
  },
  {
    title: "Hospitality & Hotels",
    description:
      "Property, guest liability, liquor liability and business income coverage for hotels, motels, event venues and short-term rentals.",
    icon: "hotel",
    href: "/business-insurance",
  },
  {
    title: "Nonprofit Organizations",
    description:
      "General liability, directors and officers, volunteer and event coverage for charities, churches and community groups.",
    icon: "hand-heart",
    href: "/business-insurance",
  },
];

export const industryPages: IndustryPage[] = [
  // ---------------------------------------------------------------------------
  {
    slug: "restaurant-insurance",
    navLabel: "Restaurant & Food Service Insurance",
    icon: "utensils",
    seoTitle: "Restaurant Insurance in Las Vegas, Nevada",
    metaDescription:
      "Restaurant insurance for Las Vegas and Nevada food businesses: liability, property, liquor liability, food spoilage and workers' comp. Free quote.",
    heading: "Restaurant & Food Service Insurance in Nevada",
    intro:
      "Restaurants, bars, cafes, caterers and food trucks face risks most businesses never see: open flames, wet floors, alcohol service, delivery drivers and a walk-in cooler that can spoil in a single power outage. As an independent agency, we compare coverage from multiple insurers and build a policy around how your kitchen actually runs, whether you serve tourists near the Strip or regulars in Henderson, Reno or Sparks.",
    risks: [
      {
        name: "Customer slips and falls",
        description:
          "Spilled drinks, mopped floors and crowded dining rooms make guest injuries one of the most common claims a restaurant faces.",
      },
      {
        name: "Kitchen fires",
        description:
          "Grease, fryers and open burners can turn a busy Friday night into fire and smoke damage, and weeks with the doors closed.",
      },
      {
        name: "Food spoilage",
        description:
          "A power outage or a failed compressor during a Las Vegas summer can ruin an entire walk-in of inventory in a few hours.",
      },
      {
        name: "Foodborne illness claims",
        description:
          "A guest who gets sick, or an allergy that was not caught, can lead to a liability claim and a visit from the health district.",
      },
      {
        name: "Alcohol-related incidents",
        description:
          "Serving beer, wine or cocktails adds the risk of claims tied to an intoxicated or underage guest.",
      },
      {
        name: "Employee injuries",
        description:
          "Burns, knife cuts, lifting strains and slips are part of kitchen work, and medical bills and lost wages add up quickly.",
      },
      {
        name: "Delivery and catering driving",
        description:
          "Staff who deliver orders or drive to catering events in their own cars can leave the business exposed after an accident.",
      },
    ],
    coverages: [
      {
        name: "General liability",
        description:
          "Pays for injuries to guests and damage to other people's property, including legal defense, such as a slip in the dining room.",
      },
      {
        name: "Commercial property",
        description:
          "Covers your building or tenant improvements, kitchen equipment, furniture and inventory after fire, theft, vandalism and other covered losses.",
      },
      {
        name: "Business owner's policy (BOP)",
        description:
          "Combines general liability, property and business income in one package that often costs less than buying each separately, for eligible smaller restaurants.",
      },
      {
        name: "Liquor liability",
        description:
          "Covers claims arising from alcohol you serve or sell. General liability policies usually exclude this for businesses that serve alcohol.",
      },
      {
        name: "Food spoilage and equipment breakdown",
        description:
          "Pays to repair coolers, ovens and HVAC after a mechanical or electrical breakdown, and to replace food lost to a breakdown or power outage.",
      },
      {
        name: "Business income",
        description:
          "Replaces lost income and helps pay ongoing expenses like rent and payroll while you are closed after a covered loss.",
      },
      {
        name: "Workers' compensation",
        description:
          "Pays medical bills and lost wages for employees hurt on the job. Nevada requires it for businesses with employees.",
      },
      {
        name: "Hired and non-owned auto",
        description:
          "Covers the business when employees use their own or rented vehicles for deliveries, catering runs or errands.",
      },
    ],
    sections: [
      {
        heading: "Running a restaurant in a tourism economy",
        body:
          "Southern Nevada's restaurants live on visitor traffic, conventions and late hours. That means high guest counts, staff working long shifts and busy weekends when a closure costs the most. A kitchen fire or a failed walk-in during a major event weekend is not only a repair bill; it is lost sales you cannot get back.\n\nWe look at your hours, your seating, your alcohol sales and your delivery setup, then make sure your business income limit reflects what a few weeks closed would really cost you.",
      },
      {
        heading: "Nevada requirements to keep in mind",
        body:
          "Most restaurants answer to several parties at once: the state, the local health authority, the liquor licensing office and the landlord. Each can affect the insurance you need.",
        bullets: [
          "Nevada requires workers' compensation coverage for businesses with employees, including part-time staff.",
          "Commercial leases often require general liability at specific limits and ask that the landlord be named as an additional insured.",
          "Liquor licensing rules are set by your city or county; check with your licensing office about any insurance requirements.",
          "Summer heat strains refrigeration and air conditioning, so equipment breakdown and spoilage coverage matter more here than in milder climates.",
        ],
      },
    ],
    faqs: [
      {
        question: "Does general liability cover alcohol-related claims?",
        answer:
          "Usually not for businesses that serve or sell alcohol. Most general liability policies exclude liquor liability for those businesses, so bars, restaurants with a bar program and caterers serving alcohol normally need a separate liquor liability policy or endorsement. We check how your current policy is written before recommending anything.",
      },
      {
        question: "Do I need workers' comp if most of my staff is part-time?",
        answer:
          "Yes. Nevada requires workers' compensation for businesses with employees, and part-time servers, cooks and dishwashers count as employees. Premiums are based largely on payroll and job classifications, so a small or mostly part-time staff generally means a smaller premium.",
      },
      {
        question: "Will my insurance pay for food lost in a power outage?",
        answer:
          "Only if your policy includes the right coverage. Food spoilage is often an add-on, and some versions only pay when the outage starts with a covered cause or when your own equipment breaks down. We read the wording with you so you know what is covered before summer arrives.",
      },
      {
        question: "What is a business owner's policy, and is it enough for a restaurant?",
        answer:
          "A business owner's policy (BOP) bundles general liability, property and business income coverage for eligible small businesses, often at a lower price than separate policies. It is a good base for many cafes and smaller restaurants, but it usually does not include liquor liability, workers' comp or auto coverage, which you add separately.",
      },
      {
        question: "I run a food truck. Do I need different insurance?",
        answer:
          "Yes. A food truck needs a commercial auto policy for the vehicle itself, plus general liability for serving customers and coverage for the cooking equipment and inventory on board. Many events and private property owners also ask for a certificate of insurance before you can park and sell.",
      },
      {
        question: "How much does restaurant insurance cost?",
        answer:
          "It depends on your revenue, payroll, seating, alcohol sales, location, building and claims history, so there is no honest one-size answer. The fastest way to find out is a free quote: we compare options from multiple insurers and explain what each one actually covers.",
      },
    ],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "construction-insurance",
    navLabel: "Construction & Contractor Insurance",
    icon: "hard-hat",
    seoTitle: "Contractor & Construction Insurance in Nevada",
    metaDescription:
      "Nevada contractor insurance: general liability, workers' comp, equipment, builder's risk and bonds for Las Vegas, Henderson and Reno contractors.",
    heading: "Construction & Contractor Insurance in Nevada",
    intro:
      "General contractors, subcontractors and specialty trades keep Nevada growing, from new neighborhoods in Henderson and North Las Vegas to industrial projects around Reno and Sparks. Every job comes with contract insurance requirements, certificates to produce and real risks on site. We help contractors get the coverage their contracts call for, keep certificates moving, and avoid paying for coverage they do not need.",
    risks: [
      {
        name: "Jobsite injuries",
        description:
          "Falls, struck-by accidents, power tool injuries and heat illness are common on construction sites and can be costly.",
      },
      {
        name: "Damage to a client's or neighbor's property",
        description:
          "A cut water line, a dropped load or a fire started by hot work can damage property that is not yours.",
      },
      {
        name: "Claims after the job is finished",
        description:
          "A leak, crack or failure that shows up months or years later can lead to a completed operations claim against your business.",
      },
      {
        name: "Tool and equipment theft",
        description:
          "Trailers, tools and machinery left on open jobsites are frequent theft targets.",
      },
      {
        name: "Vehicle accidents",
        description:
          "Work trucks, trailers and crews driving between jobs add auto liability and vehicle damage exposure.",
      },
      {
        name: "Uninsured subcontractors",
        description:
          "If a sub you hire has no insurance, their injured workers or their mistakes can become your claim and your premium audit charge.",
      },
    ],
    coverages: [
      {
        name: "General liability",
        description:
          "Covers bodily injury and property damage to others arising from your work, including completed operations after a job is done.",
      },
      {
        name: "Workers' compensation",
        description:
          "Pays medical care and lost wages for injured employees. Nevada requires it for employers, and general contractors usually require proof of it from every sub.",
      },
      {
        name: "Commercial auto",
        description:
          "Covers work trucks, vans and trailers titled to the business, including liability and physical damage.",
      },
      {
        name: "Contractor's equipment (inland marine)",
        description:
          "Covers tools and mobile equipment at jobsites, in transit and in storage; general liability does not cover your own tools.",
      },
      {
        name: "Builder's risk",
        description:
          "Covers a building while it is under construction or renovation, including materials on site, against fire, theft, vandalism and other covered losses.",
      },
      {
        name: "Commercial umbrella",
        description:
          "Adds liability limits above your general liability, auto and employer's liability policies, often required for larger contracts.",
      },
      {
        name: "Contractor license and performance bonds",
        description:
          "Surety bonds for licensing and for projects that require bid, performance or payment bonds.",
      },
    ],
    sections: [
      {
        heading: "Certificates, additional insureds and contract requirements",
        body:
          "Most general contractors, developers and property owners will not let you on site without a certificate of insurance. Many contracts also ask for specific wording: the client named as an additional insured, a waiver of subrogation, or coverage that is primary and non-contributory. If your policy does not include those endorsements, the certificate alone will not protect you or your client.\n\nSend us the insurance section of a contract before you sign it. We will tell you what your current policy already meets, what needs an endorsement, and what it costs.",
      },
      {
        heading: "Heat, crews and workers' comp in Nevada",
        body:
          "Summer afternoons in Las Vegas regularly pass 110 degrees, and heat illness is a real jobsite hazard. Nevada requires employers to carry workers' compensation, and the Nevada State Contractors Board asks for proof of it (or a valid exemption) as part of licensing. Check the board's current requirements for your license classification, including its bond requirement.\n\nWorkers' comp premiums are based on payroll and job classifications, and they are audited after the policy year. Keeping accurate payroll records and collecting certificates from your subcontractors keeps audit surprises to a minimum.",
      },
    ],
    faqs: [
      {
        question: "Do I need workers' comp if I only use subcontractors?",
        answer:
          "If you truly have no employees, you may qualify for an exemption, but be careful. When a subcontractor you hire has no workers' comp, their injured workers can end up looking to you, and your insurer may charge premium for that uninsured sub's payroll at audit. Always collect current certificates from every sub before they start work.",
      },
      {
        question: "What is completed operations coverage?",
        answer:
          "It is the part of general liability that covers injury or property damage caused by your work after the job is finished, such as a deck that collapses or a fitting that leaks a year later. It is one of the most important coverages for contractors, so we check that your policy includes it and that no endorsement limits it for your type of work.",
      },
      {
        question: "Does general liability cover my tools and equipment?",
        answer:
          "No. General liability covers damage you cause to other people's property, not your own. Tools, trailers and mobile equipment need contractor's equipment coverage, also called inland marine, which follows them to jobsites, in your truck and in storage.",
      },
      {
        question: "Who buys builder's risk, the owner or the contractor?",
        answer:
          "It depends on the contract. On many new builds the general contractor buys it, while on some renovations the owner adds it to an existing property policy. Read the insurance section of your contract and we can set up the policy to match it.",
      },
      {
        question: "What bond do I need for a Nevada contractor's license?",
        answer:
          "The Nevada State Contractors Board requires a license bond or cash deposit, and the amount depends on your license classification and other factors the board considers. Check the board's current requirements, then talk to us: we can help with license bonds and with bid, performance and payment bonds for projects.",
      },
      {
        question: "How fast can I get a certificate of insurance?",
        answer:
          "Once your policy is in force, certificates are usually quick to issue. Send us the certificate holder's name and any required wording from the contract so we can confirm your policy actually includes the endorsements being requested.",
      },
    ],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "healthcare-insurance",
    navLabel: "Healthcare & Medical Practice Insurance",
    icon: "stethoscope",
    seoTitle: "Healthcare & Medical Practice Insurance in Nevada",
    metaDescription:
      "Insurance for Nevada medical, dental and wellness practices: malpractice, cyber liability, property, general liability and workers' comp. Free quote.",
    heading: "Healthcare & Medical Practice Insurance in Nevada",
    intro:
      "Physician and dental offices, chiropractors, physical therapists, med spas and home health providers all carry a responsibility most businesses do not: the health and private information of every patient. We help Nevada practices put together malpractice, cyber, property and liability coverage that fits the care they provide, and we explain the fine print, such as claims-made coverage and tail coverage, in plain language.",
    risks: [
      {
        name: "Malpractice claims",
        description:
          "A patient who alleges a misdiagnosis, treatment error or poor outcome can bring a claim that is costly to defend, even when the care was sound.",
      },
      {
        name: "Patient data breaches",
        description:
          "Electronic health records, billing systems and email hold exactly the information criminals target, and breaches trigger notification duties.",
      },
      {
        name: "Injuries in your office",
        description:
          "Patients and visitors can trip in a waiting room, fall in a parking area or be hurt by something unrelated to treatment.",
      },
      {
        name: "Equipment damage or breakdown",
        description:
          "Imaging machines, dental chairs, lasers and refrigeration for medications are expensive to repair or replace.",
      },
      {
        name: "Staff injuries",
        description:
          "Needlesticks, back strains from moving patients and exposure to illness are everyday risks for clinical staff.",
      },
      {
        name: "Billing errors and regulatory investigations",
        description:
          "Coding mistakes and billing disputes can lead to audits and investigations with legal costs of their own.",
      },
    ],
    coverages: [
      {
        name: "Medical professional liability (malpractice)",
        description:
          "Covers claims that your professional services caused harm, including legal defense. Coverage can be written for individual providers and for the practice itself.",
      },
      {
        name: "General liability",
        description:
          "Covers injuries to patients and visitors that are not related to treatment, such as a fall in the lobby, and damage to others' property.",
      },
      {
        name: "Cyber liability",
        description:
          "Pays for breach response, patient notification, data restoration, ransomware response and claims after a data breach.",
      },
      {
        name: "Commercial property and equipment breakdown",
        description:
          "Covers your office, furniture, medical equipment and supplies after fire, theft or a mechanical or electrical breakdown.",
      },
      {
        name: "Business income",
        description:
          "Replaces lost income and pays ongoing expenses if a covered loss forces the practice to close or cut back.",
      },
      {
        name: "Workers' compensation",
        description:
          "Covers medical care and lost wages for injured employees. Nevada requires it for practices with employees.",
      },
      {
        name: "Employment practices liability",
        description:
          "Covers claims from employees alleging discrimination, harassment or wrongful termination.",
      },
      {
        name: "Billing errors and regulatory coverage",
        description:
          "Helps pay legal costs and certain penalties tied to billing and coding investigations, where available.",
      },
    ],
    sections: [
      {
        heading: "Claims-made coverage, tail coverage and changing jobs",
        body:
          "Most malpractice policies are written on a claims-made basis: they cover claims made while the policy is active, for care given after the policy's retroactive date. When you retire, sell a practice or change insurers, you may need an extended reporting endorsement, often called tail coverage, so that claims filed later for past care are still covered. Some insurers instead offer prior acts coverage, called nose coverage, when you switch.\n\nThese details are easy to overlook and expensive to fix after the fact. We review your retroactive dates and any employment contracts before you make a change.",
      },
      {
        heading: "Practices growing across Nevada",
        body:
          "Healthcare is expanding quickly around Las Vegas, Henderson and Reno, and so are newer services such as med spas, mobile IV therapy and telehealth. Some of these services do not fit neatly into a standard malpractice policy, so we confirm with the insurer that every service you offer, and every provider who performs it, is covered.",
      },
    ],
    faqs: [
      {
        question: "Does my employer's malpractice policy cover me?",
        answer:
          "It may, but only for work done for that employer and only within that policy's limits. If you also practice elsewhere, moonlight or do independent work, you may need your own policy. Ask for a copy of the certificate or policy summary and we can review it with you.",
      },
      {
        question: "What is the difference between claims-made and occurrence malpractice coverage?",
        answer:
          "An occurrence policy covers incidents that happened while it was in force, no matter when the claim is filed. A claims-made policy covers claims filed while it is active, for care after its retroactive date, and usually needs tail coverage when it ends. Claims-made policies are more common and often cost less in the early years.",
      },
      {
        question: "Does general liability cover a patient who is hurt during treatment?",
        answer:
          "No. Injuries related to professional care fall under malpractice coverage. General liability covers things like a patient tripping on a rug in your waiting room, which is why most practices need both.",
      },
      {
        question: "Will cyber insurance help with a HIPAA-related data breach?",
        answer:
          "A good cyber policy can pay for forensic investigation, patient notification, credit monitoring, legal advice and certain regulatory defense costs after a breach. What is covered, and whether fines are insurable, depends on the policy wording and the law. We compare cyber policies side by side so you can see the differences.",
      },
      {
        question: "Do med spas and aesthetic practices need special coverage?",
        answer:
          "Often, yes. Injectables, lasers and body treatments are not covered by every malpractice policy, and insurers want to know who performs each procedure and under what supervision. We look for carriers that write these services specifically.",
      },
    ],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "manufacturing-insurance",
    navLabel: "Manufacturing & Production Insurance",
    icon: "factory",
    seoTitle: "Manufacturing Insurance in Nevada",
    metaDescription:
      "Nevada manufacturing insurance: product liability, equipment breakdown, business interruption, cargo and workers' comp for plants and fabricators.",
    heading: "Manufacturing & Production Insurance in Nevada",
    intro:
      "Nevada's manufacturers range from small machine shops and food producers in Las Vegas to large plants and distribution operations around Reno and Sparks. Each one depends on machinery, materials, suppliers and a workforce that all have to keep moving. We help manufacturers protect their facilities and equipment, their income when production stops, and their business from claims over the products they make.",
    risks: [
      {
        name: "Product liability claims",
        description:
          "A defect in something you made, or in a part you supplied to someone else, can cause injury or damage long after it leaves your floor.",
      },
      {
        name: "Machinery injuries",
        description:
          "Presses, saws, forklifts and conveyors create serious injury risk for employees.",
      },
      {
        name: "Equipment breakdown",
        description:
          "A failed motor, electrical panel or boiler can stop production and cost far more in lost output than in repairs.",
      },
      {
        name: "Fire and explosion",
        description:
          "Dust, solvents, welding and stored materials raise the risk of fire in many production environments.",
      },
      {
        name: "Supply chain disruption",
        description:
          "A fire or shutdown at a key supplier or customer can halt your production even when your own plant is undamaged.",
      },
      {
        name: "Goods in transit",
        description:
          "Raw materials and finished products can be damaged or stolen while being shipped by you or by others.",
      },
      {
        name: "Product recalls",
        description:
          "Pulling a defective product from the market brings costs for notification, shipping, destruction and replacement.",
      },
    ],
    coverages: [
      {
        name: "General liability with products-completed operations",
        description:
          "Covers bodily injury and property damage caused by your products and operations, including legal defense.",
      },
      {
        name: "Commercial property",
        description:
          "Covers your building, machinery, stock and raw materials against fire, theft, wind and other covered losses.",
      },
      {
        name: "Equipment breakdown",
        description:
          "Pays to repair or replace machinery, electrical and HVAC systems after a sudden mechanical or electrical failure.",
      },
      {
        name: "Business income and contingent business income",
        description:
          "Replaces lost income while you recover from a covered loss, and can extend to losses at a key supplier or customer.",
      },
      {
        name: "Workers' compensation",
        description:
          "Covers medical care and lost wages for injured employees. Nevada requires it for employers.",
      },
      {
        name: "Inland marine and cargo",
        description:
          "Covers materials and products in transit, at other locations and in the care of others.",
      },
      {
        name: "Product recall",
        description:
          "Helps pay the costs of recalling, replacing and disposing of products, which general liability policies typically exclude.",
      },
      {
        name: "Commercial umbrella",
        description:
          "Adds liability limits above your primary policies, often required by larger customers and distributors.",
      },
    ],
    sections: [
      {
        heading: "Manufacturing from Las Vegas to the Reno-Sparks area",
        body:
          "Northern Nevada's industrial growth, including the large industrial parks east of Sparks, has brought new plants, warehouses and suppliers to the state, while Henderson and North Las Vegas keep adding production and distribution space. Growing operations often outgrow their insurance before anyone notices: new machinery is added, a second location opens, or sales expand into other states.\n\nWe review your property values, locations, products and customer contracts together, so your limits keep up with the business.",
      },
      {
        heading: "Details that matter for manufacturers",
        body:
          "A few policy details cause most of the surprises we see when reviewing manufacturing coverage.",
        bullets: [
          "Property limits below replacement cost can trigger a coinsurance penalty that reduces a claim payment.",
          "Standard property policies exclude earthquake and flood; earthquake risk is worth discussing for plants in Northern Nevada.",
          "Customer contracts often require additional insured status, specific limits and product liability coverage for work sold into other states.",
          "Business income limits should reflect how long it would really take to replace specialized machinery.",
        ],
      },
    ],
    faqs: [
      {
        question: "Is product liability included in general liability?",
        answer:
          "For most manufacturers, yes: products-completed operations is part of a standard general liability policy and has its own aggregate limit. Some policies exclude certain products or exports, so we check the exclusions and make sure the limit fits the products you make and where they are sold.",
      },
      {
        question: "Does my property policy cover a machine that breaks down?",
        answer:
          "Usually not. Commercial property policies generally exclude mechanical and electrical breakdown. Equipment breakdown coverage fills that gap and can also pay for lost income and spoiled materials caused by the breakdown.",
      },
      {
        question: "What is contingent business income?",
        answer:
          "It covers income you lose when a covered loss at a key supplier or customer, not at your own plant, stops your production. If one supplier provides a part you cannot easily source elsewhere, this coverage deserves a close look.",
      },
      {
        question: "Do I need product recall insurance?",
        answer:
          "If your products could be recalled, for example food, components or consumer goods, recall costs can be large and general liability normally does not pay them. Recall coverage helps with notification, retrieval, disposal and replacement costs, and sometimes lost profits.",
      },
      {
        question: "How are workers' comp premiums calculated for manufacturers?",
        answer:
          "Premiums are based mainly on payroll in each job classification, adjusted by your claims history. A safety program, machine guarding and prompt reporting of injuries help keep costs under control over time. Payroll is audited after each policy year, so accurate classifications matter.",
      },
    ],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "technology-insurance",
    navLabel: "Technology & IT Services Insurance",
    icon: "cpu",
    seoTitle: "Technology & IT Company Insurance in Nevada",
    metaDescription:
      "Insurance for Nevada tech companies: technology E&O, cyber liability, general liability and workers' comp for IT firms, developers and consultants.",
    heading: "Technology & IT Services Insurance in Nevada",
    intro:
      "Managed IT providers, software developers, web designers and tech consultants sell expertise, and their biggest risks are usually not physical. A missed deadline, a bug that takes a client offline or a breach that starts in your systems can lead to claims that a general liability policy will not touch. We help Nevada technology businesses get the errors and omissions and cyber coverage their clients expect, along with the basics every business needs.",
    risks: [
      {
        name: "Client claims of errors or failures",
        description:
          "A client who says your software, advice or service caused them a financial loss can sue even when the contract looked airtight.",
      },
      {
        name: "Data breaches",
        description:
          "Client data and credentials in your systems make your business a target, and a breach brings notification costs and claims.",
      },
      {
        name: "Ransomware and system outages",
        description:
          "An attack can lock your own systems and stop billable work, or spread to the clients you manage.",
      },
      {
        name: "Funds transfer fraud",
        description:
          "A convincing fake invoice or email can trick staff into wiring money to a criminal.",
      },
      {
        name: "Intellectual property disputes",
        description:
          "Claims that your code, content or marketing infringes someone else's copyright or trademark can be expensive to defend.",
      },
      {
        name: "Equipment loss",
        description:
          "Laptops, servers and networking gear can be stolen or damaged in the office, at home or on the road.",
      },
    ],
    coverages: [
      {
        name: "Technology errors and omissions",
        description:
          "Covers claims that your technology services or products failed to perform, caused a client's loss or missed contract obligations.",
      },
      {
        name: "Cyber liability",
        description:
          "Covers breach response, notification, data restoration, ransomware response, business interruption and claims from affected parties.",
      },
      {
        name: "General liability",
        description:
          "Covers bodily injury and property damage to others, such as a visitor hurt in your office or damage at a client site.",
      },
      {
        name: "Business owner's policy (BOP)",
        description:
          "Combines general liability with coverage for office equipment and lost income for eligible small tech companies.",
      },
      {
        name: "Crime and social engineering",
        description:
          "Covers money lost to employee theft, forged documents and fraudulent payment instructions, where the policy includes it.",
      },
      {
        name: "Workers' compensation",
        description:
          "Covers medical care and lost wages for injured employees. Nevada requires it for employers, including office-based businesses.",
      },
      {
        name: "Employment practices liability",
        description:
          "Covers claims from employees or applicants alleging discrimination, harassment or wrongful termination.",
      },
    ],
    sections: [
      {
        heading: "What your client contracts ask for",
        body:
          "Larger clients, government agencies and enterprise vendors usually set minimum insurance requirements in their contracts: technology E&O and cyber limits, sometimes specific coverage for network security and privacy, and additional insured status on general liability. Falling short can delay a signed deal or put you in breach of a contract you already have.\n\nSend us the insurance section of a contract or a vendor questionnaire, and we will show you which requirements your coverage meets and what it would take to meet the rest.",
      },
      {
        heading: "Nevada's data security law",
        body:
          "Nevada's security and privacy law for personal information (NRS Chapter 603A) requires businesses that hold Nevada residents' personal information to protect it with reasonable security measures and to notify affected residents after a breach. A cyber policy does not replace good security, but it helps pay for the investigation, notification and legal advice a breach response requires.",
      },
    ],
    faqs: [
      {
        question: "What is the difference between tech E&O and cyber insurance?",
        answer:
          "Technology E&O covers claims that your work or product failed and caused a client a financial loss. Cyber insurance covers the costs and claims that follow a data breach or cyberattack, including your own recovery costs. Many insurers offer both in one combined policy, which avoids gaps between them.",
      },
      {
        question: "Does general liability cover a data breach?",
        answer:
          "Generally no. Most general liability policies exclude losses from data breaches and electronic data. That is why technology businesses typically need a cyber policy, even when they already carry general liability.",
      },
      {
        question: "I am a freelance developer. Do I need insurance?",
        answer:
          "Many clients require it before they will sign a contract, and one dispute over a project can cost more to defend than years of premiums. A technology E&O and cyber package for a solo professional is often affordable, and it can be a selling point when you bid on work.",
      },
      {
        question: "Do I need workers' comp if my employees work remotely?",
        answer:
          "Yes. Nevada requires workers' compensation for employers, and it applies to employees who work from home. If you have employees in other states, their work may need coverage under those states' rules as well, which we can set up.",
      },
      {
        question: "What is social engineering coverage?",
        answer:
          "It covers money lost when someone impersonates a vendor, client or executive and convinces your staff to send payment to the wrong account. It is not automatically part of a cyber or crime policy, and limits are often low, so we check whether it is included and at what amount.",
      },
    ],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "commercial-property-insurance",
    navLabel: "Commercial Property Insurance",
    icon: "building-2",
    seoTitle: "Commercial Property Insurance in Nevada",
    metaDescription:
      "Commercial property insurance for Nevada building owners, landlords and property managers: buildings, rental income, liability, flood and earthquake.",
    heading: "Commercial Property Insurance in Nevada",
    intro:
      "Whether you own a strip center in Las Vegas, an office building in Henderson, a warehouse near Reno or a handful of rental properties, your buildings are likely among your largest investments. We help owners, landlords and property managers insure buildings at the right value, protect rental income, and close the gaps that standard policies leave for flood, earthquake and code upgrades.",
    risks: [
      {
        name: "Fire",
        description:
          "A fire can destroy a building, force tenants out and stop rental income for months while you rebuild.",
      },
      {
        name: "Monsoon storms and flash flooding",
        description:
          "Summer storms bring high winds, hail and sudden flash floods to Southern Nevada, and flood damage is excluded from standard property policies.",
      },
      {
        name: "Water damage",
        description:
          "Burst supply lines, failed water heaters and rooftop air conditioning leaks cause frequent and costly interior damage.",
      },
      {
        name: "Vandalism and break-ins",
        description:
          "Vacant units and buildings between tenants are more likely to be targeted, and coverage can be limited while vacant.",
      },
      {
        name: "Tenant and visitor injuries",
        description:
          "Trips in parking lots, falls on stairs and poorly lit walkways can lead to liability claims against the owner.",
      },
      {
        name: "Earthquake",
        description:
          "Nevada is seismically active, especially in the north, and earthquake damage is excluded from standard property policies.",
      },
      {
        name: "Code upgrades after a loss",
        description:
          "Rebuilding an older building to current codes can cost far more than repairing it the way it was.",
      },
    ],
    coverages: [
      {
        name: "Commercial property (building and contents)",
        description:
          "Covers the building and owner's business property against fire, wind, hail, theft, vandalism and other covered causes, ideally at replacement cost.",
      },
      {
        name: "Business income and rental income",
        description:
          "Replaces the rent or income you lose while a damaged property is repaired, plus continuing expenses such as loan payments.",
      },
      {
        name: "Equipment breakdown",
        description:
          "Covers air conditioning, electrical, elevator and boiler systems after sudden mechanical or electrical failure, a key protection in the desert heat.",
      },
      {
        name: "Ordinance or law",
        description:
          "Pays the extra cost of demolition and of bringing an older building up to current building codes after a covered loss.",
      },
      {
        name: "General liability",
        description:
          "Covers injuries to tenants' customers, visitors and others on common areas and property you control, including legal defense.",
      },
      {
        name: "Flood insurance",
        description:
          "Separate coverage for flood damage, through the National Flood Insurance Program or private insurers.",
      },
      {
        name: "Earthquake coverage",
        description:
          "An endorsement or separate policy for earthquake damage, usually with its own percentage deductible.",
      },
      {
        name: "Commercial umbrella",
        description:
          "Adds liability limits above your general liability and auto policies for owners with larger portfolios or high-traffic properties.",
      },
    ],
    sections: [
      {
        heading: "Desert weather is not risk-free",
        body:
          "Southern Nevada's monsoon season, roughly July through September, can bring short, intense storms with wind, hail and flash flooding, and rain on hard desert ground runs off fast. Standard commercial property policies exclude flood, so a building outside a mapped flood zone can still be uninsured for the water that reaches it. In Northern Nevada, around Reno and Sparks, earthquake risk deserves a serious conversation as well.\n\nHeat is the other constant. Rooftop units and electrical systems work hard all summer, which is why equipment breakdown coverage earns its place on most Nevada property policies.",
      },
      {
        heading: "Policy details that catch owners off guard",
        body:
          "These are the points we check first when we review a commercial property policy.",
        bullets: [
          "Insure to replacement cost: a limit set too low can trigger a coinsurance penalty on a partial claim.",
          "Many policies limit coverage once a building has been vacant for more than 60 consecutive days; tell us before a space goes vacant.",
          "Leases should say who insures what, and require tenants to carry liability coverage that names you as an additional insured.",
          "Property managers need their own professional liability, because an owner's policy does not cover the manager's mistakes.",
        ],
      },
    ],
    faqs: [
      {
        question: "What is the difference between replacement cost and actual cash value?",
        answer:
          "Replacement cost pays what it costs to repair or rebuild with materials of like kind and quality, without deducting for age. Actual cash value subtracts depreciation, so an older roof or building can leave you with a much smaller check. Replacement cost usually costs more, but for most owners it is worth it.",
      },
      {
        question: "Is flood covered by my commercial property policy?",
        answer:
          "No. Standard commercial property policies exclude flood, including flash flooding from heavy rain. Flood coverage is available through the National Flood Insurance Program and private insurers, and we can quote it whether or not your property sits in a mapped flood zone.",
      },
      {
        question: "What happens if my building sits vacant?",
        answer:
          "Many commercial property policies reduce or exclude coverage for certain losses, such as vandalism and water damage, once a building has been vacant for more than 60 consecutive days. If a tenant is leaving, let us know early; vacancy permits and vacant building policies are available.",
      },
      {
        question: "Should I require my tenants to carry insurance?",
        answer:
          "Yes, in most cases. Requiring tenants to carry general liability with you named as an additional insured, and their own property coverage, keeps claims from their operations from landing on your policy. We can review your lease insurance clauses and the certificates tenants send you.",
      },
      {
        question: "I manage properties for other owners. What coverage do I need?",
        answer:
          "Property managers usually need general liability for their own operations, professional liability (errors and omissions) for mistakes in managing properties, and crime coverage if they handle tenant deposits or owner funds. Owners often also ask to be named on the manager's policies, and vice versa.",
      },
    ],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "auto-dealer-insurance",
    navLabel: "Auto Dealer & Garage Insurance",
    icon: "wrench",
    seoTitle: "Auto Dealer & Garage Insurance in Nevada",
    metaDescription:
      "Nevada auto dealer and garage insurance: garage liability, garagekeepers, dealer open lot, test drives, false pretense and dealer E&O. Free quote.",
    heading: "Auto Dealer & Garage Insurance in Nevada",
    intro:
      "Car dealers, independent repair shops, body shops and service centers handle something most businesses never do: other people's vehicles, and a lot full of their own. A single policy rarely covers it all. We help Nevada dealers and garages put together garage liability, garagekeepers, inventory and dealer-specific coverage, and we point out the gaps that cause the most expensive surprises.",
    risks: [
      {
        name: "Damage to customer vehicles",
        description:
          "A customer's car can be damaged in your service bay, on a road test, by fire or by theft while it is in your care.",
      },
      {
        name: "Lot inventory losses",
        description:
          "Hail, wind, vandalism, theft and flash flooding can damage many vehicles on an open lot at once.",
      },
      {
        name: "Test drive and dealer plate accidents",
        description:
          "Customers, employees and dealer-plated vehicles on the road create auto liability exposure every day.",
      },
      {
        name: "Fraudulent buyers",
        description:
          "A buyer who pays with a bad check, a fake cashier's check or stolen identity can drive away with a vehicle you never get paid for.",
      },
      {
        name: "Customer and employee injuries",
        description:
          "Lifts, tools, chemicals and busy service lanes create injury risk for both customers and technicians.",
      },
      {
        name: "Paperwork and disclosure errors",
        description:
          "Mistakes in titles, financing documents, odometer statements or disclosures can lead to customer lawsuits.",
      },
      {
        name: "Customer data breaches",
        description:
          "Credit applications and financing paperwork contain sensitive personal information that criminals target.",
      },
    ],
    coverages: [
      {
        name: "Garage liability",
        description:
          "Covers bodily injury and property damage from your business operations, such as a customer hurt on your lot or in your showroom.",
      },
      {
        name: "Garagekeepers",
        description:
          "Covers damage to customers' vehicles while they are in your care, custody or control for service, repair, storage or sale on consignment.",
      },
      {
        name: "Dealer open lot (inventory)",
        description:
          "Covers physical damage to the vehicles you own for sale, on your lot and often in transit, from hail, theft, vandalism, fire and collision.",
      },
      {
        name: "Dealer plates and test drives",
        description:
          "Auto liability for vehicles driven on dealer plates and for test drives by customers and employees.",
      },
      {
        name: "False pretense",
        description:
          "Covers the loss of a vehicle you voluntarily handed over because of fraud, such as payment with a bad check or a fake identity.",
      },
      {
        name: "Dealer errors and omissions",
        description:
          "Covers claims arising from mistakes in titling, financing, lien payoffs, odometer statements and other sales paperwork.",
      },
      {
        name: "Workers' compensation",
        description:
          "Covers medical care and lost wages for injured employees. Nevada requires it for employers.",
      },
      {
        name: "Cyber liability",
        description:
          "Pays for breach response, customer notification and claims when financing and customer records are exposed.",
      },
    ],
    sections: [
      {
        heading: "Garage liability is not garagekeepers",
        body:
          "This is the gap we see most often. Garage liability covers injuries and damage your operations cause to other people and their property, but it usually excludes damage to customers' vehicles in your care. Garagekeepers coverage fills that gap, and it comes in different forms.",
        bullets: [
          "Legal liability: pays only when your business is legally responsible for the damage.",
          "Direct excess: pays regardless of fault, after the customer's own auto insurance.",
          "Direct primary: pays regardless of fault, before the customer's own insurance, which keeps customer relationships smoother.",
        ],
      },
      {
        heading: "Nevada dealer licensing and bonds",
        body:
          "Vehicle dealers licensed in Nevada generally need a dealer surety bond as part of licensing, and some other DMV-licensed businesses do too. Amounts and forms change, so check current Nevada DMV requirements for your license type; we can help you obtain the bond once you know what is required.\n\nDealers that arrange financing also handle customer financial information that federal privacy rules expect them to protect, which is one more reason cyber coverage belongs on a dealer's list.",
      },
    ],
    faqs: [
      {
        question: "What is the difference between garage liability and garagekeepers coverage?",
        answer:
          "Garage liability covers injuries and property damage your business causes to others, such as a customer slipping in your shop. Garagekeepers covers damage to customers' vehicles while they are in your care. Most dealers and repair shops need both.",
      },
      {
        question: "Are customer test drives covered?",
        answer:
          "They can be, but it depends on how your policy is written. Dealer auto liability typically covers vehicles you own for sale when driven by customers and employees, and dealer plates need to be scheduled correctly. We check who is covered to drive and under what conditions, because this is a common source of disputes.",
      },
      {
        question: "Does my dealer open lot coverage include hail?",
        answer:
          "Most dealer open lot policies can cover hail, but many apply a separate and higher deductible for hail, wind or other weather events, sometimes per occurrence and sometimes per vehicle. Look at the deductibles as closely as the price; a single storm can damage much of a lot.",
      },
      {
        question: "What is false pretense coverage?",
        answer:
          "It covers the loss of a vehicle you voluntarily gave up because you were deceived, such as a buyer who paid with a fraudulent cashier's check or used a stolen identity. Standard theft coverage often excludes this kind of loss because you handed over the keys willingly.",
      },
      {
        question: "Do I need a bond to get a Nevada dealer license?",
        answer:
          "Generally yes: Nevada requires vehicle dealers to post a surety bond as part of licensing. The amount and type depend on your license, so check current Nevada DMV requirements first, then talk to us about obtaining the bond.",
      },
      {
        question: "I run a repair shop, not a dealership. Is this page for me?",
        answer:
          "Yes. Repair shops, body shops, tire and lube shops and detailers need garage liability and garagekeepers just like dealers, usually without the open lot and dealer plate coverage. We build the policy around the work you actually do.",
      },
    ],
  },
];
