/** Messages of the staff server actions (lib/actions), spread into ../en.ts and ../es-CO.ts. See ./forms.ts. */
export const staffActionsEn = {
  // Refusals before any action or route handler runs (lib/auth/session.ts)
  'actions.auth.sessionEnded': 'Your session has ended. Sign in again to continue.',
  'actions.auth.forbidden': 'You do not have permission to do this. Ask an admin if you need it.',
  'actions.auth.enrolFirst': 'Set up two-factor sign-in first: your admin requires it.',
  'actions.auth.changePasswordFirst': 'Choose a new password first: an admin reset yours.',

  // Sign-in (worded in the sign-in page's language)
  'actions.signIn.enterCredentials': 'Enter your email and password.',
  'actions.signIn.throttled': 'Too many failed attempts. Try again in {wait}.',
  'actions.signIn.codeRequired': 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  'actions.signIn.invalidCode': 'That code is wrong or was already used. Enter the current code from your app.',

  // New passwords (lib/auth/password-policy.ts) and the change-password form
  'actions.password.tooShort': 'Use at least {min} characters ({length} now).',
  'actions.password.common': 'This password is on a list of common passwords. Choose another.',
  'actions.password.containsEmail': 'Do not use your email address in your password.',
  'actions.password.moreVariety': 'Use more different characters.',
  'actions.password.enterCurrent': 'Enter your current password.',
  'actions.password.accountNotFound': 'Your account was not found. Sign in again.',
  'actions.password.newDiffer': 'The two new passwords differ.',
  'actions.password.wrongCurrent': 'That is not your current password.',
  'actions.password.sameAsCurrent': 'Choose a password other than your current one.',
  'actions.password.changed':
    'Password changed. Your sessions have ended everywhere: sign in again with the new password.',

  // Accepting an invitation
  'actions.invite.enterName': 'Enter your name.',
  'actions.invite.passwordsDiffer': 'The two passwords differ.',
  'actions.invite.welcome': 'Welcome. Sign in as {email} with the password you chose.',
  'actions.invite.emailTakenSignIn': 'A staff member with this email already exists. Sign in instead.',

  // Two-factor sign-in
  'actions.twoFactor.enterCode': 'Enter the 6-digit code your app shows.',
  'actions.twoFactor.enterTheCode': 'Enter the code.',
  'actions.twoFactor.mismatch': 'That code does not match. Check the time on your phone and enter the current code.',
  'actions.twoFactor.mismatchField': 'That code does not match.',
  'actions.twoFactor.on': 'Two-factor sign-in is on.',
  'actions.twoFactor.chooseWho': 'Choose who must use two-factor sign-in.',
  'actions.twoFactor.chooseRole': 'Choose at least one role.',
  'actions.twoFactor.optional': 'Two-factor sign-in is optional.',
  'actions.twoFactor.saved': 'Saved. Members it applies to enrol at their next page.',

  // The member's own sessions
  'actions.session.unknown': 'Unknown session.',
  'actions.session.ended': 'Session ended.',
  'actions.session.alreadyEnded': 'That session had already ended.',
  'actions.session.othersEnded.one': '{count} other session ended.',
  'actions.session.othersEnded.other': '{count} other sessions ended.',

  // Staff management
  'actions.staff.chooseRole': 'Choose a role.',
  'actions.staff.unknownMember': 'Unknown staff member.',
  'actions.staff.gone': 'That staff member no longer exists.',
  'actions.staff.enterName': 'Enter a name.',
  'actions.staff.passwordMin': 'Use at least {min} characters, or leave it empty to generate one.',
  'actions.staff.emailTaken': 'A staff member with this email already exists.',
  'actions.staff.created': '{name} can now sign in as {email}.',
  'actions.staff.createdWithPassword':
    '{name} can now sign in as {email}. Share the password below securely: it will not be shown again.',
  'actions.staff.ownRole': 'You cannot change your own role. Ask another admin.',
  'actions.staff.alreadyRole': '{name} is already {role}.',
  'actions.staff.roleChanged': '{name} is now {role}. Their open sessions have ended.',
  'actions.staff.lastAdmin': 'This is the last active admin: make someone else an admin first.',
  'actions.staff.roleChangedMeanwhile':
    'The role was changed while you were giving it: nothing was changed. Look at what it grants now and try again.',
  'actions.staff.disableSelf': 'You cannot disable yourself. Ask another admin.',
  'actions.staff.alreadyDisabled': '{name} is already disabled.',
  'actions.staff.alreadyEnabled': '{name} is already enabled.',
  'actions.staff.disabled': '{name} is disabled and signed out everywhere.',
  'actions.staff.enabled': '{name} can sign in again.',
  'actions.staff.endOwnSessions': 'End your own sessions in Settings instead.',
  'actions.staff.signedOutEverywhere': '{name} is signed out everywhere.',
  'actions.staff.changeOwnPassword': 'Change your own password in Settings instead.',
  'actions.staff.passwordReset':
    "{name}'s password is reset and their sessions ended. Hand them this password; they choose their own at next sign-in.",
  'actions.staff.twoFactorReset': "{name}'s second factor is removed and their sessions ended.",
  'actions.staff.inviteRule': 'it works once, for {hours} hours, and is not shown again.',
  'actions.staff.inviteMailed': 'Invitation mailed to {email}. The link is also here to copy: {rule}',
  'actions.staff.inviteMailFailed':
    'Invitation for {email} created. Could not mail it: {reason}; copy the link and send it yourself: {rule}',
  'actions.staff.inviteCreated': 'Invitation for {email} created. Send them this link: {rule}',
  'actions.staff.unknownInvitation': 'Unknown invitation.',
  'actions.staff.invitationClosed': 'That invitation was already used or withdrawn.',
  'actions.staff.invitationWithdrawn': 'The invitation for {email} is withdrawn.',

  // Preferences
  'actions.settings.chooseTimeZone': 'Choose a time zone.',
  'actions.settings.timeZoneFromList': 'Choose a time zone from the list.',
  'actions.settings.languageFromList': 'Choose a language from the list.',
  'actions.settings.chooseTheme': 'Choose light, dark or system.',
  'actions.settings.saved': 'Preferences saved.',

  // Approvals
  'actions.approvals.unknownRequest': 'Unknown request.',
  'actions.approvals.gone': 'This request no longer exists.',
  'actions.approvals.wasRejected': 'This request was rejected.',
  'actions.approvals.approvedSoFar': 'Approved ({approvals} of {required}). It is sent after the next approval.',
  'actions.approvals.sayWhy': 'Say why you reject it.',
  'actions.approvals.rejected': 'Rejected. Nothing was sent to the API.',
  'actions.approvals.nothingToResend': 'This request is {status}; there is nothing to send again.',
  'actions.approvals.onlyApprovers': 'Only a member who may approve this request can send it again.',
  'actions.approvals.notConfirmed':
    'Approved, but the Merchant API did not confirm the {action}: {message} Send it again from this page; the same request is never carried out twice.',
  'actions.approvals.apiRefused': 'Approved, but the Merchant API refused it: {reason}',
  'actions.approvals.apiRefusedNoMessage': 'The API refused it.',
  'actions.approvals.sent': 'Approved and sent.',
  'actions.approvals.consoleFailed': 'Something went wrong in the console before the API answered.',
  'actions.approvals.unknownAction': 'Unknown action {action}.',
  'actions.approvals.heldPower':
    '{action} held for approval: it gives {what}. Another member who manages staff and holds all of it ({roles}) must approve it; nothing changed yet.',
  'actions.approvals.heldRoleEdit':
    'Role edit held for approval: {members} hold this role, and it would give them {what}. Another member who manages staff and holds all of it ({roles}) must approve it; nothing changed yet.',
  'actions.approvals.applied': 'Approved and applied.',
  'actions.approvals.notApplied': 'Approved, but the change could not be applied: {reason} Nothing changed.',
  'actions.approvals.powerStale': 'The member’s role changed after the request was made.',
  'actions.approvals.holdersStale':
    'Someone was given this role after the request was made: nothing was changed; ask again to name them.',
  'actions.approvals.grantsStale':
    'The role was given more power after the request was made: nothing was changed; ask again.',
  'actions.approvals.foundLanded': 'The first send had gone through: the API already has it. Nothing was sent again.',
  'actions.approvals.keyExpired':
    'This request was first sent more than 23 hours ago: the API no longer remembers its key, so sending it again could carry it out twice, and there is no reference to check it by. Check in the lists whether it went through, then make it again if it did not.',
  'actions.approvals.lookupFailed':
    'Could not check whether the first send went through ({message}). Nothing was sent again; try again later.',
  'actions.approvals.held':
    '{action} held for approval: it needs {count} from {roles} before it is sent. Nothing was sent to the API yet.',
  'actions.approvals.heldCount.one': 'one approval',
  'actions.approvals.heldCount.other': '{count} approvals',

  // Approval rules
  'actions.approvalRules.unknown': 'Unknown rule.',
  'actions.approvalRules.wholeMinorUnits':
    'For every other currency, enter the threshold as a whole number of minor units (cents), such as 0 or 1000000.',
  'actions.approvalRules.gone': 'This rule no longer exists.',
  'actions.approvalRules.deleted': 'Rule deleted.',
  'actions.approvalRules.saved': 'Rule saved.',
  'actions.approvalRules.created': 'Rule created.',
  'actions.approvalRules.chooseAction': 'Choose an action.',
  'actions.approvalRules.chooseMakerRole': 'Choose a role or “any role”.',
  'actions.approvalRules.chooseApprovals': 'Choose 1 or 2 approvals.',
  'actions.approvalRules.chooseApprovers': 'Choose the roles that approve.',
  'actions.approvalRules.atLeastOneApprover': 'Choose at least one role that approves.',
  'actions.approvalRules.enterHours': 'Enter a number of hours.',
  'actions.approvalRules.wholeHours': 'Enter whole hours.',
  'actions.approvalRules.minHours': 'At least 1 hour.',
  'actions.approvalRules.maxHours': 'At most 720 hours (30 days).',
  'actions.approvalRules.approverCannotMake':
    '{role} members cannot make this action, so they cannot approve it: choose among {roles}.',
  'actions.approvalRules.makerCannotMake': '{role} members cannot make this action.',

  // Developers
  'actions.developers.nameKey': 'Name the key after what uses it.',
  'actions.developers.chooseScope': 'Choose at least one scope.',
  'actions.developers.keyCreated': 'The API key is created. Copy its secret now: it is never shown again.',
  'actions.developers.unknownKey': 'Unknown API key.',
  'actions.developers.scopesBeyond':
    'A key cannot carry more than you hold (money permissions without a ceiling for write scopes): {what}.',
  'actions.developers.eventsBeyond': 'An endpoint cannot receive what you cannot read: {what}.',
  'actions.developers.keyRevoked': 'The key is revoked: its tokens stop working within seconds.',
  'actions.developers.chooseGrace': 'Choose a grace period.',
  'actions.developers.graceMax': 'The grace period is at most 24 hours.',
  'actions.developers.secretRotated': 'New secret issued. Copy it now: it is never shown again.',
  'actions.developers.enterUrl': 'Enter the URL events are sent to.',
  'actions.developers.httpUrl': 'Enter an http:// or https:// URL.',
  'actions.developers.endpointCreated':
    'The endpoint is created. Copy its signing secret now: it is not shown again here.',
  'actions.developers.unknownEndpoint': 'Unknown webhook endpoint.',
  'actions.developers.secretUnreadable': 'The secret could not be read. Try again.',
  'actions.developers.testSent': 'A test event is on its way; its delivery appears in the log below.',
  'actions.developers.endpointDisabled': 'The endpoint is disabled: nothing is sent to it.',
  'actions.developers.endpointEnabled': 'The endpoint is enabled again.',
  'actions.developers.unknownEvent': 'Unknown event.',
  'actions.developers.chooseEndpoint': 'Choose the endpoint to send it to.',
  'actions.developers.eventQueued': 'The event is queued to be sent again; its delivery appears below.',
};

export const staffActionsEsCO: Record<keyof typeof staffActionsEn, string> = {
  // Refusals before any action or route handler runs (lib/auth/session.ts)
  'actions.auth.sessionEnded': 'Tu sesión terminó. Inicia sesión de nuevo para continuar.',
  'actions.auth.forbidden': 'No tienes permiso para hacer esto. Pídeselo a un administrador si lo necesitas.',
  'actions.auth.enrolFirst': 'Primero configura el inicio de sesión en dos pasos: tu administrador lo exige.',
  'actions.auth.changePasswordFirst': 'Primero elige una contraseña nueva: un administrador restableció la tuya.',

  // Sign-in (worded in the sign-in page's language)
  'actions.signIn.enterCredentials': 'Escribe tu correo y tu contraseña.',
  'actions.signIn.throttled': 'Demasiados intentos fallidos. Inténtalo de nuevo en {wait}.',
  'actions.signIn.codeRequired':
    'Escribe el código de 6 dígitos de tu app de autenticación, o uno de tus códigos de recuperación.',
  'actions.signIn.invalidCode': 'Ese código es incorrecto o ya se usó. Escribe el código actual de tu app.',

  // New passwords (lib/auth/password-policy.ts) and the change-password form
  'actions.password.tooShort': 'Usa al menos {min} caracteres (ahora hay {length}).',
  'actions.password.common': 'Esta contraseña está en una lista de contraseñas comunes. Elige otra.',
  'actions.password.containsEmail': 'No uses tu correo electrónico en tu contraseña.',
  'actions.password.moreVariety': 'Usa más caracteres distintos.',
  'actions.password.enterCurrent': 'Escribe tu contraseña actual.',
  'actions.password.accountNotFound': 'No se encontró tu cuenta. Inicia sesión de nuevo.',
  'actions.password.newDiffer': 'Las dos contraseñas nuevas no coinciden.',
  'actions.password.wrongCurrent': 'Esa no es tu contraseña actual.',
  'actions.password.sameAsCurrent': 'Elige una contraseña distinta de la actual.',
  'actions.password.changed':
    'Contraseña cambiada. Tus sesiones terminaron en todas partes: inicia sesión de nuevo con la contraseña nueva.',

  // Accepting an invitation
  'actions.invite.enterName': 'Escribe tu nombre.',
  'actions.invite.passwordsDiffer': 'Las dos contraseñas no coinciden.',
  'actions.invite.welcome': 'Te damos la bienvenida. Inicia sesión como {email} con la contraseña que elegiste.',
  'actions.invite.emailTakenSignIn': 'Ya existe un miembro del equipo con este correo. Mejor inicia sesión.',

  // Two-factor sign-in
  'actions.twoFactor.enterCode': 'Escribe el código de 6 dígitos que muestra tu app.',
  'actions.twoFactor.enterTheCode': 'Escribe el código.',
  'actions.twoFactor.mismatch': 'Ese código no coincide. Revisa la hora de tu teléfono y escribe el código actual.',
  'actions.twoFactor.mismatchField': 'Ese código no coincide.',
  'actions.twoFactor.on': 'El inicio de sesión en dos pasos está activado.',
  'actions.twoFactor.chooseWho': 'Elige quién debe usar el inicio de sesión en dos pasos.',
  'actions.twoFactor.chooseRole': 'Elige al menos un rol.',
  'actions.twoFactor.optional': 'El inicio de sesión en dos pasos es opcional.',
  'actions.twoFactor.saved': 'Guardado. Los miembros a quienes aplica lo configuran al abrir su siguiente página.',

  // The member's own sessions
  'actions.session.unknown': 'Sesión desconocida.',
  'actions.session.ended': 'Sesión terminada.',
  'actions.session.alreadyEnded': 'Esa sesión ya había terminado.',
  'actions.session.othersEnded.one': 'Se terminó {count} sesión más.',
  'actions.session.othersEnded.other': 'Se terminaron {count} sesiones más.',

  // Staff management
  'actions.staff.chooseRole': 'Elige un rol.',
  'actions.staff.unknownMember': 'Miembro del equipo desconocido.',
  'actions.staff.gone': 'Ese miembro del equipo ya no existe.',
  'actions.staff.enterName': 'Escribe un nombre.',
  'actions.staff.passwordMin': 'Usa al menos {min} caracteres, o déjala vacía para generar una.',
  'actions.staff.emailTaken': 'Ya existe un miembro del equipo con este correo.',
  'actions.staff.created': '{name} ya puede iniciar sesión como {email}.',
  'actions.staff.createdWithPassword':
    '{name} ya puede iniciar sesión como {email}. Comparte la contraseña de abajo de forma segura: no se volverá a mostrar.',
  'actions.staff.ownRole': 'No puedes cambiar tu propio rol. Pídeselo a otro administrador.',
  'actions.staff.alreadyRole': '{name} ya tiene el rol {role}.',
  'actions.staff.roleChanged': '{name} ahora tiene el rol {role}. Sus sesiones abiertas terminaron.',
  'actions.staff.lastAdmin': 'Es el último administrador activo: primero haz administrador a otra persona.',
  'actions.staff.roleChangedMeanwhile':
    'El rol cambió mientras lo asignabas: no se cambió nada. Revisa lo que otorga ahora e inténtalo de nuevo.',
  'actions.staff.disableSelf': 'No puedes desactivarte a ti mismo. Pídeselo a otro administrador.',
  'actions.staff.alreadyDisabled': '{name} ya está desactivado.',
  'actions.staff.alreadyEnabled': '{name} ya está activado.',
  'actions.staff.disabled': '{name} quedó desactivado y se cerraron sus sesiones en todas partes.',
  'actions.staff.enabled': '{name} puede volver a iniciar sesión.',
  'actions.staff.endOwnSessions': 'Termina tus propias sesiones en Configuración.',
  'actions.staff.signedOutEverywhere': 'Se cerraron las sesiones de {name} en todas partes.',
  'actions.staff.changeOwnPassword': 'Cambia tu propia contraseña en Configuración.',
  'actions.staff.passwordReset':
    'Se restableció la contraseña de {name} y terminaron sus sesiones. Entrégale esta contraseña; elegirá la suya al iniciar sesión de nuevo.',
  'actions.staff.twoFactorReset': 'Se quitó el segundo factor de {name} y terminaron sus sesiones.',
  'actions.staff.inviteRule': 'funciona una sola vez, durante {hours} horas, y no se vuelve a mostrar.',
  'actions.staff.inviteMailed':
    'Invitación enviada por correo a {email}. El enlace también está aquí para copiarlo: {rule}',
  'actions.staff.inviteMailFailed':
    'Invitación para {email} creada. No se pudo enviar por correo: {reason}; copia el enlace y envíalo tú: {rule}',
  'actions.staff.inviteCreated': 'Invitación para {email} creada. Envíale este enlace: {rule}',
  'actions.staff.unknownInvitation': 'Invitación desconocida.',
  'actions.staff.invitationClosed': 'Esa invitación ya se usó o se retiró.',
  'actions.staff.invitationWithdrawn': 'Se retiró la invitación para {email}.',

  // Preferences
  'actions.settings.chooseTimeZone': 'Elige una zona horaria.',
  'actions.settings.timeZoneFromList': 'Elige una zona horaria de la lista.',
  'actions.settings.languageFromList': 'Elige un idioma de la lista.',
  'actions.settings.chooseTheme': 'Elige claro, oscuro o el del sistema.',
  'actions.settings.saved': 'Preferencias guardadas.',

  // Approvals
  'actions.approvals.unknownRequest': 'Solicitud desconocida.',
  'actions.approvals.gone': 'Esta solicitud ya no existe.',
  'actions.approvals.wasRejected': 'Esta solicitud fue rechazada.',
  'actions.approvals.approvedSoFar':
    'Aprobada ({approvals} de {required}). Se envía después de la siguiente aprobación.',
  'actions.approvals.sayWhy': 'Di por qué la rechazas.',
  'actions.approvals.rejected': 'Rechazada. No se envió nada a la API.',
  'actions.approvals.nothingToResend': 'Esta solicitud está en estado {status}; no hay nada que enviar de nuevo.',
  'actions.approvals.onlyApprovers': 'Solo un miembro que pueda aprobar esta solicitud puede enviarla de nuevo.',
  'actions.approvals.notConfirmed':
    'Aprobada, pero la API de comercios no confirmó la operación ({action}): {message} Envíala de nuevo desde esta página; la misma solicitud nunca se ejecuta dos veces.',
  'actions.approvals.apiRefused': 'Aprobada, pero la API de comercios la rechazó: {reason}',
  'actions.approvals.apiRefusedNoMessage': 'La API la rechazó.',
  'actions.approvals.sent': 'Aprobada y enviada.',
  'actions.approvals.consoleFailed': 'Algo falló en la consola antes de que la API respondiera.',
  'actions.approvals.foundLanded': 'El primer envío sí se hizo: la API ya lo tiene. No se envió de nuevo.',
  'actions.approvals.keyExpired':
    'Esta solicitud se envió por primera vez hace más de 23 horas: la API ya no recuerda su clave, así que enviarla de nuevo podría ejecutarla dos veces, y no tiene una referencia para comprobarlo. Revisa en las listas si se hizo y, si no, hazla de nuevo.',
  'actions.approvals.lookupFailed':
    'No se pudo comprobar si el primer envío se hizo ({message}). No se envió de nuevo; inténtalo más tarde.',
  'actions.approvals.unknownAction': 'Acción desconocida: {action}.',
  'actions.approvals.heldPower':
    '{action} retenido para aprobación: otorga {what}. Otro miembro que gestione el equipo y tenga todo eso ({roles}) debe aprobarlo; nada cambió todavía.',
  'actions.approvals.heldRoleEdit':
    'Edición del rol retenida para aprobación: {members} tienen este rol y les otorgaría {what}. Otro miembro que gestione el equipo y tenga todo eso ({roles}) debe aprobarla; nada cambió todavía.',
  'actions.approvals.applied': 'Aprobado y aplicado.',
  'actions.approvals.notApplied': 'Aprobado, pero el cambio no se pudo aplicar: {reason} Nada cambió.',
  'actions.approvals.powerStale': 'El rol del miembro cambió después de hacerse la solicitud.',
  'actions.approvals.holdersStale':
    'Alguien recibió este rol después de hacerse la solicitud: no se cambió nada; vuelve a pedirlo para que quede nombrado.',
  'actions.approvals.grantsStale':
    'El rol recibió más poder después de hacerse la solicitud: no se cambió nada; vuelve a pedirlo.',
  'actions.approvals.held':
    'Operación retenida para aprobación ({action}): necesita {count} de {roles} antes de enviarse. Todavía no se envió nada a la API.',
  'actions.approvals.heldCount.one': 'una aprobación',
  'actions.approvals.heldCount.other': '{count} aprobaciones',

  // Approval rules
  'actions.approvalRules.unknown': 'Regla desconocida.',
  'actions.approvalRules.wholeMinorUnits':
    'Para cualquier otra moneda, escribe el umbral como un número entero de unidades menores (centavos), por ejemplo 0 o 1000000.',
  'actions.approvalRules.gone': 'Esta regla ya no existe.',
  'actions.approvalRules.deleted': 'Regla eliminada.',
  'actions.approvalRules.saved': 'Regla guardada.',
  'actions.approvalRules.created': 'Regla creada.',
  'actions.approvalRules.chooseAction': 'Elige una acción.',
  'actions.approvalRules.chooseMakerRole': 'Elige un rol o “cualquier rol”.',
  'actions.approvalRules.chooseApprovals': 'Elige 1 o 2 aprobaciones.',
  'actions.approvalRules.chooseApprovers': 'Elige los roles que aprueban.',
  'actions.approvalRules.atLeastOneApprover': 'Elige al menos un rol que apruebe.',
  'actions.approvalRules.enterHours': 'Escribe un número de horas.',
  'actions.approvalRules.wholeHours': 'Escribe horas enteras.',
  'actions.approvalRules.minHours': 'Al menos 1 hora.',
  'actions.approvalRules.maxHours': 'Como máximo 720 horas (30 días).',
  'actions.approvalRules.approverCannotMake':
    'Los miembros {role} no pueden hacer esta acción, así que no pueden aprobarla: elige entre {roles}.',
  'actions.approvalRules.makerCannotMake': 'Los miembros {role} no pueden hacer esta acción.',

  // Developers
  'actions.developers.nameKey': 'Nombra la clave según lo que la usa.',
  'actions.developers.chooseScope': 'Elige al menos un permiso.',
  'actions.developers.keyCreated': 'La clave de API está creada. Copia su secreto ahora: nunca se vuelve a mostrar.',
  'actions.developers.unknownKey': 'Clave de API desconocida.',
  'actions.developers.scopesBeyond':
    'Una clave no puede llevar más de lo que tú tienes (permisos de dinero sin tope para los permisos de escritura): {what}.',
  'actions.developers.eventsBeyond': 'Un endpoint no puede recibir lo que tú no puedes leer: {what}.',
  'actions.developers.keyRevoked': 'La clave quedó revocada: sus tokens dejan de funcionar en segundos.',
  'actions.developers.chooseGrace': 'Elige un periodo de gracia.',
  'actions.developers.graceMax': 'El periodo de gracia es de máximo 24 horas.',
  'actions.developers.secretRotated': 'Se emitió un secreto nuevo. Cópialo ahora: nunca se vuelve a mostrar.',
  'actions.developers.enterUrl': 'Escribe la URL a la que se envían los eventos.',
  'actions.developers.httpUrl': 'Escribe una URL http:// o https://.',
  'actions.developers.endpointCreated':
    'El endpoint está creado. Copia su secreto de firma ahora: aquí no se vuelve a mostrar.',
  'actions.developers.unknownEndpoint': 'Endpoint de webhook desconocido.',
  'actions.developers.secretUnreadable': 'No se pudo leer el secreto. Inténtalo de nuevo.',
  'actions.developers.testSent': 'Un evento de prueba va en camino; su entrega aparece en el registro de abajo.',
  'actions.developers.endpointDisabled': 'El endpoint está desactivado: no se le envía nada.',
  'actions.developers.endpointEnabled': 'El endpoint está activado de nuevo.',
  'actions.developers.unknownEvent': 'Evento desconocido.',
  'actions.developers.chooseEndpoint': 'Elige el endpoint al que se enviará.',
  'actions.developers.eventQueued': 'El evento está en cola para enviarse de nuevo; su entrega aparece abajo.',
};
