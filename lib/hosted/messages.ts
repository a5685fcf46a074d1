import type { HostedLanguage } from '@/lib/embedded-api';

/** Every string the hosted pages show, in the languages a link can ask for (default_language). */
const en = {
  lang: 'en',
  secured: 'Secured by {service}',
  forUser: 'For {name}',
  connect: {
    title: 'Connect your bank account',
    submit: 'Connect account',
    submitting: 'Connecting…',
    consent:
      'I authorize {merchant} to connect this account through {service} and to debit or credit it as I agree with {merchant}.',
    doneTitle: 'Account connected',
    doneBody: 'Your {institution} account ending in {last4} is now connected to {merchant}.',
    pendingTitle: 'Almost done',
    pendingBody:
      '{institution} must confirm your account ending in {last4} before it can be used. {merchant} will let you know when it is ready.',
  },
  checkout: {
    pageTitle: 'Checkout',
    title: 'Pay {merchant}',
    paymentTo: 'Payment to',
    amountDue: 'Amount due',
    payFrom: 'Pay from',
    useAnother: 'Connect another account',
    connectToPay: 'Connect a bank account to pay',
    noAccounts: 'You have no connected account that can pay in {currency} yet.',
    submit: 'Pay {amount}',
    submitting: 'Paying…',
    consent: 'I authorize {merchant} to debit {amount} from this account through {service}.',
    doneTitle: 'Payment received',
    doneBody: '{merchant} received your payment of {amount} from {institution} •••• {last4}. It is being processed.',
    pendingTitle: 'Account awaiting confirmation',
    pendingBody:
      '{institution} must confirm the account ending in {last4} before it can pay. Choose another account, or come back once it is confirmed.',
  },
  fields: {
    institution: 'Bank',
    chooseInstitution: 'Choose your bank',
    validates: 'This bank confirms new accounts before they can be used.',
    accountNumber: 'Account number',
    accountNumberHint: 'Digits only, 4 to 20.',
    routingNumber: 'Routing number (ABA)',
    routingNumberHint: 'The 9 digits at the bottom left of your checks.',
    type: 'Account type',
    depository: 'Deposit account',
    subtype: 'Kind of account',
    CHECKING: 'Checking',
    SAVINGS: 'Savings',
    MONEY_MARKET: 'Money market',
    countries: { USA: 'United States', COL: 'Colombia' } as Record<string, string>,
  },
  errors: {
    summary: 'Please correct the highlighted fields.',
    required: 'This field is required.',
    unknown_institution: 'Choose a bank from the list.',
    invalid_account_number: 'Enter 4 to 20 digits.',
    invalid_routing_number: 'This is not a valid 9-digit routing number.',
    invalid_choice: 'Choose one of the options.',
    consent_required: 'Please give your authorization to continue.',
    already_connected: 'This account is already connected.',
    currency_mismatch: 'Accounts at this bank cannot pay in this currency.',
    unknown_account: 'Choose one of your accounts.',
    forbidden: 'This form has expired. Reload the page and try again.',
    rate_limited: 'Too many attempts. Try again in {seconds} seconds.',
  },
  done: {
    continue: 'Continue',
    reference: 'Reference',
    close: 'You can close this page.',
  },
  problems: {
    not_found: { title: 'Link not found', body: 'Check the address, or ask the sender for a new link.' },
    expired: { title: 'This link has expired', body: 'Ask {merchant} to send you a new one.' },
    completed_connect: {
      title: 'This link was already used',
      body: 'The account was connected; there is nothing left to do here.',
    },
    completed_checkout: {
      title: 'This payment is already done',
      body: 'This link was paid already; there is nothing left to do here.',
    },
  },
};

export type Messages = typeof en;

const es: Messages = {
  lang: 'es',
  secured: 'Protegido por {service}',
  forUser: 'Para {name}',
  connect: {
    title: 'Conecta tu cuenta bancaria',
    submit: 'Conectar cuenta',
    submitting: 'Conectando…',
    consent:
      'Autorizo a {merchant} a conectar esta cuenta a través de {service} y a debitarla o acreditarla según lo que acuerde con {merchant}.',
    doneTitle: 'Cuenta conectada',
    doneBody: 'Tu cuenta de {institution} terminada en {last4} ya está conectada con {merchant}.',
    pendingTitle: 'Casi listo',
    pendingBody:
      '{institution} debe confirmar tu cuenta terminada en {last4} antes de que pueda usarse. {merchant} te avisará cuando esté lista.',
  },
  checkout: {
    pageTitle: 'Pago',
    title: 'Pagar a {merchant}',
    paymentTo: 'Pago a',
    amountDue: 'Monto a pagar',
    payFrom: 'Pagar desde',
    useAnother: 'Conectar otra cuenta',
    connectToPay: 'Conecta una cuenta bancaria para pagar',
    noAccounts: 'Todavía no tienes una cuenta conectada que pueda pagar en {currency}.',
    submit: 'Pagar {amount}',
    submitting: 'Pagando…',
    consent: 'Autorizo a {merchant} a debitar {amount} de esta cuenta a través de {service}.',
    doneTitle: 'Pago recibido',
    doneBody: '{merchant} recibió tu pago de {amount} desde {institution} •••• {last4}. Está en proceso.',
    pendingTitle: 'Cuenta pendiente de confirmación',
    pendingBody:
      '{institution} debe confirmar la cuenta terminada en {last4} antes de que pueda pagar. Elige otra cuenta o vuelve cuando esté confirmada.',
  },
  fields: {
    institution: 'Banco',
    chooseInstitution: 'Elige tu banco',
    validates: 'Este banco confirma las cuentas nuevas antes de que puedan usarse.',
    accountNumber: 'Número de cuenta',
    accountNumberHint: 'Solo dígitos, de 4 a 20.',
    routingNumber: 'Número de ruta (ABA)',
    routingNumberHint: 'Los 9 dígitos en la parte inferior izquierda de tus cheques.',
    type: 'Tipo de cuenta',
    depository: 'Cuenta de depósito',
    subtype: 'Clase de cuenta',
    CHECKING: 'Corriente',
    SAVINGS: 'Ahorros',
    MONEY_MARKET: 'Mercado monetario',
    countries: { USA: 'Estados Unidos', COL: 'Colombia' },
  },
  errors: {
    summary: 'Corrige los campos señalados.',
    required: 'Este campo es obligatorio.',
    unknown_institution: 'Elige un banco de la lista.',
    invalid_account_number: 'Ingresa de 4 a 20 dígitos.',
    invalid_routing_number: 'No es un número de ruta válido de 9 dígitos.',
    invalid_choice: 'Elige una de las opciones.',
    consent_required: 'Debes dar tu autorización para continuar.',
    already_connected: 'Esta cuenta ya está conectada.',
    currency_mismatch: 'Las cuentas de este banco no pueden pagar en esta moneda.',
    unknown_account: 'Elige una de tus cuentas.',
    forbidden: 'Este formulario expiró. Recarga la página e inténtalo de nuevo.',
    rate_limited: 'Demasiados intentos. Vuelve a intentarlo en {seconds} segundos.',
  },
  done: {
    continue: 'Continuar',
    reference: 'Referencia',
    close: 'Ya puedes cerrar esta página.',
  },
  problems: {
    not_found: {
      title: 'Enlace no encontrado',
      body: 'Revisa la dirección o pide a quien te lo envió un enlace nuevo.',
    },
    expired: { title: 'Este enlace expiró', body: 'Pide a {merchant} que te envíe uno nuevo.' },
    completed_connect: {
      title: 'Este enlace ya fue utilizado',
      body: 'La cuenta ya quedó conectada; no hay nada más que hacer aquí.',
    },
    completed_checkout: {
      title: 'Este pago ya fue realizado',
      body: 'Este enlace ya fue pagado; no hay nada más que hacer aquí.',
    },
  },
};

export function messagesFor(language: HostedLanguage): Messages {
  return language === 'es_CO' ? es : en;
}

/** Fills {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
