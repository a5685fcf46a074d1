import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside: `rich(t('refund.confirm'), { amount: <strong>…</strong> })`
 * puts each node where its `{name}` stands, so translations can move them. Unknown `{names}` stay visible.
 */
export function rich(message: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = message.split(/(\{\w+\})/g);
  return parts.map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name && name in nodes ? nodes[name] : part}</Fragment>;
  });
}
