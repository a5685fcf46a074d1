import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** axe's rules that depend on colours: what differs between the light and the dark theme (same markup). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The axe-core build that `@axe-core/playwright` injects (the same version), minified, and evaluated only where the
 * document has no axe yet: `analyze()` evaluates its source twice a call (once itself, once per frame in legacy
 * mode), and a test analyses its page two to six times, so most of those evaluations re-created the axe already
 * there (the source is ~1.5 MB unminified, sent to the page and compiled each time).
 */
const AXE_SOURCE = `if (!window.axe) {${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}`;

/**
 * Serious and critical axe violations of what is on screen, each as "rule: target (why) | …". The light pass runs
 * every WCAG 2.x A/AA rule; the dark pass only the colour rules, since the dark theme changes colours only.
 *
 * axe runs in the page itself (`setLegacyMode`: `axe.run`, the console has no cross-origin frames), not as
 * `runPartial` per frame plus `finishRun` in a blank page of its own, and reports violations only: measured on
 * /payments, a full pass 9.1 → 2.8 s and a colour pass 4.0 → 1.8 s on the busy 2-core machine, the same rules.
 */
export async function axeViolations(page: Page, scheme: 'light' | 'dark', include?: string): Promise<string[]> {
  // After a client-side navigation the page's <title> arrives with its streamed metadata, a moment after the content:
  // give it that moment (a page that never gets one still fails axe's document-title rule below).
  await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 }).catch(() => undefined);
  let axe = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  axe = scheme === 'light' ? axe.withTags(WCAG_TAGS) : axe.withRules(COLOUR_RULES);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`).join(' | ')}`,
    );
}
