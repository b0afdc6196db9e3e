import { assertPublicWebhookHost, isPrivateAddress, isPrivateHost } from './webhook-host';

describe('webhook hosts', () => {
  it.each(['10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '127.0.0.1', '0.0.0.0', '100.64.0.1', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '[::1]'])(
    'calls %s private',
    (address) => expect(isPrivateAddress(address)).toBe(true),
  );

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', 'hooks.zapier.com'])('calls %s public', (address) => expect(isPrivateAddress(address)).toBe(false));

  it('refuses localhost names and private literals before any lookup', async () => {
    expect(isPrivateHost(new URL('https://crm.localhost/hook'))).toBe(true);
    await expect(assertPublicWebhookHost(new URL('https://169.254.169.254/latest'))).rejects.toThrow('The webhook address points inside a private network');
    await expect(assertPublicWebhookHost(new URL('https://[fd12::1]/hook'))).rejects.toThrow('The webhook address points inside a private network');
  });

  it('accepts a public address literal and reports a name that does not resolve as unreachable', async () => {
    await expect(assertPublicWebhookHost(new URL('https://8.8.8.8/hook'))).resolves.toBeUndefined();
    await expect(assertPublicWebhookHost(new URL('https://no-such-host.invalid/hook'))).rejects.toThrow('The webhook could not be reached');
  });
});
