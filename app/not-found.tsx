import { NotFoundNotice } from '@/components/shell/status-notice';

/** An address no route matches (with a 404): the console's notice, outside its frame (the visitor may be signed out). */
export default function NotFound() {
  return (
    <main className="px-4">
      <NotFoundNotice />
    </main>
  );
}
