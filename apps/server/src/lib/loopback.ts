/**
 * True when the TCP peer is this machine. Read from the socket itself, never from `request.ip`, which follows
 * X-Forwarded-For once a proxy is trusted: a header is the client's word, the socket's address is not.
 */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
