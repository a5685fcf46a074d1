/**
 * Messages of signing in and out (docs/staff-auth.md): single sign-on at sign-in, two-factor, accepting an
 * invitation, the member's own password and sessions.
 */
export const signInEn = {
  // Single sign-on at sign-in (docs/sso.md)
  'login.sso.button': 'Continue with {name}',
  'login.sso.or': 'or with your password',
  'login.sso.off': 'Single sign-on is not set up for this console.',
  'login.sso.down':
    '{name} is not answering, so single sign-on is unavailable right now. Try again in a moment; members with a password can still use it.',
  'login.sso.failed': 'Single sign-on did not complete. Try again.',
  'login.sso.noEmail':
    'Your identity provider did not give a verified email address, so the console cannot tell who you are.',
  'login.sso.network': 'Console sign-in is not allowed from your network. Ask an admin which networks are allowed.',
  'login.sso.noRole': 'Your account has no access to this console yet. Ask an admin to grant your group a role.',
  'login.sso.otherIdentity': 'This email is already linked to another identity at your provider. Ask an admin.',
  'login.sso.notLinkable':
    'Your provider’s account cannot be linked to the member with this email: the email is not verified or not at the single sign-on domain. Ask an admin.',
  'login.sso.ticketExpired': 'Your single sign-on has expired. Sign in again.',
  'login.sso.codeHeading': 'Enter your authentication code',
  'login.sso.codeIntro':
    'Your identity provider signed you in with one factor: confirm with the code from your authenticator app.',
  'login.sso.verify': 'Verify',
  'login.sso.startAgain': 'Start again',
  'login.error.ssoRequired':
    'Members at this email domain sign in with single sign-on: use the “Continue with” button above.',
  'login.error.network': 'Console sign-in is not allowed from your network. Ask an admin which networks are allowed.',

  // Refusals before any action or route handler runs (lib/auth/guards.ts)
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
  'twoFactor.title': 'Two-factor sign-in',
  'twoFactor.on': 'Two-factor sign-in is on. {left} of 10 recovery codes are unused.',
  'twoFactor.lostPhone': 'Lost your phone? Ask an admin to reset your second factor, or sign in with a recovery code.',
  'twoFactor.backToSettings': 'Back to settings',
  'twoFactor.required': 'Your admin requires two-factor sign-in. Set it up to continue.',
  'twoFactor.scan': 'Scan this code with an authenticator app (1Password, Google Authenticator, Authy…).',
  'twoFactor.enterCode': 'Enter the 6-digit code it shows.',
  'twoFactor.qrAlt': 'QR code for your authenticator app',
  'twoFactor.cannotScan': 'Cannot scan? Enter this key: {key}',
  'twoFactor.keepCodes':
    'Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are not shown again.',
  'twoFactor.continue': 'Continue to the console',
  'twoFactor.codeLabel': 'Code from your app',
  'twoFactor.checking': 'Checking…',
  'twoFactor.turnOn': 'Turn on two-factor sign-in',
  'twoFactor.policyLabel': 'Two-factor policy',
  'twoFactor.policy.none': 'Optional (members may turn it on)',
  'twoFactor.policy.all': 'Required for everybody',
  'twoFactor.policy.roles': 'Required for these roles:',
  'twoFactor.savePolicy': 'Save policy',

  // The member's own sessions
  'actions.session.unknown': 'Unknown session.',
  'actions.session.ended': 'Session ended.',
  'actions.session.alreadyEnded': 'That session had already ended.',
  'actions.session.othersEnded.one': '{count} other session ended.',
  'actions.session.othersEnded.other': '{count} other sessions ended.',

  // Sign-in
  'login.signIn': 'Sign in',
  'login.signingIn': 'Signing in…',
  'login.heading': 'Sign in to Merchant Console',
  'login.staffOnly': 'Staff access only. Ask an admin for an account.',
  'login.password': 'Password',
  'login.code': 'Authentication code',
  'login.codeHint': '6 digits from your app, or a recovery code.',
  'login.error.credentials': 'That email and password do not match. Check them and try again.',
  'login.error.throttled': 'Too many failed attempts. Wait a little and try again.',
  'login.error.disabled': 'This account is disabled. Ask an admin to enable it.',
  'login.error.unavailable': 'Sign-in is unavailable right now. Try again in a moment.',

  // Passwords
  'password.change': 'Change password',
  'password.changing': 'Changing…',
  'password.current': 'Current password',
  'password.new': 'New password',
  'password.newHint': 'At least 12 characters, not a common password.',
  'password.newAgain': 'New password again',
  'password.signInAgain': 'Sign in again',
  'password.chooseNew': 'Choose a new password',
  'password.resetByAdmin':
    'An admin reset your password. Choose your own to continue: the current password is the one they gave you.',

  // Invitations
  'invite.join': 'Join Merchant Console',
  'invite.invitedAsRole': 'You are invited as {email} ({role}). Choose your name and a password.',
  'invite.closed.unknown': 'This invitation link is not valid. Ask your admin for a new one.',
  'invite.closed.used': 'This invitation was already used. Sign in with the password chosen then.',
  'invite.closed.revoked': 'This invitation was withdrawn. Ask your admin for a new one.',
  'invite.closed.expired': 'This invitation has expired (links work for {hours} hours). Ask your admin for a new one.',
  'invite.acceptLabel': 'Accept the invitation',
  'invite.yourName': 'Your name',
  'invite.passwordAgain': 'Password again',
  'invite.creatingAccess': 'Creating your access…',
  'invite.joinConsole': 'Join the console',
  'invite.formLabel': 'Invite a staff member',
  'invite.submit': 'Invite',
  'invite.inviting': 'Inviting…',
  'invite.copyLink': 'Copy link',
  'invite.withdraw': 'Withdraw',
  'invite.withdrawFor': 'Withdraw the invitation for {email}',
  'invite.withdrawing': 'Withdrawing…',

  // Settings: password, sessions, two-factor
  'settings.passwordDescription': 'Changing it signs you out everywhere, this browser included.',
  'settings.sessions': 'Sessions',
  'settings.sessionsDescription':
    'Where you are signed in. Ending a session signs that browser out on its next request.',
  'settings.yourSessions': 'Your sessions',
  'settings.thisBrowser': 'This browser',
  'settings.sessionLine': '{ip} · signed in {signedIn} · last seen {lastSeen}',
  'settings.ipUnknown': 'IP unknown',
  'settings.endSession': 'End session',
  'settings.endOtherSessions': 'End all other sessions',
  'settings.ending': 'Ending…',
  'settings.device': '{browser} on {os}',
  'settings.device.unknown': 'Unknown device',
  'settings.device.browser': 'Browser',
  'settings.device.unknownSystem': 'an unknown system',
  'settings.twoFactorDescription': 'A code from an authenticator app at every sign-in, with ten recovery codes.',
  'settings.twoFactorLink': 'Set up or review two-factor sign-in',
} as const;

export const signInEsCO: Record<keyof typeof signInEn, string> = {
  // Single sign-on at sign-in (docs/sso.md)
  'login.sso.button': 'Continuar con {name}',
  'login.sso.or': 'o con tu contraseña',
  'login.sso.off': 'El inicio de sesión único no está configurado en esta consola.',
  'login.sso.down':
    '{name} no responde, así que el inicio de sesión único no está disponible ahora. Inténtalo de nuevo en un momento; quienes tienen contraseña pueden seguir usándola.',
  'login.sso.failed': 'El inicio de sesión único no terminó. Inténtalo de nuevo.',
  'login.sso.noEmail':
    'Tu proveedor de identidad no entregó un correo verificado, así que la consola no sabe quién eres.',
  'login.sso.network':
    'No se permite iniciar sesión en la consola desde tu red. Pregunta a un administrador qué redes se permiten.',
  'login.sso.noRole':
    'Tu cuenta aún no tiene acceso a esta consola. Pide a un administrador que asigne un rol a tu grupo.',
  'login.sso.otherIdentity':
    'Este correo ya está vinculado a otra identidad de tu proveedor. Pregunta a un administrador.',
  'login.sso.notLinkable':
    'La cuenta de tu proveedor no se puede vincular al miembro con este correo: el correo no está verificado o no es del dominio de inicio de sesión único. Pregunta a un administrador.',
  'login.sso.ticketExpired': 'Tu inicio de sesión único expiró. Inicia sesión de nuevo.',
  'login.sso.codeHeading': 'Escribe tu código de autenticación',
  'login.sso.codeIntro':
    'Tu proveedor de identidad te autenticó con un solo factor: confirma con el código de tu app de autenticación.',
  'login.sso.verify': 'Verificar',
  'login.sso.startAgain': 'Empezar de nuevo',
  'login.error.ssoRequired':
    'Los miembros con correo de este dominio inician sesión con inicio de sesión único: usa el botón “Continuar con” de arriba.',
  'login.error.network':
    'No se permite iniciar sesión en la consola desde tu red. Pregunta a un administrador qué redes se permiten.',

  // Refusals before any action or route handler runs (lib/auth/guards.ts)
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
  'twoFactor.title': 'Inicio de sesión en dos pasos',
  'twoFactor.on': 'El inicio de sesión en dos pasos está activado. {left} de 10 códigos de recuperación sin usar.',
  'twoFactor.lostPhone':
    '¿Perdiste tu teléfono? Pide a un administrador que restablezca tu segundo factor, o inicia sesión con un código de recuperación.',
  'twoFactor.backToSettings': 'Volver a la configuración',
  'twoFactor.required': 'Tu administrador exige el inicio de sesión en dos pasos. Configúralo para continuar.',
  'twoFactor.scan': 'Escanea este código con una app de autenticación (1Password, Google Authenticator, Authy…).',
  'twoFactor.enterCode': 'Escribe el código de 6 dígitos que muestra.',
  'twoFactor.qrAlt': 'Código QR para tu app de autenticación',
  'twoFactor.cannotScan': '¿No puedes escanearlo? Escribe esta clave: {key}',
  'twoFactor.keepCodes':
    'Guarda estos códigos de recuperación en un lugar seguro. Cada uno te permite iniciar sesión una vez si pierdes tu teléfono. No se vuelven a mostrar.',
  'twoFactor.continue': 'Continuar a la consola',
  'twoFactor.codeLabel': 'Código de tu app',
  'twoFactor.checking': 'Verificando…',
  'twoFactor.turnOn': 'Activar el inicio de sesión en dos pasos',
  'twoFactor.policyLabel': 'Política de inicio de sesión en dos pasos',
  'twoFactor.policy.none': 'Opcional (los miembros pueden activarlo)',
  'twoFactor.policy.all': 'Obligatorio para todos',
  'twoFactor.policy.roles': 'Obligatorio para estos roles:',
  'twoFactor.savePolicy': 'Guardar la política',

  // The member's own sessions
  'actions.session.unknown': 'Sesión desconocida.',
  'actions.session.ended': 'Sesión terminada.',
  'actions.session.alreadyEnded': 'Esa sesión ya había terminado.',
  'actions.session.othersEnded.one': 'Se terminó {count} sesión más.',
  'actions.session.othersEnded.other': 'Se terminaron {count} sesiones más.',

  // Sign-in
  'login.signIn': 'Iniciar sesión',
  'login.signingIn': 'Iniciando sesión…',
  'login.heading': 'Inicia sesión en Merchant Console',
  'login.staffOnly': 'Acceso solo para el equipo. Pide una cuenta a un administrador.',
  'login.password': 'Contraseña',
  'login.code': 'Código de autenticación',
  'login.codeHint': '6 dígitos de tu app, o un código de recuperación.',
  'login.error.credentials': 'El correo y la contraseña no coinciden. Revísalos e inténtalo de nuevo.',
  'login.error.throttled': 'Demasiados intentos fallidos. Espera un poco e inténtalo de nuevo.',
  'login.error.disabled': 'Esta cuenta está desactivada. Pide a un administrador que la active.',
  'login.error.unavailable':
    'El inicio de sesión no está disponible en este momento. Inténtalo de nuevo en un momento.',

  // Passwords
  'password.change': 'Cambiar la contraseña',
  'password.changing': 'Cambiando…',
  'password.current': 'Contraseña actual',
  'password.new': 'Contraseña nueva',
  'password.newHint': 'Al menos 12 caracteres, y que no sea una contraseña común.',
  'password.newAgain': 'Repite la contraseña nueva',
  'password.signInAgain': 'Vuelve a iniciar sesión',
  'password.chooseNew': 'Elige una contraseña nueva',
  'password.resetByAdmin':
    'Un administrador restableció tu contraseña. Elige la tuya para continuar: la contraseña actual es la que te dio.',

  // Invitations
  'invite.join': 'Únete a Merchant Console',
  'invite.invitedAsRole': 'Te invitaron como {email} ({role}). Elige tu nombre y una contraseña.',
  'invite.closed.unknown': 'Este enlace de invitación no es válido. Pide uno nuevo a tu administrador.',
  'invite.closed.used': 'Esta invitación ya se usó. Inicia sesión con la contraseña que elegiste entonces.',
  'invite.closed.revoked': 'Esta invitación fue retirada. Pide una nueva a tu administrador.',
  'invite.closed.expired':
    'Esta invitación venció (los enlaces funcionan {hours} horas). Pide una nueva a tu administrador.',
  'invite.acceptLabel': 'Aceptar la invitación',
  'invite.yourName': 'Tu nombre',
  'invite.passwordAgain': 'Repite la contraseña',
  'invite.creatingAccess': 'Creando tu acceso…',
  'invite.joinConsole': 'Unirme a la consola',
  'invite.formLabel': 'Invitar a un miembro del equipo',
  'invite.submit': 'Invitar',
  'invite.inviting': 'Invitando…',
  'invite.copyLink': 'Copiar enlace',
  'invite.withdraw': 'Retirar',
  'invite.withdrawFor': 'Retirar la invitación de {email}',
  'invite.withdrawing': 'Retirando…',

  // Settings: password, sessions, two-factor
  'settings.passwordDescription': 'Cambiarla cierra tu sesión en todas partes, también en este navegador.',
  'settings.sessions': 'Sesiones',
  'settings.sessionsDescription':
    'Dónde tienes la sesión iniciada. Terminar una sesión la cierra en ese navegador en su siguiente solicitud.',
  'settings.yourSessions': 'Tus sesiones',
  'settings.thisBrowser': 'Este navegador',
  'settings.sessionLine': '{ip} · inició sesión {signedIn} · última actividad {lastSeen}',
  'settings.ipUnknown': 'IP desconocida',
  'settings.endSession': 'Terminar sesión',
  'settings.endOtherSessions': 'Terminar todas las demás sesiones',
  'settings.ending': 'Terminando…',
  'settings.device': '{browser} en {os}',
  'settings.device.unknown': 'Dispositivo desconocido',
  'settings.device.browser': 'Navegador',
  'settings.device.unknownSystem': 'un sistema desconocido',
  'settings.twoFactorDescription':
    'Un código de una app de autenticación en cada inicio de sesión, con diez códigos de recuperación.',
  'settings.twoFactorLink': 'Configurar o revisar el inicio de sesión en dos pasos',
};
