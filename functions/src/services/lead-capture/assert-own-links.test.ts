import { allowedLinkHosts, foreignLinkErrors } from './assert-own-links';
import { thankYouMail } from './thank-you-mail';

describe("links in an agent's words for visitors", () => {
  const allowed = allowedLinkHosts({ siteOrigin: 'https://openhouse.example', website: 'https://www.lonestar.example/team' });

  it("allows the product's host and the agent's website (and their subdomains), once each", () => {
    expect(allowed).toEqual(['openhouse.example', 'lonestar.example']);
    expect(allowedLinkHosts({ siteOrigin: 'https://openhouse.example', website: 'https://openhouse.example/agents/a' })).toEqual(['openhouse.example']);
    expect(foreignLinkErrors({ body: 'https://openhouse.example/property/1, www.lonestar.example, listings.lonestar.example/x' }, allowed)).toEqual([]);
  });

  it('names each field that links elsewhere, with each foreign host once', () => {
    expect(
      foreignLinkErrors({ subject: 'Verify at evil.example/claim', body: 'http://evil.example and https://other.example/x and evil.example' }, allowed),
    ).toEqual([
      { path: 'subject', message: 'Links may only point to openhouse.example or lonestar.example; remove evil.example' },
      { path: 'body', message: 'Links may only point to openhouse.example or lonestar.example; remove evil.example, other.example' },
    ]);
    expect(foreignLinkErrors({ body: 'lonestar.example.evil.example' }, allowed)).toHaveLength(1);
  });
});

describe('the thank-you mail', () => {
  it("carries no link from the listing's title or the agent's name, only the listing's own", () => {
    const mail = thankYouMail({
      to: 'v@example.test',
      visitorName: 'Vera',
      agentName: 'Avery www.evil.example',
      agentEmail: 'a@example.test',
      listingUrl: 'https://openhouse.example/property/1',
      unsubscribeUrl: 'https://openhouse.example/unsubscribe/t',
      listingTitle: 'Cottage - claim at evil.example/win',
    });
    expect(mail.subject).toBe('Thanks for visiting Cottage - claim at');
    expect(`${mail.subject}\n${mail.text}`).not.toContain('evil.example');
    expect(mail.text).toContain('\nAvery\n');
  });
});
