import { inject } from 'vitest';
import { keepScreenshot, newPage } from './support/browser';
import { describe, expect, test } from './support/journey';
import { layoutFindings, SCREEN_SIZES } from './support/layout-checks';
import { addLocalMlsConfiguration, mlsIdRow, verifyMlsIdByCode } from './support/mls-trust';
import { DEMO_BROKER } from './support/open-houses';
import { createAgentThroughApi } from './support/profiles';
import { signInThroughApi, toastWith, userMenuButton, visible, waitForPath } from './support/ui';

const DEMO_ADMIN = { email: 'admin@demo.openhouse.market', password: 'demo-admin-2026', firstName: 'Morgan' } as const;
/** A long name and address: the admin screen must hold them on a phone. */
const NEW_MLS = {
  id: 'board-review-mls',
  name: 'Central Texas Board of REALTORS® Multiple Listing Service (Review)',
  serverUrl: 'https://api.central-texas-board-review-multiple-listing-service.example/reso/odata',
} as const;
/** A member of the local MLS whose roster entry gives no e-mail (local-mls-members.ts): only a review can prove it. */
const MEMBER_WITHOUT_EMAIL = 'ATX-A-0001';
const REVIEW_NOTE = 'Quinn Paperless at Shoal Creek Brokers; the MLS roster has no e-mail for me.';
/** A long support message without spaces to break on: the inbox must hold it on a phone. */
const SUPPORT_MESSAGE = `The sign-in sheet QR code opens ${'https://openhouse.example/a-very-long-address-without-breaks-'.repeat(3)} and nothing else.`;

describe('MLS trust', () => {
  test(
    "the demo admin registers an MLS from the user menu; a broker verifies their office id by code and asks for a review of an agent id the MLS gives no e-mail for; the admin grants it (desktop and phone), and the id reads Verified; the broker's support request (trial: priority) leads the admin's inbox",
    { timeout: 120_000 },
    async ({ journey, browser }) => {
      const { page } = journey;
      const mls = inject('e2eLocalMls');
      await signInThroughApi(journey, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await page.goto('/');
      await userMenuButton(page, DEMO_ADMIN.firstName).click();
      await page.getByRole('menuitem', { name: 'Admin' }).click();
      await waitForPath(page, '/admin/mls');
      await visible(page.getByRole('heading', { level: 1, name: 'MLS administration' }));

      await page.getByRole('button', { name: 'Add MLS' }).click();
      const addMls = page.getByRole('dialog', { name: 'Add MLS' });
      await addMls.getByRole('textbox', { name: /^Id/ }).fill(NEW_MLS.id);
      await addMls.getByRole('textbox', { name: /^Name/ }).fill(NEW_MLS.name);
      const server = addMls.getByRole('group', { name: 'Server 1' });
      await server.getByRole('combobox', { name: 'Protocol' }).selectOption('RESO Web API');
      await server.getByRole('textbox', { name: /Server URL/ }).fill(NEW_MLS.serverUrl);
      await addMls.getByRole('button', { name: 'Register MLS' }).click();
      await visible(toastWith(page, 'MLS Registered'));
      const registered = page.getByRole('list', { name: 'Registered MLSs' }).getByRole('article', { name: NEW_MLS.name });
      await visible(registered.getByText(NEW_MLS.serverUrl));

      // The admin's own account (no plan: standard support) asks first, so only priority can put the broker's request ahead.
      const standard = await journey.context.request.post('/api/support-requests', {
        headers: { Origin: journey.baseUrl },
        data: { topic: 'other', message: 'A standard request, sent first.' },
      });
      expect(standard.status(), await standard.text()).toBe(201);

      // A broker of Lone Star Realty (a new account) connects the local MLS with their office's id and an agent id.
      const broker = await newPage(browser);
      try {
        const account = await createAgentThroughApi(journey.baseUrl, 'Blair Broker', 'BROKER');
        await account.api.dispose();
        await signInThroughApi(broker, account.email, account.password);
        await broker.page.goto('/mls-integration');
        const card = await addLocalMlsConfiguration(broker.page, mls, { agentMlsId: MEMBER_WITHOUT_EMAIL, officeMlsId: mls.members.office });
        // The office id by the code the MLS's address for the office (the demo broker's) receives, on a desktop.
        await verifyMlsIdByCode(broker, card, { kind: 'office', mlsId: mls.members.office, mailedTo: DEMO_BROKER.email });

        // The MLS gives no e-mail for the agent id: the dialog offers a review instead.
        broker.problems.expectHttpError('POST', /^\/api\/mls\/configurations\/[^/]+\/verification\/code$/, 409);
        await card.getByRole('button', { name: `Verify agent MLS ID ${MEMBER_WITHOUT_EMAIL}` }).click();
        const verify = broker.page.getByRole('dialog', { name: 'Verify your agent MLS ID' });
        await verify.getByRole('button', { name: 'Send code' }).click();
        await visible(verify.getByRole('status').filter({ hasText: `gives no e-mail address for agent MLS ID ${MEMBER_WITHOUT_EMAIL}` }));
        await verify.getByRole('textbox', { name: 'Note for the administrator (optional)' }).fill(REVIEW_NOTE);
        await verify.getByRole('button', { name: 'Request a review' }).click();
        await visible(verify.getByRole('status').filter({ hasText: 'Review requested.' }));
        await broker.page.keyboard.press('Escape');
        await visible(mlsIdRow(card, MEMBER_WITHOUT_EMAIL).getByText('A review of this MLS ID is waiting for an administrator already.'));

        // The admin finds the request, checks the screen on both sizes, and grants it.
        await page.reload();
        const review = page.getByRole('list', { name: 'Pending review requests' }).getByRole('article', { name: `Agent MLS ID ${MEMBER_WITHOUT_EMAIL}` });
        await visible(review.getByText(REVIEW_NOTE));
        await visible(review.getByText(`Blair Broker · ${account.email}`));
        await keepScreenshot(page, 'admin-mls-desktop');
        expect(await layoutFindings(page, '/admin/mls (a long MLS name, a pending review)', 'desktop')).toEqual([]);
        await page.setViewportSize(SCREEN_SIZES.phone);
        await visible(review);
        await keepScreenshot(page, 'admin-mls-phone');
        expect(await layoutFindings(page, '/admin/mls (a long MLS name, a pending review)', 'phone')).toEqual([]);
        await review.getByRole('button', { name: 'Grant' }).click();
        await visible(toastWith(page, 'Review Granted'));
        await visible(page.getByRole('heading', { name: 'No review requests' }));

        // Back as the broker: both ids verified.
        await broker.page.reload();
        await visible(mlsIdRow(card, MEMBER_WITHOUT_EMAIL).getByText('Verified', { exact: true }));
        await visible(mlsIdRow(card, mls.members.office).getByText('Verified', { exact: true }));

        // Support: the broker (in the trial, which has priority support) asks from /help; the admin's inbox lists it first.
        await broker.page.goto('/help');
        await visible(broker.page.getByText('We answer within 1 business day, by e-mail and on this page.'));
        await broker.page.getByRole('combobox', { name: /Topic/ }).selectOption('Open houses');
        await broker.page.getByRole('textbox', { name: /Message/ }).fill(SUPPORT_MESSAGE);
        await broker.page.getByRole('button', { name: 'Send request' }).click();
        await visible(toastWith(broker.page, 'Request sent'));
        await visible(broker.page.getByRole('list', { name: 'Your requests' }).getByText(SUPPORT_MESSAGE));
        await keepScreenshot(broker.page, 'help-desktop');
        await page.goto('/admin/support');
        const inbox = page.getByRole('list', { name: 'Open requests' });
        const first = inbox.getByRole('article').first();
        await visible(first.getByText(SUPPORT_MESSAGE));
        await visible(first.getByText('Priority', { exact: true }));
        await visible(inbox.getByRole('article').filter({ hasText: 'A standard request, sent first.' }).getByText('Standard', { exact: true }));
        await keepScreenshot(page, 'admin-support-phone');
        expect(await layoutFindings(page, '/admin/support (a long message, priority first)', 'phone')).toEqual([]);
        await page.setViewportSize(SCREEN_SIZES.desktop);
        await visible(first);
        await keepScreenshot(page, 'admin-support-desktop');
        expect(await layoutFindings(page, '/admin/support (a long message, priority first)', 'desktop')).toEqual([]);
        expect(broker.problems.list()).toEqual([]);
      } finally {
        await broker.context.close();
      }
    },
  );
});
