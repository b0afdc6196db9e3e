import { contentSecurityPolicy, mapTileSource, siteSecurityHeaders } from '../lib/site-security-headers';

describe('the map tile host in the CSP', () => {
  it.each([
    ['https://tile.example.org/{z}/{x}/{y}.png', 'https://tile.example.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tiles-{s}.example.com:8443/{z}/{x}/{y}.png?key=abc', 'https://*.example.com:8443'],
  ])('%s → %s', (template, source) => {
    expect(mapTileSource(template)).toBe(source);
  });

  it('is absent without a tile URL, or with something that is not one', () => {
    expect(mapTileSource(undefined)).toBeUndefined();
    expect(mapTileSource('  ')).toBeUndefined();
    expect(mapTileSource('javascript:alert(1)')).toBeUndefined();
  });
});

describe('the site policy', () => {
  const csp = contentSecurityPolicy({ uploadOrigins: ['http://localhost:3101'], mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' });
  const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

  it('runs only the site’s own scripts and Stripe.js, and cannot be framed, embedded or re-based', () => {
    expect(directive('script-src')).toBe("script-src 'self' https://js.stripe.com");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('default-src')).toBe("default-src 'self'");
  });

  it('fetches from the site, the upload endpoint and Stripe\'s API, shows images from the site, previews and the tiles', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' http://localhost:3101 https://api.stripe.com");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
  });

  it('frames only what Stripe.js documents for the Payment Element: its card fields and 3-D Secure', () => {
    expect(directive('frame-src')).toBe('frame-src https://js.stripe.com https://hooks.stripe.com');
  });

  it('comes with HSTS, nosniff, a referrer policy and a permissions policy', () => {
    expect(siteSecurityHeaders({ uploadOrigins: [] })).toMatchObject({
      'content-security-policy': expect.stringContaining("script-src 'self' https://js.stripe.com;"),
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('geolocation=()'),
    });
  });
});
