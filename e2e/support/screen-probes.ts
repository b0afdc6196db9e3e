import type { Page } from 'playwright-core';
import { layoutFindings, type TScreenSize } from './layout-checks';

/** A closer look at one screen after the walk's own checks, at each size: its findings, one line each. */
export type TScreenProbe = (page: Page, size: TScreenSize) => Promise<string[]>;

/** Blank space below the footer that still counts as none (sub-pixel rounding). */
const BLANK_TOLERANCE_PX = 8;

/**
 * /map: the page ends with its footer (no blank space below it) and, beside the map on a desktop, the list
 * scrolls within the map's height instead of stretching the page.
 */
export const mapLayoutProbe: TScreenProbe = async (page, size) => {
  const layout = await page.evaluate(() => {
    const footer = document.querySelector('footer');
    const list = document.querySelector('main ul[aria-label="Open houses in this area"]');
    // A phone opens on the list, with a Map switch (the map is made when chosen).
    const pins =
      document.querySelector('main [role="region"][aria-label="Map of open houses"]') ??
      document.querySelector('main [role="group"][aria-label="Show the map or the list"]');
    let scroller = list?.parentElement ?? null;
    while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
    // The grid cell holding the list, and its sibling holding the map.
    let listCell: Element | null = list ?? null;
    while (listCell?.parentElement && !(pins && listCell.parentElement.contains(pins))) listCell = listCell.parentElement;
    const mapCell = [...(listCell?.parentElement?.children ?? [])].find((cell) => pins && cell.contains(pins));
    return {
      blankBelowFooter: footer ? document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + window.scrollY) : null,
      hasList: Boolean(list && pins),
      scroller: scroller ? { height: scroller.clientHeight, contentHeight: scroller.scrollHeight } : null,
      mapHeight: mapCell?.getBoundingClientRect().height ?? null,
    };
  });
  const findings: string[] = [];
  if (layout.blankBelowFooter === null) findings.push('no footer');
  else if (layout.blankBelowFooter > BLANK_TOLERANCE_PX) findings.push(`${Math.round(layout.blankBelowFooter)}px of blank space below the footer`);
  if (!layout.hasList) findings.push('no open-house list beside a map');
  else if (size === 'desktop') {
    if (!layout.scroller || layout.mapHeight === null) findings.push('the list does not scroll on its own');
    else {
      if (layout.scroller.height > layout.mapHeight + 1)
        findings.push(`the list (${layout.scroller.height}px) is taller than the map (${Math.round(layout.mapHeight)}px)`);
      if (layout.scroller.contentHeight <= layout.scroller.height) findings.push('the list shows every card at once: nothing scrolls within the map height');
    }
  }
  return findings.map((finding) => `/map @${size}: ${finding}`);
};

/**
 * /messages: opens the conversation whose row mentions `word` and finds the word in it. On a phone the
 * conversation replaces the list (one pane at a time) with a visible Back button that brings the list back;
 * the open conversation gets the walk's layout checks at both sizes.
 */
export const messageThreadProbe =
  (word: string): TScreenProbe =>
  async (page, size) => {
    const where = '/messages, a conversation open';
    const row = page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(word) })
      .first();
    const conversation = page.getByRole('main').getByRole('article');
    const back = page.getByRole('button', { name: 'Back to messages' });
    const findings: string[] = [];
    await row.click();
    await conversation.waitFor();
    if (!(await conversation.textContent())?.includes(word)) findings.push(`${where}: the conversation does not show ${word}`);
    findings.push(...(await layoutFindings(page, where, size)));
    if (size === 'desktop') return findings;
    if (await row.isVisible()) findings.push(`${where} @390: the list stays beside the conversation`);
    if (!(await back.isVisible())) findings.push(`${where} @390: no visible Back to messages`);
    else {
      await back.click();
      const isListBack = await row.waitFor({ state: 'visible', timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (!isListBack || (await conversation.isVisible())) findings.push(`${where} @390: Back to messages does not bring the list back`);
    }
    return findings;
  };

/**
 * The 'Active Open Houses' counts of the agent home tile and of the agent dashboard (beside the map) count
 * the same thing: `probes` read them on `paths` (with the words saying what they count), `findings` compares.
 */
export function activeOpenHousesCounts(paths: readonly string[]) {
  const seen = new Map<string, { count: number; says: string }>();
  const probe: TScreenProbe = async (page, size) => {
    if (size === 'desktop') return [];
    const value = page
      .getByRole('main')
      .locator('dt', { hasText: /^Active Open Houses$/ })
      .locator('xpath=following-sibling::dd[1]');
    const text = ((await value.textContent()) ?? '').trim();
    seen.set(new URL(page.url()).pathname, { count: Number(text.match(/^[\d,]+/)?.[0].replace(/,/g, '') ?? Number.NaN), says: text });
    return [];
  };
  const findings = (): string[] => {
    const lines: string[] = [];
    for (const path of paths) {
      const shown = seen.get(path);
      if (!shown || Number.isNaN(shown.count)) lines.push(`${path}: no 'Active Open Houses' count (${shown?.says ?? 'not shown'})`);
      else if (!/upcoming/i.test(shown.says)) lines.push(`${path}: 'Active Open Houses' ${shown.says} does not say what it counts`);
    }
    const counts = new Set(paths.map((path) => seen.get(path)?.count));
    if (counts.size > 1) lines.push(`'Active Open Houses' disagree: ${paths.map((path) => `${path} ${seen.get(path)?.says ?? '-'}`).join(', ')}`);
    return lines;
  };
  return { probes: Object.fromEntries(paths.map((path) => [path, probe])), findings };
}
