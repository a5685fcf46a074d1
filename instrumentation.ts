/** Next.js boot hook: open the database, migrate, seed demo data and start background work before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { bootConsole } = await import('./lib/boot');
  await bootConsole();
}
