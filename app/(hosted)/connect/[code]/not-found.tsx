import { ProblemPage } from '../../_components/problem-page';
import { refusedLinkOfRequest } from '../../_lib/problem';

/** An unknown or expired connect link: 404 with the page that says which, in the link's language. */
export default async function ConnectLinkNotFound() {
  const link = await refusedLinkOfRequest('connect');
  return <ProblemPage problem={link.problem} language={link.language} merchantName={link.merchantName} kind="connect" />;
}
