/**
 * Messages of bulk refunds and row selection in lists (docs/approvals.md, "Bulk refunds"), spread into ../en.ts and
 * ../es-CO.ts.
 */
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
  'bulkRefund.state.draftMine': 'Draft: waiting for your confirmation',
  'bulkRefund.state.draftOther': 'Draft of {email}: waiting for their confirmation',
  'bulkRefund.state.refused': "Refused: above the refund limit of {email}'s role; nothing was refunded",
  'bulkRefund.nothingToStart':
    'Every payment of this bulk refund is refused (each row says why): there is nothing to start.',
  'bulkRefund.resendExpired':
    "More than {hours} hours have passed since this bulk refund started: the Merchant API no longer remembers its refunds' keys, so sending them again could refund a payment twice. Check each unconfirmed payment on its page instead.",
  'actions.bulkRefund.error.nothingToRefund':
    'Every payment of this bulk refund is refused: there is nothing to refund.',
  'actions.bulkRefund.error.resendExpired':
    'More than {hours} hours have passed since this bulk refund started: it cannot be sent again (a payment could be refunded twice).',
  'actions.bulkRefund.error.notYours':
    'Only {email}, who prepared this bulk refund, or a member who manages approvals can carry it on.',
  'bulkRefund.notRefundableNow.one': '{count} payment cannot be refunded now: it is not sent, and its row says why.',
  'bulkRefund.notRefundableNow.other':
    '{count} payments cannot be refunded now: they are not sent, and each row says why.',

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
  'bulkRefund.state.draftExpired': 'Expired draft: not started within {hours} hours, it no longer holds its amounts',
  'bulkRefund.state.discarded': 'Discarded: nothing was refunded',
  'bulkRefund.discard': 'Discard draft',
  'bulkRefund.draftExpired':
    'This draft was not started within {hours} hours: it no longer holds its amounts and cannot be started. Discard it and prepare the refunds again.',
  'actions.bulkRefund.discarded': 'Draft discarded: nothing was refunded.',
  'actions.bulkRefund.error.notDraft': 'Only a draft can be discarded; this bulk refund has already been started.',
  'actions.bulkRefund.error.notYoursToDiscard':
    'Only {email}, who prepared this draft, or a member who manages approvals can discard it.',
  'actions.bulkRefund.error.draftExpired':
    'This draft was not started within {hours} hours and no longer holds its amounts: discard it and prepare the refunds again.',
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

  'bulkCsv.error.empty': 'The file is empty.',
  'bulkCsv.error.malformed':
    'Line {line} is not CSV: a quoted value must end with a quote followed by a separator or the end of the line.',
  'bulkCsv.error.header':
    'The first line must name the columns: payment and amount (and optionally currency, reason, note).',
  'bulkCsv.error.noRows': 'The file has a header but no rows.',
  'bulkCsv.error.tooManyRows': 'At most {max} rows in one file.',
  'bulkCsv.error.tooLarge': 'The file is larger than 900 KB: split it.',
  'bulkCsv.error.notCsv': 'Choose a CSV file.',
  'bulkCsv.error.unreadable': 'The rows could not be read: {message}',
  'bulkCsv.error.stillInvalid': 'Fix or drop the rows with problems first.',
  'bulkCsv.error.noRowsLeft': 'Every row was dropped: nothing to refund.',
  'bulkCsv.row.noPayment': 'No payment code or id.',
  'bulkCsv.row.unknownPayment': 'No payment {payment}.',
  'bulkCsv.row.badCurrency': '{currency} is not a currency code.',
  'bulkCsv.row.wrongCurrency': 'Wrong currency: {currency}, the payment is in {expected}.',
  'bulkCsv.row.moreThanLeft': 'More than can be refunded: {left} {currency} left.',
  'bulkCsv.row.repeated':
    'Repeats line {line} (same payment, same amount): merge the repeated rows into one refund, or refuse the repeats.',
  'bulkCsv.row.pendingElsewhere':
    'More than can be refunded: {pending} {currency} of this payment waits in another bulk refund not yet sent, so {left} {currency} is left.',
  'bulkCsv.repeats.one':
    '{count} row repeats an earlier row (same payment, same amount). Merge them into one refund of their total, or refuse the repeats (the first row stays).',
  'bulkCsv.repeats.other':
    '{count} rows repeat an earlier row (same payment, same amount). Merge them into one refund of their total, or refuse the repeats (the first row stays).',
  'bulkCsv.repeats.merge': 'Merge repeated rows',
  'bulkCsv.repeats.refuse': 'Refuse repeated rows',
  'bulkCsv.repeats.merged': 'Merged lines {lines} into the first row of their payment.',
  'bulkCsv.repeats.refused': 'Refused lines {lines}: they repeated an earlier row.',
  'bulkCsv.uploadedBefore':
    'This file was uploaded before ({when}, by {email}: {state}). Each row is checked against what was refunded since and what other bulk refunds still hold.',
  'bulkCsv.row.alreadyFromFile':
    'An earlier upload of this same file already refunded or holds {amount} {currency} of this payment: not sent again.',
  'bulkCsv.row.moreThanLeftWithAbove':
    'More than can be refunded with the rows above for this payment: {left} {currency} left.',
  'bulkCsv.row.badReason': 'Unknown reason {reason}.',
  'bulkCsv.row.amountRule':
    'The amount {amount} cannot be read for sure. The rule: one comma or point followed by one or two digits is the decimal separator (5,00 = 5.00); thousands are grouped by three digits (1.250,00 or 1,250.00); one comma or point followed by exactly three digits could be either: write 1250 or 1250.00.',
  'bulkCsv.row.noteTooLong': 'The note is longer than {max} characters.',
  'bulkCsv.title': 'Bulk refund from a CSV',
  'bulkCsv.description':
    'One row per refund: payment (code or id), amount in the payment’s currency, and optionally currency, reason and note. Every row is checked before anything is sent.',
  'bulkCsv.link': 'Upload a CSV…',
  'bulkCsv.file': 'CSV file',
  'bulkCsv.fileHint': 'Up to 5,000 rows. First line: payment,amount,currency,reason,note',
  'bulkCsv.check': 'Check rows',
  'bulkCsv.checking': 'Checking…',
  'bulkCsv.rows': 'Rows',
  'bulkCsv.line': 'Line',
  'bulkCsv.problems': 'Problems',
  'bulkCsv.ok': 'Ready',
  'bulkCsv.drop': 'Drop line {line}',
  'bulkCsv.recheck': 'Check again',
  'bulkCsv.prepare': 'Review refunds',
  'bulkCsv.summary.one': '{count} row: {ready} ready, {bad} with problems',
  'bulkCsv.summary.other': '{count} rows: {ready} ready, {bad} with problems',
  'bulkCsv.editAmount': 'Amount, line {line}',
  'bulkCsv.editPayment': 'Payment, line {line}',
  'bulkCsv.editReason': 'Reason, line {line}',
  'bulkCsv.editNote': 'Note, line {line}',
  'bulkCsv.perRow': 'Each row has its own amount, reason and note.',
  'bulkRefund.heldRows': 'Refunds in this batch',
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
  'bulkRefund.state.draftMine': 'Borrador: esperando su confirmación',
  'bulkRefund.state.draftOther': 'Borrador de {email}: esperando su confirmación',
  'bulkRefund.state.refused': 'Rechazado: supera el límite de reembolso del rol de {email}; no se reembolsó nada',
  'bulkRefund.nothingToStart':
    'Todos los pagos de este reembolso masivo están rechazados (cada fila dice por qué): no hay nada que iniciar.',
  'bulkRefund.resendExpired':
    'Pasaron más de {hours} horas desde que empezó este reembolso masivo: la API de pagos ya no recuerda las claves de sus reembolsos, así que enviarlos de nuevo podría reembolsar un pago dos veces. Revise cada pago sin confirmar en su página.',
  'actions.bulkRefund.error.nothingToRefund':
    'Todos los pagos de este reembolso masivo están rechazados: no hay nada que reembolsar.',
  'actions.bulkRefund.error.resendExpired':
    'Pasaron más de {hours} horas desde que empezó este reembolso masivo: no se puede enviar de nuevo (un pago podría reembolsarse dos veces).',
  'actions.bulkRefund.error.notYours':
    'Solo {email}, quien preparó este reembolso masivo, o un miembro que gestiona aprobaciones puede continuarlo.',
  'bulkRefund.notRefundableNow.one': '{count} pago no se puede reembolsar ahora: no se envía, y su fila dice por qué.',
  'bulkRefund.notRefundableNow.other':
    '{count} pagos no se pueden reembolsar ahora: no se envían, y cada fila dice por qué.',

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
  'bulkRefund.state.draftExpired': 'Borrador vencido: no se inició en {hours} horas y ya no reserva sus montos',
  'bulkRefund.state.discarded': 'Descartado: no se reembolsó nada',
  'bulkRefund.discard': 'Descartar borrador',
  'bulkRefund.draftExpired':
    'Este borrador no se inició en {hours} horas: ya no reserva sus montos y no se puede iniciar. Descártelo y prepare los reembolsos de nuevo.',
  'actions.bulkRefund.discarded': 'Borrador descartado: no se reembolsó nada.',
  'actions.bulkRefund.error.notDraft': 'Solo se puede descartar un borrador; este reembolso masivo ya se inició.',
  'actions.bulkRefund.error.notYoursToDiscard':
    'Solo {email}, quien preparó este borrador, o un miembro que gestiona aprobaciones puede descartarlo.',
  'actions.bulkRefund.error.draftExpired':
    'Este borrador no se inició en {hours} horas y ya no reserva sus montos: descártelo y prepare los reembolsos de nuevo.',
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

  'bulkCsv.error.empty': 'El archivo está vacío.',
  'bulkCsv.error.malformed':
    'La línea {line} no es CSV: un valor entre comillas debe terminar con comillas seguidas de un separador o del fin de la línea.',
  'bulkCsv.error.header':
    'La primera línea debe nombrar las columnas: payment y amount (y opcionalmente currency, reason, note).',
  'bulkCsv.error.noRows': 'El archivo tiene encabezado pero no filas.',
  'bulkCsv.error.tooManyRows': 'Máximo {max} filas por archivo.',
  'bulkCsv.error.tooLarge': 'El archivo pesa más de 900 KB: divídalo.',
  'bulkCsv.error.notCsv': 'Elija un archivo CSV.',
  'bulkCsv.error.unreadable': 'No se pudieron leer las filas: {message}',
  'bulkCsv.error.stillInvalid': 'Corrija o quite primero las filas con problemas.',
  'bulkCsv.error.noRowsLeft': 'Se quitaron todas las filas: no hay nada que reembolsar.',
  'bulkCsv.row.noPayment': 'Falta el código o id del pago.',
  'bulkCsv.row.unknownPayment': 'No existe el pago {payment}.',
  'bulkCsv.row.badCurrency': '{currency} no es un código de moneda.',
  'bulkCsv.row.wrongCurrency': 'Moneda equivocada: {currency}, el pago está en {expected}.',
  'bulkCsv.row.moreThanLeft': 'Más de lo que se puede reembolsar: quedan {left} {currency}.',
  'bulkCsv.row.repeated':
    'Repite la línea {line} (mismo pago, mismo monto): combine las filas repetidas en un solo reembolso, o rechace las repetidas.',
  'bulkCsv.row.pendingElsewhere':
    'Más de lo que se puede reembolsar: {pending} {currency} de este pago esperan en otro reembolso masivo aún sin enviar, así que quedan {left} {currency}.',
  'bulkCsv.repeats.one':
    '{count} fila repite una fila anterior (mismo pago, mismo monto). Combínelas en un solo reembolso por su total, o rechace las repetidas (se queda la primera fila).',
  'bulkCsv.repeats.other':
    '{count} filas repiten una fila anterior (mismo pago, mismo monto). Combínelas en un solo reembolso por su total, o rechace las repetidas (se queda la primera fila).',
  'bulkCsv.repeats.merge': 'Combinar filas repetidas',
  'bulkCsv.repeats.refuse': 'Rechazar filas repetidas',
  'bulkCsv.repeats.merged': 'Las líneas {lines} se combinaron con la primera fila de su pago.',
  'bulkCsv.repeats.refused': 'Se rechazaron las líneas {lines}: repetían una fila anterior.',
  'bulkCsv.uploadedBefore':
    'Este archivo ya se cargó antes ({when}, por {email}: {state}). Cada fila se revisa contra lo reembolsado desde entonces y lo que aún tienen otros reembolsos masivos.',
  'bulkCsv.row.alreadyFromFile':
    'Una carga anterior de este mismo archivo ya reembolsó o tiene {amount} {currency} de este pago: no se envía de nuevo.',
  'bulkCsv.row.moreThanLeftWithAbove':
    'Más de lo que se puede reembolsar con las filas anteriores de este pago: quedan {left} {currency}.',
  'bulkCsv.row.badReason': 'Motivo desconocido {reason}.',
  'bulkCsv.row.amountRule':
    'El monto {amount} no se puede leer con certeza. La regla: una coma o un punto seguido de uno o dos dígitos es el separador decimal (5,00 = 5.00); los miles se agrupan de a tres dígitos (1.250,00 o 1,250.00); una coma o un punto seguido de exactamente tres dígitos puede ser cualquiera de los dos: escriba 1250 o 1250,00.',
  'bulkCsv.row.noteTooLong': 'La nota supera los {max} caracteres.',
  'bulkCsv.title': 'Reembolso masivo desde un CSV',
  'bulkCsv.description':
    'Una fila por reembolso: pago (código o id), monto en la moneda del pago y, opcionalmente, moneda, motivo y nota. Cada fila se revisa antes de enviar nada.',
  'bulkCsv.link': 'Cargar un CSV…',
  'bulkCsv.file': 'Archivo CSV',
  'bulkCsv.fileHint': 'Hasta 5.000 filas. Primera línea: payment,amount,currency,reason,note',
  'bulkCsv.check': 'Revisar filas',
  'bulkCsv.checking': 'Revisando…',
  'bulkCsv.rows': 'Filas',
  'bulkCsv.line': 'Línea',
  'bulkCsv.problems': 'Problemas',
  'bulkCsv.ok': 'Lista',
  'bulkCsv.drop': 'Quitar la línea {line}',
  'bulkCsv.recheck': 'Revisar de nuevo',
  'bulkCsv.prepare': 'Revisar reembolsos',
  'bulkCsv.summary.one': '{count} fila — para enviar: {ready}, con problemas: {bad}',
  'bulkCsv.summary.other': '{count} filas — para enviar: {ready}, con problemas: {bad}',
  'bulkCsv.editAmount': 'Monto, línea {line}',
  'bulkCsv.editPayment': 'Pago, línea {line}',
  'bulkCsv.editReason': 'Motivo, línea {line}',
  'bulkCsv.editNote': 'Nota, línea {line}',
  'bulkCsv.perRow': 'Cada fila tiene su propio monto, motivo y nota.',
  'bulkRefund.heldRows': 'Reembolsos de este lote',
};
