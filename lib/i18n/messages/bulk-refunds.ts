/** Messages of bulk refunds and row selection in lists (issue 14), spread into ../en.ts and ../es-CO.ts. */
export const bulkRefundsEn = {
  'table.select': 'Select',
  'table.selectPage': 'Select every row on this page',
  'table.selectRow': 'Select {name}',

  'bulkRefund.selection': 'Bulk refund selection',
  'bulkRefund.picked.one': '{count} payment selected',
  'bulkRefund.picked.other': '{count} payments selected',
  'bulkRefund.allMatchingPicked': 'All payments matching the filters are selected (up to 1,000)',
  'bulkRefund.pickAllMatching': 'Select all payments matching the filters (up to 1,000)',
  'bulkRefund.onlyThisPage': 'Only this page',
  'bulkRefund.clear': 'Clear selection',
  'bulkRefund.refundPicked': 'Refund selected…',
  'bulkRefund.reading': 'Reading the payments…',

  'bulkRefund.title': 'Bulk refund',
  'bulkRefund.description':
    'Prepared by {email}. Each payment is refunded in full (what is left of it), with its own idempotency key.',
  'bulkRefund.all': 'All bulk refunds',
  'bulkRefund.listTitle': 'Bulk refunds',
  'bulkRefund.listDescription':
    'Refunds of many payments at once, started from the payments list (select payments, then Refund selected…).',
  'bulkRefund.none': 'No bulk refunds yet',
  'bulkRefund.noneHint': 'Select payments in the payments list, then choose Refund selected….',
  'bulkRefund.created': 'Created',
  'bulkRefund.preparedBy': 'Prepared by',
  'bulkRefund.countsLine': '{refunded} refunded, {refused} refused',

  'bulkRefund.summary': 'What will be refunded',
  'bulkRefund.payments': 'Payments',
  'bulkRefund.paymentsCount.one': '{count} payment',
  'bulkRefund.paymentsCount.other': '{count} payments',
  'bulkRefund.totalToRefund': 'Total to refund',
  'bulkRefund.state': 'State',
  'bulkRefund.status.draft': 'Waiting for your confirmation',
  'bulkRefund.status.held': 'Waiting for approval',
  'bulkRefund.status.running': 'Refunding',
  'bulkRefund.status.done': 'Finished',
  'bulkRefund.status.stopped': 'Stopped: nothing was refunded',
  'bulkRefund.notRefundableNow.one':
    '{count} payment cannot be refunded now (not successful or nothing left): the Merchant API will refuse it and the results will say why.',
  'bulkRefund.notRefundableNow.other':
    '{count} payments cannot be refunded now (not successful or nothing left): the Merchant API will refuse them and the results will say why.',

  'bulkRefund.confirmTitle': 'Confirm the bulk refund',
  'bulkRefund.noteHint': 'The same reason and note go with every refund of the batch.',
  'bulkRefund.refundCount.one': 'Refund {count} payment',
  'bulkRefund.refundCount.other': 'Refund {count} payments',
  'bulkRefund.starting': 'Starting…',
  'bulkRefund.draftOfAnother': 'Only {email}, who prepared this bulk refund, can confirm it.',
  'bulkRefund.waitingForApproval': 'An approval rule holds this bulk refund: nothing is refunded until it is approved.',
  'bulkRefund.approvalEnded': 'The approval request ended ({status}): nothing was refunded.',
  'bulkRefund.openApproval': 'Open the approval request',

  'bulkRefund.progress': 'Bulk refund progress',
  'bulkRefund.progressText': '{sent} of {total} sent',
  'bulkRefund.progressLine':
    '{sent} of {total} sent: {refunded} refunded, {refused} refused, {uncertain} not confirmed yet.',
  'bulkRefund.stalled':
    'The console stopped before every refund was sent. Carry on: refunds already made are not repeated.',
  'bulkRefund.resume': 'Carry on',
  'bulkRefund.doneLine': 'Finished: {refunded} refunded, {refused} refused, {uncertain} not confirmed.',
  'bulkRefund.exportCsv': 'Export results (CSV)',
  'bulkRefund.sendAgain': 'Send the unconfirmed ones again',

  'bulkRefund.paymentsTable': 'Payments of this bulk refund',
  'bulkRefund.amountToRefund': 'Amount to refund',
  'bulkRefund.paymentStatus': 'Payment status',
  'bulkRefund.result': 'Result',
  'bulkRefund.reasonOrDetail': 'Detail',
  'bulkRefund.item.queued': 'Waiting',
  'bulkRefund.item.refunded': 'Refunded',
  'bulkRefund.item.refused': 'Refused',
  'bulkRefund.item.uncertain': 'Not confirmed',
} as const;

export const bulkRefundsEsCO: Record<keyof typeof bulkRefundsEn, string> = {
  'table.select': 'Seleccionar',
  'table.selectPage': 'Seleccionar todas las filas de esta página',
  'table.selectRow': 'Seleccionar {name}',

  'bulkRefund.selection': 'Selección para reembolso masivo',
  'bulkRefund.picked.one': '{count} pago seleccionado',
  'bulkRefund.picked.other': '{count} pagos seleccionados',
  'bulkRefund.allMatchingPicked': 'Están seleccionados todos los pagos que cumplen los filtros (hasta 1.000)',
  'bulkRefund.pickAllMatching': 'Seleccionar todos los pagos que cumplen los filtros (hasta 1.000)',
  'bulkRefund.onlyThisPage': 'Solo esta página',
  'bulkRefund.clear': 'Quitar la selección',
  'bulkRefund.refundPicked': 'Reembolsar los seleccionados…',
  'bulkRefund.reading': 'Leyendo los pagos…',

  'bulkRefund.title': 'Reembolso masivo',
  'bulkRefund.description':
    'Preparado por {email}. Cada pago se reembolsa completo (lo que queda de él), con su propia clave de idempotencia.',
  'bulkRefund.all': 'Todos los reembolsos masivos',
  'bulkRefund.listTitle': 'Reembolsos masivos',
  'bulkRefund.listDescription':
    'Reembolsos de muchos pagos a la vez, iniciados desde la lista de pagos (seleccione pagos y luego Reembolsar los seleccionados…).',
  'bulkRefund.none': 'Aún no hay reembolsos masivos',
  'bulkRefund.noneHint': 'Seleccione pagos en la lista de pagos y elija Reembolsar los seleccionados….',
  'bulkRefund.created': 'Creado',
  'bulkRefund.preparedBy': 'Preparado por',
  'bulkRefund.countsLine': '{refunded} reembolsados, {refused} rechazados',

  'bulkRefund.summary': 'Lo que se reembolsará',
  'bulkRefund.payments': 'Pagos',
  'bulkRefund.paymentsCount.one': '{count} pago',
  'bulkRefund.paymentsCount.other': '{count} pagos',
  'bulkRefund.totalToRefund': 'Total a reembolsar',
  'bulkRefund.state': 'Estado',
  'bulkRefund.status.draft': 'Esperando su confirmación',
  'bulkRefund.status.held': 'Esperando aprobación',
  'bulkRefund.status.running': 'Reembolsando',
  'bulkRefund.status.done': 'Terminado',
  'bulkRefund.status.stopped': 'Detenido: no se reembolsó nada',
  'bulkRefund.notRefundableNow.one':
    '{count} pago no se puede reembolsar ahora (no exitoso o sin saldo): la API lo rechazará y los resultados dirán por qué.',
  'bulkRefund.notRefundableNow.other':
    '{count} pagos no se pueden reembolsar ahora (no exitosos o sin saldo): la API los rechazará y los resultados dirán por qué.',

  'bulkRefund.confirmTitle': 'Confirmar el reembolso masivo',
  'bulkRefund.noteHint': 'El mismo motivo y nota acompañan cada reembolso del lote.',
  'bulkRefund.refundCount.one': 'Reembolsar {count} pago',
  'bulkRefund.refundCount.other': 'Reembolsar {count} pagos',
  'bulkRefund.starting': 'Iniciando…',
  'bulkRefund.draftOfAnother': 'Solo {email}, quien preparó este reembolso masivo, puede confirmarlo.',
  'bulkRefund.waitingForApproval':
    'Una regla de aprobación retiene este reembolso masivo: no se reembolsa nada hasta que se apruebe.',
  'bulkRefund.approvalEnded': 'La solicitud de aprobación terminó ({status}): no se reembolsó nada.',
  'bulkRefund.openApproval': 'Abrir la solicitud de aprobación',

  'bulkRefund.progress': 'Avance del reembolso masivo',
  'bulkRefund.progressText': '{sent} de {total} enviados',
  'bulkRefund.progressLine':
    '{sent} de {total} enviados: {refunded} reembolsados, {refused} rechazados, {uncertain} aún sin confirmar.',
  'bulkRefund.stalled':
    'La consola se detuvo antes de enviar todos los reembolsos. Continúe: los reembolsos ya hechos no se repiten.',
  'bulkRefund.resume': 'Continuar',
  'bulkRefund.doneLine': 'Terminado: {refunded} reembolsados, {refused} rechazados, {uncertain} sin confirmar.',
  'bulkRefund.exportCsv': 'Exportar resultados (CSV)',
  'bulkRefund.sendAgain': 'Enviar de nuevo los no confirmados',

  'bulkRefund.paymentsTable': 'Pagos de este reembolso masivo',
  'bulkRefund.amountToRefund': 'Monto a reembolsar',
  'bulkRefund.paymentStatus': 'Estado del pago',
  'bulkRefund.result': 'Resultado',
  'bulkRefund.reasonOrDetail': 'Detalle',
  'bulkRefund.item.queued': 'En espera',
  'bulkRefund.item.refunded': 'Reembolsado',
  'bulkRefund.item.refused': 'Rechazado',
  'bulkRefund.item.uncertain': 'Sin confirmar',
};
