/**
 * Form fields and rules shared by the create forms and the server actions (lib/forms, lib/actions): the
 * account picker, metadata, amounts, reasons and notes, and the actions' shared outcomes. A feature's own fields and
 * rules live in its own file.
 */
export const formsEn = {
  // Forms (shared by the create, refund and disconnect forms)
  'forms.checkFields': 'Check the highlighted fields.',
  'forms.requestId': 'Request id {id}',
  'forms.reason': 'Reason',
  'forms.chooseReason': 'Choose a reason…',
  'forms.note': 'Note',
  'forms.noteOptional': 'Note (optional)',
  'forms.noteHint': 'For your records; not shown to the customer.',
  'forms.error.chooseReason': 'Choose a reason.',
  'forms.error.explainReason': 'Explain the reason in the note.',
  'forms.toAccount': 'To account',

  // Create forms
  'forms.backToForm': 'Back to the form',
  'forms.tenant': 'Tenant',
  'forms.tenantHint': 'Who originates the transaction.',
  'forms.chooseTenant': 'Choose a tenant…',
  'forms.tenantId': 'Tenant id',
  'forms.tenantIdHint': 'ten_… (this API does not list tenants).',
  'forms.subMerchant': '{name} (sub-merchant)',
  'forms.you': '{name} (you)',
  'forms.merchantIdHint': 'mer_…; empty: your own merchant.',
  'forms.money.wholeUnits': 'Whole {currency} units, no decimals.',
  'forms.money.decimals': 'In {currency}, up to {digits} decimals.',
  'forms.money.decimalsMajor': 'In major units, up to {digits} decimals.',
  'forms.colour': 'Colour',
  'forms.colour.default': 'Default {value}',
  'forms.colour.pageDefault': 'Empty: the page’s default',
  'forms.colour.swatch': '{label} swatch',
  'forms.primaryReference': 'Primary reference',
  'forms.secondaryReference': 'Secondary reference',
  'forms.metadata': 'Metadata',
  'forms.referencesSection': 'References and metadata',
  'picker.failedStatus': 'The search failed ({status}).',
  'picker.failed': 'The search failed; check the connection.',
  'picker.change': 'Change',
  'picker.placeholder': 'Search by code, email, last 4 digits or id',
  'picker.endUserPlaceholder': 'Search by name, email, code or id',
  'picker.cannotSearch': 'This API cannot search; paste an id ({prefix}…).',
  'picker.noMatches': 'Nothing matches. Try a code, an email, the last 4 digits or an id.',
  'picker.cannotDo': 'This account cannot do {capability}.',
  'picker.typedId': 'Typed id (checked when you submit)',

  // Tenant and description (payments, payouts, transfers)
  'forms.error.chooseTenant': 'Choose a tenant.',
  'forms.error.description': 'Enter a description.',
  'forms.yourMerchant': 'Your merchant',
  'forms.description': 'Description',
  'forms.descriptionOptional': 'Description (optional)',
  'forms.fromAccount': 'From account',
  'forms.forMerchant': 'For merchant',
  'forms.statementDescriptor': 'Statement descriptor',
  'forms.statementDescriptorOptional': 'Statement descriptor (optional)',
  'forms.descriptorHint': '4 to 22 characters, at least one letter.',
  'forms.receipt': 'Receipt',
  'forms.receiptSent': 'Sent automatically',
  'forms.receiptNotSent': 'Not sent',
  'forms.sendReceipt': 'Send a receipt automatically',

  // Disconnect, plan status, metadata, created links
  'forms.statusIs': 'Status: {status}.',
  'forms.remove': 'Remove',
  'forms.code': 'Code',
  'metadata.hint': 'Up to {keys} keys ({used} used); keys up to {keyLength} characters, values up to {valueLength}.',
  'metadata.key': 'key',
  'metadata.value': 'value',
  'metadata.keyLabel': 'Metadata key {row}',
  'metadata.valueLabel': 'Metadata value {row}',
  'metadata.removeLabel': 'Remove metadata row {row}',
  'metadata.add': 'Add metadata',
  'metadata.max': 'That is the maximum of {keys} keys.',

  // Dates (lib/forms/datetime.ts)
  'forms.error.date': 'Enter a date.',
  'forms.error.dateTime': 'Enter a date and time.',
  'forms.error.futureTime': 'Choose a time in the future.',

  // Ids and languages (end users, links)
  'forms.id': 'Id',
  'forms.choose': 'Choose…',
  'forms.language.default': 'English (default)',
  'forms.language.en': 'English',
  'forms.language.esCO': 'Spanish (Colombia)',

  // Every action's outcomes and field rules (lib/actions)
  'forms.unexpected':
    'Something went wrong in the console; nothing was sent twice. Try again, and tell an admin if it keeps happening.',
  'forms.answerUnreadable': 'The API’s answer could not be read; reload to see the result.',
  'forms.requestReference': '(request {id})',
  'forms.idempotencyReused':
    'This form was already sent with other values. Reload the page to start a new one; nothing else was changed.',
  'forms.idempotencyInFlight':
    'This request is still being processed. Wait a moment and look at the result before trying again.',
  'forms.notConfirmed':
    'The Merchant API did not confirm the request{reference}: {message} Sending the form again is safe; the same request is never carried out twice.',
  'forms.error.required': 'Fill in this field.',
  'forms.error.atLeast': 'Use at least {min} characters.',
  'forms.error.invalidValue': 'This value is not valid.',

  // Form rules (lib/forms/field-rules.ts)
  'forms.error.maxLength': 'Use at most {max} characters ({length} now).',
  'forms.error.atMost': 'Use at most {max} characters.',
  'forms.error.statementDescriptor': 'Enter a statement descriptor.',
  'forms.error.lengthBetween': 'Use {min} to {max} characters ({length} now).',
  'forms.error.includeLetter': 'Include at least one letter.',
  'forms.error.hexColour': 'Use a HEX colour like #0a2540.',
  'forms.error.httpAddress': 'Use an http:// or https:// address.',
  'forms.error.fullAddress': 'Enter a full address, like https://shop.example.com/done.',
  'forms.error.email': 'Enter an email address.',
  'forms.error.validEmail': 'Enter a valid email address.',
  'forms.error.metadataKey': 'Enter a key, or clear the value.',
  'forms.error.metadataKeyLength': 'Keys are at most {max} characters ({length} now).',
  'forms.error.metadataKeyTwice': 'This key is already used above.',
  'forms.error.metadataValueLength': 'Values are at most {max} characters ({length} now).',
  'forms.error.metadataKeys': 'At most {max} keys ({count} now).',

  // Amounts (lib/forms/money.ts)
  'forms.error.amount': 'Enter an amount.',
  'forms.error.positiveAmount': 'Enter a positive amount.',
  'forms.error.decimalPlaces': 'Use at most {digits} decimal places.',
  'forms.error.noDecimals': '{currency} has no decimal places.',
  'forms.error.noDecimalsThisCurrency': 'This currency has no decimal places.',
  'forms.error.amountFormat': 'Enter an amount like 1250.00 (digits and one decimal point).',
  'forms.error.amountAboveZero': 'Enter an amount greater than zero.',
  'forms.error.amountTooLarge': 'The largest amount allowed here is {max}.',

  // Reasons (lib/forms/reasons.ts): the note
  'forms.reason.other': 'Other (explain in the note)',

  // Shared action fields (lib/actions)
  'forms.error.outOfDate': 'This form is out of date. Reload the page and try again.',
  'forms.error.chooseCurrency': 'Choose a currency.',
  'forms.error.currencyCode': 'Use a 3-letter ISO 4217 code like USD.',

  // Shared action fields: end users, links, plans
  'forms.error.language': 'Choose English or Spanish.',
  'actions.error.tenantId': 'Choose a tenant (ten_… or its UUID).',

  // Create and change actions (payments, payouts, transfers, links, plans, end users, accounts)
  'actions.error.merchantId': 'Choose a merchant (mer_…).',
  'actions.error.sameAccount': 'Choose an account other than the origin.',
} as const;

export const formsEsCO: Record<keyof typeof formsEn, string> = {
  // Forms (shared by the create, refund and disconnect forms)
  'forms.checkFields': 'Revisa los campos resaltados.',
  'forms.requestId': 'Id de solicitud {id}',
  'forms.reason': 'Motivo',
  'forms.chooseReason': 'Elige un motivo…',
  'forms.note': 'Nota',
  'forms.noteOptional': 'Nota (opcional)',
  'forms.noteHint': 'Para tus registros; el cliente no la ve.',
  'forms.error.chooseReason': 'Elige un motivo.',
  'forms.error.explainReason': 'Explica el motivo en la nota.',
  'forms.toAccount': 'A la cuenta',

  // Create forms
  'forms.backToForm': 'Volver al formulario',
  'forms.tenant': 'Tenant',
  'forms.tenantHint': 'Quién origina la transacción.',
  'forms.chooseTenant': 'Elige un tenant…',
  'forms.tenantId': 'Id del tenant',
  'forms.tenantIdHint': 'ten_… (esta API no lista tenants).',
  'forms.subMerchant': '{name} (subcomercio)',
  'forms.you': '{name} (tú)',
  'forms.merchantIdHint': 'mer_…; vacío: tu propio comercio.',
  'forms.money.wholeUnits': 'Unidades enteras de {currency}, sin decimales.',
  'forms.money.decimals': 'En {currency}, hasta {digits} decimales.',
  'forms.money.decimalsMajor': 'En unidades principales, hasta {digits} decimales.',
  'forms.colour': 'Color',
  'forms.colour.default': 'Predeterminado {value}',
  'forms.colour.pageDefault': 'Vacío: el predeterminado de la página',
  'forms.colour.swatch': 'Muestra de {label}',
  'forms.primaryReference': 'Referencia principal',
  'forms.secondaryReference': 'Referencia secundaria',
  'forms.metadata': 'Metadatos',
  'forms.referencesSection': 'Referencias y metadatos',
  'picker.failedStatus': 'La búsqueda falló ({status}).',
  'picker.failed': 'La búsqueda falló; revisa la conexión.',
  'picker.change': 'Cambiar',
  'picker.placeholder': 'Busca por código, correo, últimos 4 dígitos o id',
  'picker.endUserPlaceholder': 'Busca por nombre, correo, código o id',
  'picker.cannotSearch': 'Esta API no puede buscar; pega un id ({prefix}…).',
  'picker.noMatches': 'No hay coincidencias. Prueba con un código, un correo, los últimos 4 dígitos o un id.',
  'picker.cannotDo': 'Esta cuenta no puede hacer {capability}.',
  'picker.typedId': 'Id escrito (se verifica al enviar)',

  // Tenant and description (payments, payouts, transfers)
  'forms.error.chooseTenant': 'Elige un tenant.',
  'forms.error.description': 'Escribe una descripción.',
  'forms.yourMerchant': 'Tu comercio',
  'forms.description': 'Descripción',
  'forms.descriptionOptional': 'Descripción (opcional)',
  'forms.fromAccount': 'Cuenta de origen',
  'forms.forMerchant': 'Para el comercio',
  'forms.statementDescriptor': 'Descriptor en el extracto',
  'forms.statementDescriptorOptional': 'Descriptor en el extracto (opcional)',
  'forms.descriptorHint': 'De 4 a 22 caracteres, al menos una letra.',
  'forms.receipt': 'Comprobante',
  'forms.receiptSent': 'Se envía automáticamente',
  'forms.receiptNotSent': 'No se envía',
  'forms.sendReceipt': 'Enviar un comprobante automáticamente',

  // Disconnect, plan status, metadata, created links
  'forms.statusIs': 'Estado: {status}.',
  'forms.remove': 'Quitar',
  'forms.code': 'Código',
  'metadata.hint':
    'Hasta {keys} claves ({used} usadas); claves de hasta {keyLength} caracteres, valores de hasta {valueLength}.',
  'metadata.key': 'clave',
  'metadata.value': 'valor',
  'metadata.keyLabel': 'Clave de metadatos {row}',
  'metadata.valueLabel': 'Valor de metadatos {row}',
  'metadata.removeLabel': 'Quitar la fila de metadatos {row}',
  'metadata.add': 'Agregar metadatos',
  'metadata.max': 'Ese es el máximo de {keys} claves.',

  // Dates (lib/forms/datetime.ts)
  'forms.error.date': 'Escribe una fecha.',
  'forms.error.dateTime': 'Escribe una fecha y una hora.',
  'forms.error.futureTime': 'Elige una hora en el futuro.',

  // Ids and languages (end users, links)
  'forms.id': 'Id',
  'forms.choose': 'Elige…',
  'forms.language.default': 'Inglés (predeterminado)',
  'forms.language.en': 'Inglés',
  'forms.language.esCO': 'Español (Colombia)',

  // Every action's outcomes and field rules (lib/actions)
  'forms.unexpected':
    'Algo falló en la consola; nada se envió dos veces. Inténtalo de nuevo y avisa a un administrador si sigue pasando.',
  'forms.answerUnreadable': 'No se pudo leer la respuesta de la API; recarga para ver el resultado.',
  'forms.requestReference': '(solicitud {id})',
  'forms.idempotencyReused':
    'Este formulario ya se envió con otros valores. Recarga la página para empezar uno nuevo; no se cambió nada más.',
  'forms.idempotencyInFlight':
    'Esta solicitud todavía se está procesando. Espera un momento y mira el resultado antes de intentarlo de nuevo.',
  'forms.notConfirmed':
    'La Merchant API no confirmó la solicitud{reference}: {message} Enviar el formulario de nuevo es seguro; la misma solicitud nunca se ejecuta dos veces.',
  'forms.error.required': 'Completa este campo.',
  'forms.error.atLeast': 'Usa al menos {min} caracteres.',
  'forms.error.invalidValue': 'Este valor no es válido.',

  // Form rules (lib/forms/field-rules.ts)
  'forms.error.maxLength': 'Usa como máximo {max} caracteres (ahora hay {length}).',
  'forms.error.atMost': 'Usa como máximo {max} caracteres.',
  'forms.error.statementDescriptor': 'Escribe un descriptor para el extracto.',
  'forms.error.lengthBetween': 'Usa de {min} a {max} caracteres (ahora hay {length}).',
  'forms.error.includeLetter': 'Incluye al menos una letra.',
  'forms.error.hexColour': 'Usa un color HEX como #0a2540.',
  'forms.error.httpAddress': 'Usa una dirección http:// o https://.',
  'forms.error.fullAddress': 'Escribe una dirección completa, como https://shop.example.com/done.',
  'forms.error.email': 'Escribe un correo electrónico.',
  'forms.error.validEmail': 'Escribe un correo electrónico válido.',
  'forms.error.metadataKey': 'Escribe una clave o borra el valor.',
  'forms.error.metadataKeyLength': 'Las claves tienen como máximo {max} caracteres (ahora hay {length}).',
  'forms.error.metadataKeyTwice': 'Esta clave ya se usa más arriba.',
  'forms.error.metadataValueLength': 'Los valores tienen como máximo {max} caracteres (ahora hay {length}).',
  'forms.error.metadataKeys': 'Como máximo {max} claves (ahora hay {count}).',

  // Amounts (lib/forms/money.ts)
  'forms.error.amount': 'Escribe un monto.',
  'forms.error.positiveAmount': 'Escribe un monto positivo.',
  'forms.error.decimalPlaces': 'Usa como máximo {digits} decimales.',
  'forms.error.noDecimals': '{currency} no tiene decimales.',
  'forms.error.noDecimalsThisCurrency': 'Esta moneda no tiene decimales.',
  'forms.error.amountFormat': 'Escribe un monto como 1250.00 (dígitos y un punto decimal).',
  'forms.error.amountAboveZero': 'Escribe un monto mayor que cero.',
  'forms.error.amountTooLarge': 'El monto más alto permitido aquí es {max}.',

  // Reasons (lib/forms/reasons.ts): the note
  'forms.reason.other': 'Otro (explícalo en la nota)',

  // Shared action fields (lib/actions)
  'forms.error.outOfDate': 'Este formulario está desactualizado. Recarga la página e inténtalo de nuevo.',
  'forms.error.chooseCurrency': 'Elige una moneda.',
  'forms.error.currencyCode': 'Usa un código ISO 4217 de 3 letras como USD.',

  // Shared action fields: end users, links, plans
  'forms.error.language': 'Elige inglés o español.',
  'actions.error.tenantId': 'Elige un tenant (ten_… o su UUID).',

  // Create and change actions (payments, payouts, transfers, links, plans, end users, accounts)
  'actions.error.merchantId': 'Elige un comercio (mer_…).',
  'actions.error.sameAccount': 'Elige una cuenta distinta a la de origen.',
};
