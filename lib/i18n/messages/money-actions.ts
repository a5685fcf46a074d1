/** Messages of the money server actions (lib/actions), spread into ../en.ts and ../es-CO.ts. See ./forms.ts. */
export const moneyActionsEn = {
};

export const moneyActionsEsCO: Record<keyof typeof moneyActionsEn, string> = {
};
