/**
 * Messages of the server actions and the form rules they share with the browser (lib/actions/shared,
 * lib/forms), spread into ../en.ts and ../es-CO.ts. Area messages of the actions live in ./money-actions.ts
 * (payments, payouts, transfers, links, plans, end users, accounts, bulk refunds) and ./staff-actions.ts
 * (sign-in and session, staff, settings, approvals, approval rules, developers).
 */
export const formsEn = {
  'forms.checkFields': 'Check the highlighted fields.',
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
};

export const formsEsCO: Record<keyof typeof formsEn, string> = {
  'forms.checkFields': 'Revisa los campos resaltados.',
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
};
