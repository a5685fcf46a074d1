/** Messages of the staff server actions (lib/actions), spread into ../en.ts and ../es-CO.ts. See ./forms.ts. */
export const staffActionsEn = {
};

export const staffActionsEsCO: Record<keyof typeof staffActionsEn, string> = {
};
