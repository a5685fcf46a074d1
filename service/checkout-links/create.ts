import type { DbOrTx } from '../db/client';
import { checkoutLinks } from '../db/schema';
import { newCode, newId, newPublicToken } from '../lib/ids';
import { CHECKOUT_COLOUR_DEFAULTS } from './schemas';

type NewCheckoutLink = typeof checkoutLinks.$inferInsert;

/** What a caller decides about a new checkout link; ids, the hosted-page token and the defaults are filled in here. */
export type CheckoutLinkValues = Omit<NewCheckoutLink, 'id' | 'code' | 'publicToken' | 'dateCreated' | 'dateUpdated'>;

/**
 * Writes a checkout link bound to an existing payment: a `POST /checkout/link/create` and a SEND_REQUEST
 * recurring plan's cycle both come here, so every link gets the same id, code, CSPRNG token and the
 * colour defaults of spec 2.7 for colours not given. Call inside the transaction that wrote the payment.
 */
export async function insertCheckoutLink(tx: DbOrTx, values: CheckoutLinkValues, now: Date): Promise<string> {
  const [link] = await tx
    .insert(checkoutLinks)
    .values({
      ...values,
      id: newId('chk'),
      code: newCode('CHK'),
      publicToken: newPublicToken(),
      sidebarBackgroundColor: values.sidebarBackgroundColor ?? CHECKOUT_COLOUR_DEFAULTS.sidebarBackgroundColor,
      sidebarTextColor: values.sidebarTextColor ?? CHECKOUT_COLOUR_DEFAULTS.sidebarTextColor,
      mainContentBoxBackgroundColor:
        values.mainContentBoxBackgroundColor ?? CHECKOUT_COLOUR_DEFAULTS.mainContentBoxBackgroundColor,
      mainContentBoxTextColor: values.mainContentBoxTextColor ?? CHECKOUT_COLOUR_DEFAULTS.mainContentBoxTextColor,
      dateCreated: now,
      dateUpdated: now,
    })
    .returning({ id: checkoutLinks.id });
  return link.id;
}
