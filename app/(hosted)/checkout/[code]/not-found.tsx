import { ProblemPage } from '@/components/hosted/problem-page';

/** An unknown checkout link (or no hosted pages in this deployment): 404 with the clear "link not found" page. */
export default function CheckoutLinkNotFound() {
  return <ProblemPage problem="not_found" language="en_US" merchantName={null} kind="checkout" />;
}
