/** Next.js boot hook: open the database, migrate, seed demo data and start background work before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Every request learns its socket peer (lib/auth/peer.ts): client addresses never come from a client's header.
  const { installPeerStamp } = await import('./lib/auth/peer');
  installPeerStamp();
  const { bootConsole } = await import('./lib/lifecycle');
  try {
    await bootConsole();
  } catch (error) {
    // A console that cannot open its database or lacks AUTH_SECRET must not half-start.
    console.error(`Merchant Console cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
