/** The floor-plan dialog's English words; lib/i18n/en/ui.ts places them, for the browser. */
export const enFloorPlanUi = {
  dialog: {
    title: "Get the floor plan",
    description: "Leave your details and the full-size floor plan (PDF) downloads straight away.",
  },
  form: {
    submit: "Get Floor Plan",
    downloading: "Thank you! Your floor plan is downloading.",
  },
} as const;
