import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/journey';
import { DESKTOP, layoutShiftsSinceLoad, PHONE } from './support/layout-checks';
import { visible } from './support/ui';

/** The scripts the page has asked for so far, by file name. */
function recordScripts(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return () => [...names];
}

const isDeferredCode = (name: string) => /^(zod|location-search|toaster)-/.test(name);

describe('what a first visit to / runs (issue 40.7: phone speed)', () => {
  test('no zod, location-search or toaster code until wanted; the search box takes over what was typed; nothing jumps', async ({ journey: { page } }) => {
    await page.setViewportSize(PHONE);
    const scripts = recordScripts(page);
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
    expect(scripts().filter(isDeferredCode)).toEqual([]);
    expect(await layoutShiftsSinceLoad(page)).toEqual([]);

    const search = page.getByRole('combobox', { name: 'Find open houses near a place' });
    await search.click();
    await search.pressSequentially('Denv');
    await visible(page.getByRole('listbox', { name: 'Places' }).getByRole('option', { name: /Denver, CO/ }));
    await expect.poll(() => search.inputValue()).toBe('Denv');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(scripts().some((name) => name.startsWith('location-search-'))).toBe(true);

    // On a desktop the featured listings are near the first screen and load at once (zod with them); the
    // search box's and the toaster's code still wait.
    await page.setViewportSize(DESKTOP);
    const desktopScripts = recordScripts(page);
    await page.reload();
    await visible(page.getByRole('list', { name: 'Featured properties' }));
    await page.waitForLoadState('networkidle');
    expect(desktopScripts().filter((name) => name.startsWith('location-search-') || name.startsWith('toaster-'))).toEqual([]);
  });
});
