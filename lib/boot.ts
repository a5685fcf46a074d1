import { getService } from '@/service';

/** Starts the embedded service (unless the console talks to a remote API) and prints how to sign in. */
export async function bootConsole(): Promise<void> {
  if (process.env.MERCHANT_API_BASE_URL) return;
  const service = await getService();
  if (service.demo) {
    const base = `${(process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')}/api/v1`;
    console.log(
      [
        '',
        'Merchant Console — demo mode (embedded PGlite in ./.data)',
        `  API base:       ${base}`,
        `  client_id:      ${service.demo.clientId}`,
        `  client_secret:  ${service.demo.clientSecret}`,
        '',
      ].join('\n'),
    );
  }
}
