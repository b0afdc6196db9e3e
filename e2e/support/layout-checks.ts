import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
export type TScreenSize = 'phone' | 'desktop';
export const SCREEN_SIZES: Record<TScreenSize, { width: number; height: number }> = { phone: PHONE, desktop: DESKTOP };

/** How much wider than the window the page is (0 when nothing overflows sideways). */
export const horizontalOverflow = (page: Page): Promise<number> => page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

/**
 * The visible buttons, links and submit inputs of the header and the page whose box reaches past the
 * window's left or right edge. Controls inside a sideways-scrolling bar (the professional tabs on a phone)
 * are reachable by scrolling that bar, so they do not count.
 */
export const actionsOutsideViewport = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const isInSidewaysScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const actions = [...document.querySelectorAll('header a[href], header button, main a[href], main button, main input[type="submit"]')];
    return actions
      .filter((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && (box.left < -1 || box.right > window.innerWidth + 1) && !isInSidewaysScroller(element);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`);
  });

type TAxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
type TAxeCheckRef = { id: string };
type TAxeRule = { id: string; impact?: string; any: TAxeCheckRef[]; all: TAxeCheckRef[]; none: TAxeCheckRef[] };
type TAxe = {
  run: (context: Document, options: object) => Promise<TAxeResult>;
  _audit: { rules: TAxeRule[]; data: { checks: Record<string, { impact?: string } | undefined> } };
};

/** axe-core's serious and critical violations on the page as it is now, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern (an inline <script> would be refused).
  if (!hasAxe) await page.evaluate(axeSource);
  const result = await page.evaluate(() => {
    const axe = (window as unknown as { axe: TAxe }).axe;
    /*
     * A rule whose violation can only be minor or moderate is not run: it could not be reported here, and it
     * costs a third of a run. axe-core gives a violation its rule's impact when the rule has one, else the
     * highest impact of its failed checks; a rule whose impacts cannot be read is run.
     */
    const rank = (impact: string | undefined) => (impact === undefined ? 4 : ['minor', 'moderate', 'serious', 'critical'].indexOf(impact) + 1 || 4);
    const highestImpact = (rule: TAxeRule) =>
      rule.impact ? rank(rule.impact) : Math.max(...[...rule.any, ...rule.all, ...rule.none].map((check) => rank(axe._audit.data.checks[check.id]?.impact)));
    const neverSerious = axe._audit.rules.filter((rule) => highestImpact(rule) < rank('serious'));
    return axe.run(document, { resultTypes: ['violations'], rules: Object.fromEntries(neverSerious.map((rule) => [rule.id, { enabled: false }])) });
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 4)
          .join(', ')})`,
    );
}

/**
 * The walk's findings on the screen as it is now, one line each, prefixed with `where` and the width: on a
 * phone nothing may be wider than the window and every action must be on screen; at both sizes axe-core may
 * report no serious or critical violation. The page must already have the size's viewport.
 */
export async function layoutFindings(page: Page, where: string, size: TScreenSize): Promise<string[]> {
  const findings: string[] = [];
  if (size === 'phone') {
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) findings.push(`${overflow}px wider than the phone`);
    for (const action of await actionsOutsideViewport(page)) findings.push(`off screen ${action}`);
  }
  findings.push(...(await seriousAxeViolations(page)));
  return findings.map((finding) => `${where} @${SCREEN_SIZES[size].width}: ${finding}`);
}

/** Whether two elements' boxes, as the page lays them out now, share any area. */
export async function doBoxesOverlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (!a || !b) throw new Error('Both elements must be shown to compare their boxes');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The layout shifts since the page loaded (not caused by input), largest first, each with the elements that moved:
 * what a person sees jump while the page fills in. Read through the browser's own layout-shift entries.
 */
export const layoutShiftsSinceLoad = (page: Page): Promise<{ value: number; moved: string[] }[]> =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = (list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[])
            .filter((entry) => !entry.hadRecentInput)
            .map((entry) => ({
              value: entry.value,
              moved: (entry.sources ?? []).map((source) =>
                source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName),
              ),
            }));
          resolve(shifts.sort((a, b) => b.value - a.value));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 1_000);
      }),
  );
