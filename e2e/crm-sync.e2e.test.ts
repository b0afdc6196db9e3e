import { inject } from 'vitest';
import { keepScreenshot, newPage, uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { DEMO_AGENT } from './support/open-houses';
import { signInThroughApi, toastWith, visible } from './support/ui';

type TListing = { id: string; title: string; status: string };

describe('CRM sync', () => {
  test(
    'the demo agent connects the CRM stand-in, a visitor inquires, the stand-in shows the event and the lead reads delivered',
    { timeout: 120_000 },
    async ({ journey, browser }) => {
      const { page } = journey;
      await signInThroughApi(journey, DEMO_AGENT.email, DEMO_AGENT.password);

      // Connect Follow Up Boss: locally the form is filled in with the stand-in's key.
      await page.goto('/crm');
      await visible(page.getByRole('heading', { level: 1, name: 'CRM Sync' }));
      const form = page.getByRole('form', { name: 'Connect Follow Up Boss' });
      expect(await form.getByLabel(/Follow Up Boss API key/).inputValue()).toBe('local-fub-api-key-0001');
      await form.getByRole('button', { name: /Follow Up Boss/ }).click();
      await visible(toastWith(page, 'Follow Up Boss connected'));
      await visible(page.getByRole('heading', { name: 'Connected: Follow Up Boss' }));
      await visible(page.getByText('ending in 0001'));
      await page.getByRole('button', { name: 'Send a test lead' }).click();
      await visible(page.getByText('The CRM accepted a test lead.'));
      await keepScreenshot(page, 'crm-sync-connected');

      // A visitor (signed out, another browser context) asks about one of the agent's listings.
      const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
      const listings = (await (await page.request.get(`/api/properties?userId=${me.id}&status=active&limit=1`)).json()) as { items: TListing[] };
      const listing = listings.items[0]!;
      const email = uniqueEmail('cora');
      const visitor = await newPage(browser);
      try {
        await visitor.page.goto(`/property/${listing.id}`);
        const inquiry = visitor.page.locator('#inquiry');
        await inquiry.getByRole('textbox', { name: 'Name', exact: true }).fill('Cora Crm');
        await inquiry.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
        await inquiry.getByRole('textbox', { name: 'Message (optional)' }).fill('Could I see it on Saturday morning?');
        await inquiry.getByRole('button', { name: 'Send Inquiry' }).click();
        await visible(inquiry.getByText('Your inquiry has been sent successfully!'));
      } finally {
        await visitor.context.close();
      }

      // The stand-in shows the Property Inquiry it received, with the person and the listing.
      const standIn = await journey.context.newPage();
      await standIn.goto(inject('e2eCrmUrl'));
      const event = standIn.getByRole('article').filter({ hasText: email });
      await expect.poll(async () => (await standIn.reload(), await event.count()), { timeout: 30_000 }).toBe(1);
      await visible(event.getByRole('heading', { name: `Property Inquiry · Cora Crm <${email}>` }));
      expect(await event.locator('pre').textContent()).toContain('"street"');
      await keepScreenshot(standIn, 'crm-stand-in-received');
      await standIn.close();

      // The lead on /leads reads delivered.
      await page.goto('/leads');
      const lead = page.getByRole('article', { name: 'Cora Crm' }).first();
      await visible(lead);
      await visible(lead.getByText('Follow Up Boss: delivered'));
      await keepScreenshot(page, 'crm-lead-delivered');

      // Disconnecting leaves the agent's later leads here only.
      await page.goto('/crm');
      await page.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
      await visible(toastWith(page, 'CRM disconnected'));
      await visible(page.getByText(/No CRM is connected yet/));
    },
  );
});
