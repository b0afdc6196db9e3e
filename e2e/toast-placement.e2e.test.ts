import { describe, expect, test } from './support/journey';
import { DESKTOP, doBoxesOverlap, PHONE } from './support/layout-checks';
import { createAgentThroughApi } from './support/profiles';
import { signInThroughApi, toastWith, visible } from './support/ui';

describe('toast placement', () => {
  for (const [sizeName, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the toast after a reply on /messages leaves Send Reply uncovered (${sizeName})`, async ({ journey }) => {
      const { page } = journey;
      const agent = await createAgentThroughApi(journey.baseUrl, 'Tess Toast');
      const lead = await agent.api.post(`/api/agent/${agent.id}/leads`, {
        data: { name: 'Walt Visitor', email: 'walt.visitor@example.test', message: 'Is Hyde Park yours?' },
      });
      expect(lead.status(), await lead.text()).toBe(201);
      await agent.api.dispose();
      await signInThroughApi(journey, agent.email, agent.password);

      await page.setViewportSize(size);
      await page.goto('/messages');
      await page
        .getByRole('button', { name: /Walt Visitor/ })
        .first()
        .click();
      await page.getByRole('textbox', { name: 'Reply to Walt Visitor' }).fill('Yes, Hyde Park is one of my areas.');
      const sendReply = page.getByRole('button', { name: 'Send Reply' });
      await sendReply.click();
      const toast = await visible(toastWith(page, 'Reply sent'));

      expect(await doBoxesOverlap(toast, await visible(sendReply))).toBe(false);
    });
  }
});
