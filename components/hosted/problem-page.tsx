import type { HostedLanguage, LinkProblem } from '@/lib/embedded-api';
import { fill, messagesFor } from '@/lib/hosted/messages';
import { Card, HostedShell } from '@/components/hosted/hosted-shell';

/** What an unusable link shows: unknown, expired or already used, said plainly in the link's language. */
export function ProblemPage({
  problem,
  language,
  merchantName,
  kind,
}: {
  problem: LinkProblem;
  language: HostedLanguage;
  merchantName: string | null;
  kind: 'connect' | 'checkout';
}) {
  const t = messagesFor(language);
  const text =
    problem === 'completed'
      ? t.problems[kind === 'connect' ? 'completed_connect' : 'completed_checkout']
      : t.problems[problem];
  return (
    <HostedShell lang={t.lang} background="#f4f6f8">
      <ProblemCard
        title={text.title}
        body={fill(text.body, { merchant: merchantName || '—' })}
        tone={problem === 'completed' ? 'done' : 'error'}
      />
    </HostedShell>
  );
}

/** The card alone, for a form that finds its link gone while the page is open. */
export function ProblemCard({ title, body, tone }: { title: string; body: string; tone: 'done' | 'error' }) {
  return (
    <Card className="bg-white px-6 py-10 text-center text-slate-800 sm:px-10" style={{ background: '#ffffff' }}>
      <div
        aria-hidden="true"
        className={`mx-auto mb-5 flex h-12 w-12 items-center justify-center rounded-full text-xl font-semibold ${tone === 'done' ? 'bg-emerald-50 text-emerald-600' : 'bg-amber-50 text-amber-600'}`}
      >
        {tone === 'done' ? '✓' : '!'}
      </div>
      <h1 className="text-xl font-semibold" data-testid="problem-title">
        {title}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{body}</p>
    </Card>
  );
}
