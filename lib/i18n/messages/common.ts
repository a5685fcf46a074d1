/** Words every feature uses: buttons, the kinds of objects, copying, yes and no. */
export const commonEn = {
  // Common
  'common.apply': 'Apply',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.save': 'Save',
  'common.delete': 'Delete',
  'common.open': 'Open',
  'common.any': 'Any',
  'common.loading': 'Loading…',
  'common.showAsTable': 'Show as table',
  'common.date': 'Date',
  'common.count': 'Count',
  'common.amount': 'Amount',
  'common.status': 'Status',
  'common.total': 'Total',
  'common.name': 'Name',
  'common.email': 'Email',
  'common.requestId': 'request id',
  'common.retry': 'Try again',

  // Object kinds (search results)
  'kind.payment': 'Payment',
  'kind.refund': 'Refund',
  'kind.transfer': 'Transfer',
  'kind.payout': 'Payout',
  'kind.deposit': 'Deposit',
  'kind.account': 'Account',
  'kind.endUser': 'End user',
  'kind.connectLink': 'Connect link',
  'kind.checkoutLink': 'Checkout link',
  'kind.recurringPlan': 'Recurring plan',
  'kind.transaction': 'Transaction',

  // Form buttons
  'common.done': 'Done',
  'common.back': 'Back',
  'common.review': 'Review',
  'common.creating': 'Creating…',
  'common.optional': '{label} (optional)',

  // Copy buttons
  'copy.button': 'Copy',
  'copy.copied': 'Copied',
  'copy.copiedStatus': 'Copied to the clipboard',
  'copy.failed': 'Could not copy; select the text and copy it by hand',

  // Yes and no
  'values.yes': 'Yes',
  'values.no': 'No',
} as const;

export const commonEsCO: Record<keyof typeof commonEn, string> = {
  // Common
  'common.apply': 'Aplicar',
  'common.cancel': 'Cancelar',
  'common.close': 'Cerrar',
  'common.save': 'Guardar',
  'common.delete': 'Eliminar',
  'common.open': 'Abrir',
  'common.any': 'Cualquiera',
  'common.loading': 'Cargando…',
  'common.showAsTable': 'Ver como tabla',
  'common.date': 'Fecha',
  'common.count': 'Cantidad',
  'common.amount': 'Monto',
  'common.status': 'Estado',
  'common.total': 'Total',
  'common.name': 'Nombre',
  'common.email': 'Correo electrónico',
  'common.requestId': 'id de solicitud',
  'common.retry': 'Intentar de nuevo',

  // Object kinds (search results)
  'kind.payment': 'Pago',
  'kind.refund': 'Reembolso',
  'kind.transfer': 'Transferencia',
  'kind.payout': 'Desembolso',
  'kind.deposit': 'Depósito',
  'kind.account': 'Cuenta',
  'kind.endUser': 'Usuario final',
  'kind.connectLink': 'Enlace de conexión',
  'kind.checkoutLink': 'Enlace de pago',
  'kind.recurringPlan': 'Plan recurrente',
  'kind.transaction': 'Transacción',

  // Form buttons
  'common.done': 'Listo',
  'common.back': 'Atrás',
  'common.review': 'Revisar',
  'common.creating': 'Creando…',
  'common.optional': '{label} (opcional)',

  // Copy buttons
  'copy.button': 'Copiar',
  'copy.copied': 'Copiado',
  'copy.copiedStatus': 'Copiado al portapapeles',
  'copy.failed': 'No se pudo copiar; seleccione el texto y cópielo a mano',

  // Yes and no
  'values.yes': 'Sí',
  'values.no': 'No',
};
