/**
 * The client's address for throttling and the audit log. Next.js fills X-Forwarded-For with the
 * socket address only when the request has none, and a reverse proxy appends the address it saw,
 * so the last entry is the one no client can forge when a proxy is in front.
 */
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
  const ip = last || headers.get('x-real-ip')?.trim() || null;
  return ip ? ip.replace(/^::ffff:/, '').slice(0, 64) : null;
}

/**
 * Where to go after signing in: only a path on this origin (never `//host`, `/\\host` or a URL),
 * and never back to the sign-in page itself.
 */
export function safeCallbackPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://console.invalid');
    if (url.origin !== 'http://console.invalid') return fallback;
    if (url.pathname === '/login' || url.pathname.startsWith('/api/auth')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
