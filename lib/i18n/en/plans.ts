/**
 * The English words of the plans page: its cost sheet, calculator and payment plans. The calculator
 * gets its words as props, so every entry is a string; `{name}` marks a figure filled in where shown.
 * The Hindi ones (lib/i18n/hi/plans.ts) share this shape.
 */
export const enPlans = {
  title: "Prices, costs and floor plans",
  /** The page's opening: its h1 is the title. */
  hero: {
    eyebrow: "Before you book",
    intro:
      "Every charge on top of the base price, how the payments fall due as the building rises, and what each unit looks like inside.",
    jumpLabel: "On this page",
  },
  description:
    "The all-in cost of every unit type at Nirala Gateway, Greater Noida West: base price, location charges, parking, " +
    "maintenance, GST, stamp duty and registration, with the construction-linked payment plan.",
  costs: {
    eyebrow: "All-in cost",
    heading: "What you will pay in all",
    intro:
      "The base price is not the cheque. Here is every charge on top of it, from location charges to stamp duty, " +
      "so the total you plan for is the total you pay.",
    referenceHeading: "The smallest unit of each type",
    referenceIntro:
      "Standard location, one man buying alone. Choose your own unit in the calculator.",
    note:
      "Indicative figures from the current price list; GST and stamp duty at today's rates. " +
      "The developer's cost sheet on the day you book is final.",
    printedOn: "Prepared on {date}",
    reraLine: "UP RERA project registration {project} · channel partner {partner}",
  },
  sheet: {
    caption: "All-in cost: {unit}, {area} carpet area",
    columns: { charge: "Charge", basis: "How it is worked out", amount: "Amount" },
    lines: {
      base: "Base price",
      corner: "Corner location",
      parkFacing: "Park-facing location",
      mainRoad: "Main-road frontage",
      parking: "Covered parking",
      ifms: "Maintenance security (IFMS)",
      maintenance: "Advance maintenance",
      gst: "GST",
      stampDuty: "Stamp duty",
      registration: "Registration",
    },
    basis: {
      base: "{area} × {rate} per sq ft",
      ofBase: "{pct} of the base price",
      parking: "One space",
      ifms: "{rate} per sq ft, refundable",
      maintenance: "{rate} per sq ft a month × {months} months",
      ofValue: "{pct} of the agreement value",
      stampDutyMan: "{pct} of the agreement value",
      stampDutyWoman: "{pct}, less {rebate} on the first {cap}",
      stampDutyJoint: "{pct}, less {rebate} on the woman's share",
    },
    total: "All-in total",
    perSqFt: "All-in cost per sq ft of carpet area",
    sqFt: "sq ft",
  },
  calculator: {
    heading: "Work out your cost",
    unitType: "Unit type",
    size: "Carpet area",
    location: "Location",
    buyer: "Buyer",
    buyers: { man: "Man", woman: "Woman", joint: "Joint" },
    print: "Print this cost sheet",
    sendHeading: "Send me this cost sheet",
    sendIntro: "We e-mail you this sheet with today's availability, and call you back.",
  },
  plan: {
    eyebrow: "Payment plan",
    heading: "How you pay",
    intro:
      "Pay as the building rises: a tenth on booking, then each stage as it is built. " +
      "GST is added to each instalment; maintenance, stamp duty and registration are paid at possession.",
    columns: { stage: "Stage", share: "Share", amount: "Amount" },
    caption: "{plan} for {unit}, {area}",
    constructionLinked: "Construction-linked plan",
    possessionLinked: "Possession-linked plan",
    possessionIntro: "Or pay most of it when the keys are ready:",
    stages: {
      booking: "On booking",
      agreement: "Within 60 days, on the agreement for sale",
      basementRoof: "On casting of the basement roof",
      groundRoof: "On casting of the ground-floor roof",
      topRoof: "On casting of the top-floor roof",
      brickwork: "On brickwork and plaster",
      finishes: "On flooring and finishes",
      possession: "On the offer of possession",
    },
    total: "Agreement value",
    chosenHeading: "For the unit in your calculator",
    smallestHeading: "For the smallest unit of each type",
    banksHeading: "Home loans from banks that have approved the project",
  },
} as const;
