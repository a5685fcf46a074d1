import { NextResponse, type NextRequest } from 'next/server';

/**
 * Every page (console, sign-in, hosted Connect and Checkout) leaves here with the security headers: a
 * Content-Security-Policy whose scripts run only by this response's nonce (Next.js reads it from the
 * request's CSP header and stamps its own scripts; next-themes gets it from `x-nonce`), no framing, no
 * plugins, no <base>; nosniff; a referrer policy; HSTS when served to anything but localhost.
 *
 * It also tells console pages which path was requested (`x-console-path`), so requireSession() can send a
 * signed-out member to /login and back here afterwards. Authentication itself is NOT done here:
 * every page, route handler and server action checks the session and the permission itself.
 */
export async function proxy(request: NextRequest) {
  // A path segment that is not percent-encoded UTF-8 (`/payments/%ED%A0%80`, `/checkout/%E0%A4%A`) fails
  // Next.js's decoding of the route's params with a 500, even after a rewrite to a repaired path (the params
  // are decoded from the URL as requested): the API answers its usual 400 here, a console or hosted page the
  // not-found page with 404 (no object has such an id).
  const malformed = malformedPath(request.nextUrl.pathname);
  if (request.nextUrl.pathname.startsWith('/api/')) return malformed ? malformedApiPath() : NextResponse.next();
  if (await malformedServerAction(request)) {
    return new NextResponse('Malformed server action request.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const status = await hostedLinkStatus(request);
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  const headers = new Headers(request.headers);
  headers.set('x-console-path', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const init = { request: { headers }, ...(status ? { status } : {}) };
  const response = malformed
    ? NextResponse.rewrite(new URL('/malformed-url', request.url), { ...init, status: 404 })
    : NextResponse.next(init);
  for (const [name, value] of Object.entries(securityHeaders(request.nextUrl.hostname, policy)))
    response.headers.set(name, value);
  return response;
}

/** Whether a path segment is not percent-encoded UTF-8 (`%ED%A0%80`, `%E0%A4%A`, `%zz`). */
export function malformedPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
}

/** The API's own answer to a URL that is not correctly percent-encoded (service/api/app.ts answers it alike). */
function malformedApiPath(): NextResponse {
  const requestId = `req_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
  const message = 'The request URL is not correctly percent-encoded.';
  return NextResponse.json(
    {
      error: {
        type: 'invalid_request_error',
        code: 'invalid_encoding',
        message,
        param: null,
        details: [],
        request_id: requestId,
      },
    },
    { status: 400, headers: { 'Request-Id': requestId, 'Cache-Control': 'no-store' } },
  );
}

/**
 * A server action POST (`Next-Action` header) whose body no browser would send — a multipart body that does not
 * parse, or a text body that is not JSON (React's encoding of plain arguments) — is refused here with 400:
 * Next.js would fail decoding it and answer 500. Bodies over 1 MB are left to Next.js (its action body limit).
 */
async function malformedServerAction(request: NextRequest): Promise<boolean> {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return false;
  if (Number(request.headers.get('content-length') ?? 0) > 1_048_576) return false;
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.startsWith('multipart/form-data')) await request.clone().formData();
    else JSON.parse(await request.clone().text());
    return false;
  } catch {
    return true;
  }
}

const HOSTED_PAGE = /^\/(connect|checkout)\/([^/]+)\/?$/;

/**
 * The status of a hosted Connect or Checkout page whose link cannot be used: 404 for an unknown token, 410
 * (Gone) for a link expired or already used. The page itself renders the same clear page in the link's
 * language; a page cannot choose its status in the App Router (only notFound()'s 404), while the status this
 * proxy gives the response is kept by Next.js for the page rendered after it. Only document loads (GET/HEAD,
 * not an RSC fetch or a server action POST) and only when the hosted pages are this process's own.
 */
async function hostedLinkStatus(request: NextRequest): Promise<number | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (request.headers.has('rsc') || process.env.MERCHANT_API_BASE_URL) return undefined;
  const match = HOSTED_PAGE.exec(request.nextUrl.pathname);
  if (!match) return undefined;
  let token: string;
  try {
    token = decodeURIComponent(match[2]!);
  } catch {
    return 404;
  }
  const { hostedPages } = await import('@/lib/embedded-api');
  const state = await (await hostedPages()).linkState(match[1] as 'connect' | 'checkout', token);
  return state === 'open' ? undefined : state === 'not_found' ? 404 : 410;
}

export function contentSecurityPolicy(nonce: string, development = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    // Tailwind's stylesheet plus style attributes React sets (widths of bars, colours of hosted pages).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    // Forms post only here (sign-in, hosted Connect and Checkout, every server action): an injected form
    // cannot send what is typed into it elsewhere.
    "form-action 'self'",
  ].join('; ');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function securityHeaders(hostname: string, policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(LOCAL_HOSTS.has(hostname) ? {} : { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' }),
  };
}

export const config = {
  // Every page; not next-auth, Next's static assets or files. The API only for its malformed paths (above).
  matcher: [
    '/((?!api/|_next/static|_next/image|favicon\\.ico|robots\\.txt|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|css|js|map|txt)$).*)',
    '/api/v1/:path*',
  ],
};
