// The check every admin request passes before its handler (a preHandler of the admin plugin):
//   1. state-changing requests (not GET/HEAD) come from our own pages: Sec-Fetch-Site, when the
//      browser sends it, is same-origin, and Origin, when sent, names this host; JSON bodies only
//      (another site's plain form cannot send one) → else 403 / 415;
//   2. the session: none (or expired) → 401; a session still waiting for its second factor may use
//      only the routes marked 'pending';
//   3. the role: the route's permission (admin/server/access.ts) → else 403;
//   4. the CSRF token bound to the session (header X-CSRF-Token) on every state-changing request → else 403.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, type Access } from './access.ts';
import type { AdminContext } from './context.ts';
import { clearedSessionCookie, currentSession, sessionIdFrom } from './auth/sessions.ts';
import { plainPage } from './pages.ts';

export const CSRF_HEADER = 'x-csrf-token';

const refuse = (reply: FastifyReply, status: number, error: string, message: string) => reply.code(status).send({ error, message });

export function isStateChanging(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/** Whether a state-changing request comes from a page of this site (not from another site). */
export function sameSite(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const host = new URL(origin).host;
    return host === request.headers.host || origin === publicUrl;
  } catch {
    return false;
  }
}

export function createGuard(ctx: AdminContext) {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const access = request.routeOptions.config.access as Access;
    const writes = isStateChanging(request.method);
    const api = /^\/admin\/(api|assets|edit\/assets)\//.test(request.url);
    if (writes) {
      if (!sameSite(request, ctx.config.publicUrl)) return refuse(reply, 403, 'cross_site', 'This request came from another website and was refused.');
      const type = request.headers['content-type'] ?? '';
      if (api && !type.startsWith('application/json') && !(request.routeOptions.config as { uploads?: boolean }).uploads) {
        return refuse(reply, 415, 'unsupported_media_type', 'Send the request as JSON (Content-Type: application/json).');
      }
    }
    request.admin = null;
    if (access === 'public') return;
    const session = await currentSession(ctx.office, sessionIdFrom(request.headers.cookie), ctx.now());
    const user = session ? await ctx.office.userById(session.userId) : null;
    if (!session || !user || user.status !== 'active') {
      if (session) await ctx.office.deleteSession(session.idHash);
      // A cookie that no longer works is cleared.
      if (sessionIdFrom(request.headers.cookie)) reply.header('set-cookie', clearedSessionCookie());
      if (!api)
        return reply
          .code(303)
          .header('location', `/admin/sign-in?next=${encodeURIComponent(request.url.split('#')[0]!)}`)
          .send();
      return refuse(reply, 401, 'signed_out', 'You are not signed in, or your session has ended. Sign in again.');
    }
    if (session.stage !== 'active' && access !== 'pending') {
      if (!api) return reply.code(303).header('location', '/admin/sign-in').send();
      return refuse(reply, 401, 'second_factor_required', 'Finish signing in first: enter the code from your authenticator app.');
    }
    if (access !== 'pending' && access !== 'signed-in' && !can(user.role, access)) {
      if (!api)
        return plainPage(reply, 403, 'Not for your role', 'Your role does not include this part of the back office. Ask an administrator if you need it.', {
          href: '/admin',
          label: 'Back to the back office',
        });
      return refuse(reply, 403, 'forbidden', 'Your role does not allow this. Ask an administrator if you need it.');
    }
    if (writes) {
      const token = request.headers[CSRF_HEADER];
      const given = Buffer.from(typeof token === 'string' ? token : '');
      const expected = Buffer.from(session.csrfToken);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return refuse(reply, 403, 'csrf', 'This request is missing its security token. Reload the page and try again.');
      }
    }
    request.admin = { session, user };
  };
}
