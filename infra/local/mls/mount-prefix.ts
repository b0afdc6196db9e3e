/**
 * The local MLS answers under `/m/<name>/…` as it does at `/…`, as a vendor serves several MLSs from one host: API
 * test files register the runtime's one local MLS under a name of their own (functions/test/mls-trust.ts), so
 * each file's verified members and listing identity are its own.
 */
const MOUNT_PREFIX = /^\/m\/[\w.-]+(?=\/)/;

export function unmounted(url: URL): URL {
  const pathname = url.pathname.replace(MOUNT_PREFIX, '');
  if (pathname === url.pathname) return url;
  const plain = new URL(url);
  plain.pathname = pathname;
  return plain;
}
