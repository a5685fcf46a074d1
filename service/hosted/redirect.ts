/** The addresses an end user is sent to after a hosted page, with the parameters the spec names. */

/** Appends parameters to a URL, keeping its own query and fragment. */
export function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/** Connect (spec 4.5): ac account code, al4 last 4, ain institution name, as status, aid account uuid, clid link uuid. */
export function connectRedirect(
  redirectUrl: string,
  p: {
    accountCode: string;
    last4: string;
    institutionName: string;
    accountStatus: string;
    accountId: string;
    linkId: string;
  },
): string {
  return withParams(redirectUrl, {
    ac: p.accountCode,
    al4: p.last4,
    ain: p.institutionName,
    as: p.accountStatus,
    aid: p.accountId,
    clid: p.linkId,
  });
}

/** Checkout (spec 4.6): reference (the payment's uuid), status (the payment's) and account_code (the funding account's). */
export function checkoutRedirect(
  redirectUrl: string,
  p: { reference: string; status: string; accountCode: string },
): string {
  return withParams(redirectUrl, { reference: p.reference, status: p.status, account_code: p.accountCode });
}
