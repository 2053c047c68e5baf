// Security headers on every response (pages, assets, API answers, errors).
//
// Helmet is configured explicitly (no defaults) so the policy is readable here in one place.
// style-src keeps 'unsafe-inline': the prerendered pages carry their critical CSS in inline <style>
// elements written by Emotion/Chakra (and a few style="" attributes), so the first paint needs no
// extra CSS request. Inline *scripts* stay forbidden: script-src is 'self' only, and every script
// the site runs is a file under /assets/.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Browser features the site never uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'interest-cohort=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** `formAction`: other origins the pages' forms post to without JavaScript (the build's API host). */
export function contentSecurityPolicy(connectSrc: string[], formAction: string[] = []) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSrc],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...formAction],
    'frame-ancestors': ["'none'"],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: { connectSrc: string[]; formAction?: string[] }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.connectSrc, options.formAction) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Two years, subdomains included; `preload` is a separate commitment and left to the operator.
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: false },
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xDownloadOptions: true,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    xPoweredBy: true,
    xXssProtection: true,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
