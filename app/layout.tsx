import type { Metadata } from 'next';
import { LinkNavigation } from '@/components/ui/link-navigation';
import { getT } from '@/lib/auth/translator';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: 'Merchant Console', description: t('app.description') };
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        <LinkNavigation />
      </body>
    </html>
  );
}
