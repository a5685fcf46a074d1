import 'server-only';
import type { Display } from '@/lib/lists/display';
import type { Translator } from '@/lib/i18n';
import { enumLabel } from '@/lib/i18n/enum-label';
import type { SearchOutcome } from '@/lib/search/data';
import { formatMoney } from '@/lib/format/money';
import type { PaletteAnswer } from './types';

const MAX_HITS = 20;

/** The search page's outcome, flattened for the palette (one line per record, money formatted for the member). */
export function paletteAnswer(outcome: SearchOutcome, display: Display, t: Translator): PaletteAnswer {
  const hits = outcome.groups.flatMap((group) =>
    group.hits.map((hit) => ({
      id: hit.uuid,
      href: hit.href,
      list: group.key,
      title: hit.title,
      code: hit.code && hit.code !== hit.title ? hit.code : null,
      detail: [
        hit.person,
        hit.transfer
          ? t('searchResults.transferParties', {
              from: hit.transfer.from ?? t('searchResults.noEndUser'),
              to: hit.transfer.to ?? t('searchResults.noEndUser'),
            })
          : null,
        hit.amount ? formatMoney(hit.amount.value, hit.amount.currency, display.language) : null,
        hit.status ? enumLabel(t, hit.status) : null,
        hit.detail,
      ]
        .filter(Boolean)
        .join(' · '),
    })),
  );
  const failures = outcome.groups.flatMap((group) => group.errors.map((error) => error.message));
  return {
    hits: hits.slice(0, MAX_HITS),
    partial: outcome.fallback || outcome.unsupported.length > 0 || failures.length > 0,
    error: hits.length === 0 && failures.length ? failures[0] : null,
  };
}
