/** Messages of connected accounts: their list and detail page, the party behind one, disconnecting it. */
export const accountsEn = {
  // List pages
  'list.accounts.description': 'Bank accounts your customers have connected.',

  // Parties (docs/decisions.md, "Console as used all day"): who is behind an account
  'party.copyId': 'Copy id {id}',
  'party.copied': 'Copied {id}',
  'party.counterparty': 'Counterparty',
  'party.unknown': 'Unknown account',

  // Disconnect
  'disconnect.button': 'Disconnect…',
  'disconnect.title': 'Disconnect account',
  'disconnect.confirmTitle': 'Confirm the disconnection',
  'disconnect.sentence':
    'Disconnect {account}? No payment, payout or transfer can use it afterwards; the end user must connect it again.',
  'disconnect.sentenceOwner':
    'Disconnect {account} of {owner}? No payment, payout or transfer can use it afterwards; the end user must connect it again.',
  'disconnect.confirm': 'Disconnect',
  'disconnect.pending': 'Disconnecting…',

  // Reasons (lib/forms/reasons.ts)
  'forms.disconnectionReason.userRequest': 'The customer asked for it',
  'forms.disconnectionReason.merchantRequest': 'We decided to',
  'forms.disconnectionReason.activityCompleted': 'Activity completed',
  'forms.disconnectionReason.fraudSuspected': 'Fraud suspected',
  'forms.disconnectionReason.accountClosed': 'Account closed',

  // Create and change actions (payments, payouts, transfers, links, plans, end users, accounts)
  'actions.account.error.unknown': 'Unknown account.',
  'actions.account.disconnected': 'The account is disconnected.',

  // Account summary
  'accountSummary.notFound': 'Not found for this merchant.',

  // Lists' empty states ("… yet", "… match these filters")
  'list.accounts.empty': 'No accounts',

  // Accounts
  'account.needsValidation': 'This account needs validation before it can move money.',
  'account.noCapabilities': 'None',
  'account.realTimePayouts': 'Real-time payouts',
  'account.requiresValidation': 'Requires validation',
  'account.disconnectionReason': 'Disconnection reason',
  'account.disconnectionNote': 'Disconnection note',
  'account.connectedThrough': 'Connected through',
  'account.paymentsFunded': 'Payments funded by this account',
  'account.payoutsTo': 'Payouts to this account',
  'account.transfersFrom': 'Transfers from this account',
  'account.transfersTo': 'Transfers to this account',
  'account.noEndUser': 'No end user.',
} as const;

export const accountsEsCO: Record<keyof typeof accountsEn, string> = {
  // List pages
  'list.accounts.description': 'Cuentas bancarias que tus clientes han conectado.',

  // Parties (docs/decisions.md, "Console as used all day"): who is behind an account
  'party.copyId': 'Copiar id {id}',
  'party.copied': 'Copiado {id}',
  'party.counterparty': 'Contraparte',
  'party.unknown': 'Cuenta desconocida',

  // Disconnect
  'disconnect.button': 'Desconectar…',
  'disconnect.title': 'Desconectar cuenta',
  'disconnect.confirmTitle': 'Confirma la desconexión',
  'disconnect.sentence':
    '¿Desconectar {account}? Después ningún pago, desembolso ni transferencia podrá usarla; el usuario final tendrá que conectarla de nuevo.',
  'disconnect.sentenceOwner':
    '¿Desconectar {account} de {owner}? Después ningún pago, desembolso ni transferencia podrá usarla; el usuario final tendrá que conectarla de nuevo.',
  'disconnect.confirm': 'Desconectar',
  'disconnect.pending': 'Desconectando…',

  // Reasons (lib/forms/reasons.ts)
  'forms.disconnectionReason.userRequest': 'El cliente lo pidió',
  'forms.disconnectionReason.merchantRequest': 'Lo decidimos nosotros',
  'forms.disconnectionReason.activityCompleted': 'Actividad completada',
  'forms.disconnectionReason.fraudSuspected': 'Sospecha de fraude',
  'forms.disconnectionReason.accountClosed': 'Cuenta cerrada',

  // Create and change actions (payments, payouts, transfers, links, plans, end users, accounts)
  'actions.account.error.unknown': 'Cuenta desconocida.',
  'actions.account.disconnected': 'La cuenta quedó desconectada.',

  // Account summary
  'accountSummary.notFound': 'No existe para este comercio.',

  // Lists' empty states ("… todavía", "… que coincidan con estos filtros")
  'list.accounts.empty': 'Sin cuentas',

  // Accounts
  'account.needsValidation': 'Esta cuenta necesita validación antes de poder mover dinero.',
  'account.noCapabilities': 'Ninguna',
  'account.realTimePayouts': 'Desembolsos en tiempo real',
  'account.requiresValidation': 'Requiere validación',
  'account.disconnectionReason': 'Motivo de la desconexión',
  'account.disconnectionNote': 'Nota de la desconexión',
  'account.connectedThrough': 'Conectada a través de',
  'account.paymentsFunded': 'Pagos financiados con esta cuenta',
  'account.payoutsTo': 'Desembolsos a esta cuenta',
  'account.transfersFrom': 'Transferencias desde esta cuenta',
  'account.transfersTo': 'Transferencias hacia esta cuenta',
  'account.noEndUser': 'Sin usuario final.',
};
