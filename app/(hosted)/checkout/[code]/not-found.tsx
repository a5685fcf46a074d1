import { ProblemPage } from '../../_components/problem-page';
import { refusedLinkOfRequest } from '../../_lib/problem';

/** An unknown or expired checkout link: 404 with the page that says which, in the link's language. */
export default async function CheckoutLinkNotFound() {
  const link = await refusedLinkOfRequest('checkout');
  return <ProblemPage problem={link.problem} language={link.language} merchantName={link.merchantName} kind="checkout" />;
}
