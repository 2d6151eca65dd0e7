import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';

type Directives = Record<string, string[]>;

/**
 * Google Identity Services (decisions/0027), only when GOOGLE_CLIENT_ID is set: its script, the
 * button's and One Tap's frames, their calls and style, and the profile picture a new Google
 * account keeps as its avatar.
 */
const GOOGLE_SOURCES: Directives = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'frame-src': ['https://accounts.google.com/gsi/'],
  'connect-src': ['https://accounts.google.com/gsi/'],
  'style-src': ['https://accounts.google.com/gsi/style'],
  'img-src': ['https://*.googleusercontent.com'],
};

function addSources(directives: Directives, more: Directives) {
  for (const [name, sources] of Object.entries(more)) {
    // A directive not listed falls back to default-src: start from it, as the browser would.
    directives[name] = [...(directives[name] ?? directives['default-src'] ?? []), ...sources];
  }
}

/**
 * The app's Content-Security-Policy. The session token sits in sessionStorage (the spec's token
 * header), so script injection is the threat that matters: only our own scripts run, nothing may
 * frame us, and forms and <base> cannot be pointed elsewhere. antd writes its CSS-in-JS as
 * <style> elements at run time, hence 'unsafe-inline' for styles (styles cannot run script).
 * Images, media and fetches include blob: for the crop preview and the video frame picker (a
 * picked frame is read back from its blob: URL to be uploaded as the cover) and for hls.js, which
 * feeds the player through a blob: media source and transmuxes in a blob: worker. Renditions come
 * from our own origin (the server reads them from the store), so nothing else is needed for them.
 * A function of the config, so optional services (Google sign-in) can add their origins.
 */
export function contentSecurityPolicy(config: Pick<Config, 'production' | 'google'>): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  if (config.google.clientId) addSources(directives, GOOGLE_SOURCES);
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Half a year; without includeSubDomains, since other hosts of the domain are not ours to decide. */
const HSTS = 'max-age=15552000';

/**
 * The same headers on every response, the app's pages, the API and tus alike. Set on the raw
 * response at onRequest so that replies tus writes itself (hijacked) carry them too; a route may
 * still override one (file bytes get a stricter CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'production' | 'google'>) {
  const fixed = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Google's sign-in popup reports back to its opener, which same-origin would cut off.
    'cross-origin-opener-policy': config.google.clientId ? 'same-origin-allow-popups' : 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  const headers = Object.entries(fixed);
  // A callback, not an async hook: nothing here waits, and a promise per request costs.
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    // Browsers ignore HSTS over plain HTTP; a production install is meant to sit behind TLS, whose
    // proxy may not say so (X-Forwarded-Proto needs TRUST_PROXY), so there it goes out always.
    if (config.production || req.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    done();
  });
}

// Types a browser may show inside our pages; anything else is only ever downloaded.
const SHOWN_INLINE = /^(image\/(jpeg|png|gif|webp)|video\/(mp4|quicktime|webm))$/;

/**
 * Headers for stored bytes served from our own origin: never rendered as a page of ours. The type
 * is the one sniffed at upload (never text/html), anything not shown in the page is an
 * attachment, and `sandbox` denies script and same-origin rights even if a browser renders it.
 */
export function storedFileHeaders(reply: FastifyReply, mime: string | null, filename: string) {
  const type = mime && mime !== 'text/html' ? mime : 'application/octet-stream';
  const disposition = SHOWN_INLINE.test(type) ? 'inline' : 'attachment';
  return reply
    .type(type === 'text/plain' ? 'text/plain; charset=utf-8' : type)
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .header('content-security-policy', 'sandbox');
}
