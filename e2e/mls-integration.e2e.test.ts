import { inject } from 'vitest';
import { keepScreenshot } from './support/browser';
import { layoutFindings, SCREEN_SIZES, type TScreenSize } from './support/layout-checks';
import { describe, expect, test } from './support/journey';
import { DEMO_AGENT, DEMO_AGENT2 } from './support/open-houses';
import { addLocalMlsConfiguration, LOCAL_MLS, mlsIdRow, verifyMlsIdByCode } from './support/mls-trust';
import { signInThroughApi, toastWith, visible } from './support/ui';

/** A full sync copies every photo too: allow for a busy machine. */
const SYNC_TIMEOUT_MS = 240_000;
/** The demo agent's seeded configuration is of the same MLS, every hour: this one is told apart by its schedule. */
const SYNC_EVERY_HOURS = 6;

describe('MLS integration', () => {
  test(
    "the demo agent connects the local MLS, tests it, syncs while watching the progress, reads the completed log, and finds the imported listings with IDX attribution; the second demo agent's sync links to the listings they share, which their dashboard lists at both sizes",
    { timeout: SYNC_TIMEOUT_MS + 60_000 },
    async ({ journey }) => {
      const { page } = journey;
      const mls = inject('e2eLocalMls');
      await signInThroughApi(journey, DEMO_AGENT.email, DEMO_AGENT.password);

      await page.goto('/agent/dashboard');
      await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'MLS Integration' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'MLS Integration' }));

      // Add the registered local MLS (its RESO Web API server) as the demo agent member: only their listings become theirs.
      // The id is theirs already (the seeded configuration's): the new configuration is verified as it is made.
      const card = await addLocalMlsConfiguration(page, mls, { agentMlsId: mls.members.demoAgent, syncEveryHours: SYNC_EVERY_HOURS });
      await visible(mlsIdRow(card, mls.members.demoAgent).getByText('Verified', { exact: true }));
      await card.getByRole('button', { name: 'Test' }).click();
      await visible(toastWith(page, 'Connection Successful'));

      // Sync, and watch the card's progress bar move until the run ends.
      await card.getByRole('button', { name: 'Sync', exact: true }).click();
      await visible(toastWith(page, 'Sync Started'));
      const progress = card.getByRole('progressbar', { name: 'Sync progress' });
      await visible(progress);
      await visible(card.getByText(/in progress: [\d,]+ (of [\d,]+ )?records read/));
      await keepScreenshot(page, 'mls-sync-progress');
      await progress.waitFor({ state: 'detached', timeout: SYNC_TIMEOUT_MS });
      await expect.poll(() => card.getByText('Never').count()).toBe(0);

      // The log row says completed, with what it imported and the other members' listings it left out.
      await card.getByRole('button', { name: 'Logs' }).click();
      const newestRun = page.getByRole('list', { name: 'Sync runs, newest first' }).locator(':scope > li').first();
      await visible(newestRun.getByText('completed', { exact: true }));
      await visible(newestRun.getByText(new RegExp(`^${LOCAL_MLS} · Initial sync · `)));
      const countOf = async (term: string) =>
        Number((await newestRun.getByText(term, { exact: true }).locator('xpath=following-sibling::dd').textContent())?.replace(/,/g, ''));
      expect(await countOf('Imported')).toBeGreaterThan(0);
      expect(await countOf('Not yours')).toBeGreaterThan(0);

      // The imported listings are public, attributed to the MLS (named after the provider chosen) on their cards and detail pages.
      await page.goto('/listings');
      const importedCard = page
        .getByRole('article')
        .filter({ hasText: new RegExp(`${LOCAL_MLS} · Listing data last updated`) })
        .first();
      await visible(importedCard);
      await importedCard.getByRole('link', { name: 'View Details' }).click();
      const source = page.getByRole('region', { name: 'Listing Information' });
      await visible(source);
      await visible(source.getByText(new RegExp(`^${LOCAL_MLS}, MLS# `)));
      await visible(source.getByText(/^Listing data last updated /));
      await visible(source.getByText(/deemed reliable but not guaranteed/));
      await keepScreenshot(page, 'mls-imported-listing', { fullPage: true });

      // Jordan Rivera, the second demo agent, co-lists some of those and lists some the demo agent co-lists: on a phone he
      // adds his own configuration, proves his MLS id with the code the MLS's address for it receives, and syncs. It links
      // to the listings the demo agent's sync brought, and copies none of them.
      await signInThroughApi(journey, DEMO_AGENT2.email, DEMO_AGENT2.password);
      await page.setViewportSize(SCREEN_SIZES.phone);
      await page.goto('/mls-integration');
      const jordansCard = await addLocalMlsConfiguration(page, mls, { agentMlsId: mls.members.demoAgent2 });
      await visible(mlsIdRow(jordansCard, mls.members.demoAgent2).getByText('Claimed', { exact: true }));
      await verifyMlsIdByCode(journey, jordansCard, { kind: 'agent', mlsId: mls.members.demoAgent2, mailedTo: DEMO_AGENT2.email });
      expect(await layoutFindings(page, '/mls-integration (agent MLS ID verified by code)', 'phone')).toEqual([]);
      await keepScreenshot(page, 'mls-verified-by-code-phone');
      await jordansCard.getByRole('button', { name: 'Sync', exact: true }).click();
      await visible(toastWith(page, 'Sync Started'));
      await jordansCard.getByRole('button', { name: 'Logs' }).click();
      const jordansRun = page.getByRole('list', { name: 'Sync runs, newest first' }).locator(':scope > li').first();
      await jordansRun.getByText('completed', { exact: true }).waitFor({ timeout: SYNC_TIMEOUT_MS });
      const linked = page.getByRole('list', { name: 'Co-listed and office listings' });
      for (const size of ['phone', 'desktop'] as const satisfies TScreenSize[]) {
        await page.setViewportSize(SCREEN_SIZES[size]);
        await page.goto('/agent/dashboard');
        await visible(linked.getByText('Co-listed', { exact: true }).first());
        await visible(linked.getByText('Listing agent', { exact: true }).first());
        await visible(linked.getByText(/held by Avery Agent/).first());
        expect(await layoutFindings(page, '/agent/dashboard (co-listed and office listings)', size)).toEqual([]);
        await keepScreenshot(page, `mls-linked-listings-${size}`);
      }
      await linked.getByRole('link').first().click();
      // The card names the MLS's list agent, as the page's "Listing agent:" does; the other is labelled as the MLS names them.
      const contact = page.getByRole('complementary', { name: 'Contact' });
      const listAgent = await page
        .getByRole('region', { name: 'Listing Information' })
        .getByText('Listing agent:')
        .locator('xpath=following-sibling::dd')
        .textContent();
      const coListAgent = listAgent === 'Jordan Rivera' ? 'Avery Agent' : 'Jordan Rivera';
      await visible(contact.getByRole('heading', { name: 'Listing Agent' }));
      await visible(contact.getByText(listAgent!, { exact: true }));
      await visible(contact.getByRole('list', { name: 'Also on this listing' }).getByText(`${coListAgent} · Co-listing agent`));
    },
  );
  test(
    'the demo agent connects the local MLS over RETS 1.7.2, corrects a wrong field override that Test names, and syncs it to a completed log',
    { timeout: SYNC_TIMEOUT_MS + 60_000 },
    async ({ journey }) => {
      const { page } = journey;
      const mls = inject('e2eLocalMls');
      await signInThroughApi(journey, DEMO_AGENT.email, DEMO_AGENT.password);
      await page.goto('/mls-integration');

      await page.getByRole('button', { name: 'Add MLS Configuration' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add MLS Configuration' });
      await dialog.getByRole('combobox', { name: /MLS Provider/ }).selectOption('RETS Standard');
      await expect.poll(() => dialog.getByRole('textbox', { name: /RETS version/ }).inputValue()).toBe('RETS/1.7.2');
      await dialog.getByRole('textbox', { name: /Provider URL/ }).fill(mls.retsLoginUrl);
      await dialog.getByRole('textbox', { name: /Username/ }).fill(mls.retsUsername);
      await dialog.getByRole('textbox', { name: 'Agent MLS ID' }).fill(mls.members.demoAgent);
      await dialog.getByLabel(/Password/).fill(mls.retsPassword);
      // A ModificationTimestamp override the server's metadata does not have: Test must say which field to correct.
      await dialog.getByText('Advanced: resource, class and field overrides').click();
      await dialog.getByRole('button', { name: 'Add field override' }).click();
      const row = dialog.getByRole('group', { name: 'Override 1' });
      await row.getByRole('combobox', { name: 'Data Dictionary field' }).selectOption('ModificationTimestamp');
      await row.getByRole('textbox', { name: 'MLS system name' }).fill('LIST_87');
      await dialog.getByRole('button', { name: 'Create Configuration' }).click();
      await visible(toastWith(page, 'MLS Configuration Created'));

      const card = page.getByRole('article', { name: LOCAL_MLS }).filter({ hasText: mls.retsLoginUrl });
      await card.getByRole('button', { name: 'Test' }).click();
      await visible(toastWith(page, 'Connection Failed').filter({ hasText: 'correct ModificationTimestamp under Field overrides' }));

      await card.getByRole('button', { name: 'Field overrides' }).click();
      const overrides = page.getByRole('dialog', { name: 'Field overrides' });
      await overrides.getByRole('group', { name: 'Override 1' }).getByRole('textbox', { name: 'MLS system name' }).fill('ModificationTimestamp');
      await overrides.getByRole('button', { name: 'Save Overrides' }).click();
      await visible(toastWith(page, 'Field Overrides Saved'));
      await card.getByRole('button', { name: 'Test' }).click();
      await visible(toastWith(page, 'Connection Successful'));
      await card.getByRole('button', { name: 'Sync', exact: true }).click();
      await visible(toastWith(page, 'Sync Started'));
      await card.getByRole('button', { name: 'Logs' }).click();
      const newestRun = page.getByRole('list', { name: 'Sync runs, newest first' }).locator(':scope > li').first();
      await newestRun.getByText('completed', { exact: true }).waitFor({ timeout: SYNC_TIMEOUT_MS });
      const processed = Number(
        (await newestRun.getByText('Records read', { exact: true }).locator('xpath=following-sibling::dd').textContent())?.replace(/,/g, ''),
      );
      expect(processed).toBeGreaterThan(0);
    },
  );

  test("the demo agent tests the Add dialog's values before saving, on a phone then a desktop: the same count of their listings, nothing saved", async ({
    journey,
  }) => {
    const { page } = journey;
    const mls = inject('e2eLocalMls');
    await page.setViewportSize(SCREEN_SIZES.phone);
    await signInThroughApi(journey, DEMO_AGENT.email, DEMO_AGENT.password);
    await page.goto('/mls-integration');
    // The demo agent's seeded configuration is there once the list has loaded.
    await visible(page.getByRole('article').first());
    const cardsBefore = await page.getByRole('article').count();

    await page.getByRole('button', { name: 'Add MLS Configuration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add MLS Configuration' });
    await dialog.getByRole('combobox', { name: /MLS Provider/ }).selectOption('Other');
    // A long MLS name: the result and the buttons must stay inside a phone.
    await dialog.getByRole('textbox', { name: 'MLS name (optional)' }).fill('Central Texas Board of REALTORS® Multiple Listing Service');
    await dialog.getByRole('textbox', { name: /Provider URL/ }).fill(mls.serviceRoot);
    await dialog.getByRole('textbox', { name: /Client ID/ }).fill(mls.clientId);
    await dialog.getByRole('textbox', { name: 'Agent MLS ID' }).fill(mls.members.demoAgent);
    await dialog.getByLabel(/Client secret/).fill(mls.clientSecret);
    await dialog.getByRole('button', { name: 'Test Connection' }).click();

    const result = dialog.getByRole('status', { name: 'Last test' });
    await visible(result.getByText(/^Last test: Connected\. \d[\d,]* of [\d,]+ listings in the feed are yours\.$/));
    // The same tested dialog at both sizes: one sign-in, one fill and one test instead of two.
    for (const size of ['phone', 'desktop'] as const satisfies readonly TScreenSize[]) {
      await page.setViewportSize(SCREEN_SIZES[size]);
      await visible(result);
      await keepScreenshot(page, `mls-test-before-saving-${size}`, { fullPage: true });
      expect(await layoutFindings(page, '/mls-integration (Add dialog, tested)', size)).toEqual([]);
    }
    // Nothing was saved: the dialog is still open and the screen holds as many configurations as before.
    // (The first Escape dismisses the newer layer, the toast; the next one the dialog.)
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape');
        return dialog.count();
      })
      .toBe(0);
    expect(await page.getByRole('article').count()).toBe(cardsBefore);
  });
});
