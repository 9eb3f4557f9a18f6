import { hostProblem } from './destination.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why an endpoint URL is refused, or null when it is acceptable: https only, so payloads and signatures never
 * travel in the clear, and never to an internal destination (see hostProblem); plain http only to this machine,
 * and only while the development switch allows private targets.
 */
export function endpointUrlProblem(raw: string, allowPrivateTargets: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (raw.length > 2048) return 'must be at most 2048 characters';
  if (url.username || url.password) return 'must not contain credentials';
  if (url.hash) return 'must not contain a fragment';
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) {
    if (!allowPrivateTargets) return 'must use https (http://localhost needs WEBHOOK_ALLOW_PRIVATE_TARGETS=true)';
  } else if (url.protocol !== 'https:') {
    return 'must use https';
  }
  return hostProblem(url.hostname, allowPrivateTargets);
}
