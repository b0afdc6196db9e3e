import { contentSecurityPolicy, mapStyleSource, siteSecurityHeaders } from '../lib/site-security-headers';

describe('the map style host in the CSP', () => {
  it.each([
    ['https://tiles.example.org/styles/light.json?key=abc', 'https://tiles.example.org'],
    ['https://maps.geo.us-east-1.amazonaws.com/v2/styles/Standard/descriptor?key=k', 'https://maps.geo.us-east-1.amazonaws.com'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tiles-{s}.example.com:8443/{z}/{x}/{y}.png?key=abc', 'https://*.example.com:8443'],
  ])('%s → %s', (template, source) => {
    expect(mapStyleSource(template)).toBe(source);
  });

  it('is absent without a style URL, for a style on the site itself, or with something that is not one', () => {
    expect(mapStyleSource(undefined)).toBeUndefined();
    expect(mapStyleSource('  ')).toBeUndefined();
    expect(mapStyleSource('/map/style.json')).toBeUndefined();
    expect(mapStyleSource('javascript:alert(1)')).toBeUndefined();
  });
});

describe('the site policy', () => {
  const csp = contentSecurityPolicy({ uploadOrigins: ['http://localhost:3101'], mapStyleUrl: 'https://tiles.example.org/styles/light.json?key=abc' });
  const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

  it('runs only the site’s own scripts and Stripe.js, and cannot be framed, embedded or re-based', () => {
    expect(directive('script-src')).toBe("script-src 'self' https://js.stripe.com");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('default-src')).toBe("default-src 'self'");
  });

  it("fetches from the site, the upload endpoint, Stripe's API and the map style's host, shows images from the site, previews and that host", () => {
    expect(directive('connect-src')).toBe("connect-src 'self' http://localhost:3101 https://api.stripe.com https://tiles.example.org");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://tiles.example.org");
  });

  it('admits no map host when no style URL is configured (the offline map needs none)', () => {
    const plain = contentSecurityPolicy({ uploadOrigins: ['http://localhost:3101'] });
    expect(plain).toContain("connect-src 'self' http://localhost:3101 https://api.stripe.com;");
    expect(plain).toContain("img-src 'self' data: blob:;");
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
      'permissions-policy': expect.stringContaining('geolocation=(self)'),
    });
  });
});
