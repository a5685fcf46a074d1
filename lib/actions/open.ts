/**
 * An action a signed-out visitor uses, or that only ends the caller's own session: no permission to check, so the
 * declaration says what authorizes it instead (the hosted link's code, the invitation's token, the password itself).
 * Apart from the builder (./define.ts), so that the sign-out in every page's user menu does not carry the builder's
 * form rules to the browser.
 */
export function openAction<Args extends unknown[], Result>(
  _authority: string,
  run: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return run;
}
