import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rich } from './rich';
import { t } from './translate';

const html = (node: ReturnType<typeof rich>) => renderToStaticMarkup(createElement('p', null, node));

describe('rich', () => {
  it('puts elements where their {name} stands, in each language’s order', () => {
    const nodes = { amount: createElement('strong', null, '$10.00'), customer: createElement('strong', null, 'Ana') };
    expect(html(rich(t('en', 'refund.confirmSentence', { currency: 'USD' }), nodes))).toBe(
      '<p>Refund <strong>$10.00</strong> (USD) to <strong>Ana</strong>? The money goes back to the account that paid; this cannot be undone.</p>',
    );
    expect(html(rich(t('es-CO', 'refund.confirmSentence', { currency: 'USD' }), nodes))).toBe(
      '<p>¿Reembolsar <strong>$10.00</strong> (USD) a <strong>Ana</strong>? El dinero vuelve a la cuenta que pagó; esto no se puede deshacer.</p>',
    );
  });

  it('leaves an unknown {name} visible', () => {
    expect(html(rich('Pay {amount} to {who}', { amount: '5' }))).toBe('<p>Pay 5 to {who}</p>');
  });
});
