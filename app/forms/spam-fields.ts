/**
 * The spam traps every form carries besides its own fields: a field people never see (bots fill it
 * in) and the time the form's page was loaded (bots post at once; the page script fills it in). A
 * module of its own, imported by the page script (`browser/contract.ts`), which needs nothing else.
 */
export const honeypotField = "website";
export const startedAtField = "startedAt";
