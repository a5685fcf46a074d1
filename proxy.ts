import { NextResponse, type NextRequest } from 'next/server';

/**
 * Tells console pages which path was requested (`x-console-path`), so requireSession() can send a
 * signed-out member to /login and back here afterwards. Authentication itself is NOT done here:
 * every page, route handler and server action checks the session and the permission itself.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set('x-console-path', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Not the API, next-auth, assets, the sign-in page or the public hosted pages.
  matcher: ['/((?!api/|_next/|login|connect/|checkout/|favicon\\.ico|robots\\.txt|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|css|js|map|txt)$).*)'],
};
