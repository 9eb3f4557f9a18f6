const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why an endpoint URL is refused, or null when it is acceptable: https only, so payloads and signatures never
 * travel in the clear; plain http only to this machine, and only when development mode allows it.
 */
export function endpointUrlProblem(raw: string, allowHttpLocalhost: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (raw.length > 2048) return 'must be at most 2048 characters';
  if (url.username || url.password) return 'must not contain credentials';
  if (url.hash) return 'must not contain a fragment';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) {
    return allowHttpLocalhost ? null : 'must use https (http://localhost needs WEBHOOK_ALLOW_HTTP_LOCALHOST=true)';
  }
  return 'must use https';
}
