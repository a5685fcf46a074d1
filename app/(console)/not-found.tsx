import { NotFoundNotice } from '@/components/shell/status-notice';

/** What a console page's `notFound()` shows, inside the console's frame (a record that does not exist). */
export default function ConsoleNotFound() {
  return <NotFoundNotice />;
}
