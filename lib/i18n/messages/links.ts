/** Messages of Connect and Checkout links: their lists, detail pages and create forms, appearance and introduction. */
export const linksEn = {
  // List pages
  'list.connect-links.description': 'Hosted pages on which your customers connect a bank account.',
  'list.checkout-links.description': 'Hosted payment pages, each bound to one payment.',

  // Created links
  'created.connectLink': 'Connect link created',
  'created.checkoutLink': 'Checkout link created',
  'created.openConnectLink': 'Open the connect link',
  'created.openCheckoutLink': 'Open the checkout link',
  'created.anotherConnectLink': 'Create another connect link',
  'created.anotherCheckoutLink': 'Create another checkout link',
  'created.qrConnectLink': 'QR code of the connect link',
  'created.qrCheckoutLink': 'QR code of the checkout link',
  'links.expires': 'Expires',
  'links.never': 'Never',
  'links.address': 'Address for the end user',
  'links.copyAddress': 'Copy address',
  'links.addressWarning': 'Anyone with this address can open the page: send it only to the end user.',

  // Link forms
  'links.existingEndUser': 'An existing end user',
  'links.newEndUser': 'A new end user',
  'links.newEndUserHint': 'Created together with the link.',
  'links.legalName': 'Organization’s legal name',
  'links.emailOptional': 'Email (optional)',
  'links.none': 'None',
  'links.idCountry': 'ID country',
  'links.idCountryHint': '3 letters',
  'links.institution': 'Preselected institution',
  'links.institutionOptional': 'Preselected institution (optional)',
  'links.language': 'Language of the page',
  'links.redirect': 'Redirect address (optional)',
  'links.redirectHint':
    'Where the end user goes when done: an http(s) address; the result is appended as URL parameters.',
  'links.skipConfirmation': 'Skip the confirmation page',
  'links.skipConfirmationHint': 'Send the end user straight to the redirect address (which is then required).',
  'links.expiresOptional': 'Expires (optional)',
  'links.expiresHint': 'In your time zone, {zone}. Empty: the link does not expire.',
  'links.error.title': 'Enter the title of the page.',
  'links.title': 'Title',
  'links.reviewCheckout': 'Review the checkout link',
  'links.reviewCheckoutNote': 'Create a page asking {customer} to pay {amount} ({currency})?',
  'links.thenGoesTo': 'Then goes to',
  'links.createCheckout': 'Create checkout link',
  'links.whoPays': 'Who pays',
  'links.thePage': 'The page',
  'links.subtitle': 'Text under the title (optional)',
  'links.thePayment': 'The payment',
  'links.paymentDescription': 'Payment description (optional)',
  'links.paymentDescriptionHint': 'Shown on receipts; empty: the title.',
  'links.appearance': 'Appearance',
  'links.appearanceDefaultsShown': 'Empty colours use the defaults shown.',
  'links.appearancePageDefaults': 'Empty colours use the page’s defaults.',
  'links.behaviour': 'Behaviour',
  'links.introText': 'Introduction text',
  'links.createConnect': 'Create connect link',
  'links.whoFor': 'Who it is for',
  'links.forMerchantHint': 'The introduction must name this merchant.',
  'links.introduction': 'Introduction',
  'links.introTextHint': 'The first thing the end user reads.',
  'links.introRules': 'Rules for the introduction text',
  'links.ruleMet': 'Met: ',
  'links.ruleNotMet': 'Not met yet: ',
  'links.connectYourBank': 'Connect your bank',

  // Create pages
  'new.checkout-links.description':
    'A hosted page where your customer pays one payment. You get its address and QR code.',
  'new.connect-links.description':
    'A hosted page where your customer connects a bank account. You get its address and QR code.',

  // Introduction text (lib/forms/field-rules.ts)
  'forms.introText.length': '{min} to {max} characters ({length} now)',
  'forms.introText.merchant': 'Contains the merchant name “{merchant}”',
  'forms.introText.merchantByApi': 'Contains the merchant’s registered name (checked by the API)',
  'forms.introText.service': 'Contains the service name “{service}”',
  'forms.error.introText': 'Enter the introduction text.',
  'forms.error.introText.length': 'Must be {min} to {max} characters ({length} now).',
  'forms.error.introText.merchant': 'Must be contains the merchant name “{merchant}”.',
  'forms.error.introText.service': 'Must be contains the service name “{service}”.',
  'forms.error.introText.lengthMerchant':
    'Must be {min} to {max} characters ({length} now); contains the merchant name “{merchant}”.',
  'forms.error.introText.lengthService':
    'Must be {min} to {max} characters ({length} now); contains the service name “{service}”.',
  'forms.error.introText.merchantService':
    'Must be contains the merchant name “{merchant}”; contains the service name “{service}”.',
  'forms.error.introText.all':
    'Must be {min} to {max} characters ({length} now); contains the merchant name “{merchant}”; contains the service name “{service}”.',

  // Form rules of the link forms
  'forms.error.endUserChoice': 'Choose an end user, or create a new one.',
  'forms.error.redirectNeeded': 'Enter the address to send the end user to, or untick “Skip the confirmation page”.',
  'forms.error.institutionId': 'Use an institution id (ins_…).',

  // Shared action fields: end users, links, plans
  'actions.links.error.institution': 'Choose an institution.',

  // Create and change actions (payments, payouts, transfers, links, plans, end users, accounts)
  'actions.links.error.title': 'Enter the title of the page.',
  'actions.checkoutLink.created': 'Checkout link created. Send the end user this address.',
  'actions.connectLink.created': 'Connect link created. Send the end user this address.',

  // Lists' empty states ("… yet", "… match these filters")
  'list.connect-links.empty': 'No connect links',
  'list.checkout-links.empty': 'No checkout links',

  // Connect and checkout links
  'links.link': 'Link',
  'links.expired': 'Expired',
  'links.expiredOn': 'Expired',
  'links.expiresOn': 'Expires',
  'links.expiredWarning': 'This link has expired: an end user who opens it sees an error.',
  'links.urlOf': '{what} URL',
  'links.copyLink': 'Copy link',
  'links.inNewTab': ' the {whatLower} in a new tab',
  'links.qrOf': 'QR code of the {whatLower} URL',
  'links.noExpiry': 'Does not expire.',
  'links.noUrl': 'The API returned no URL for this link.',
  'links.noPayment': 'The API returned no payment for this link.',
  'links.defaultLanguage': 'Default language',
  'links.defaultInstitution': 'Default institution',
  'links.redirectUrl': 'Redirect URL',
  'links.customConfirmation': 'Custom confirmation page',
  'links.notYet': 'Not yet',
  'links.noIntro': 'None.',
  'links.branding': 'Branding',
  'links.defaultColour': 'Default',
  'colour.background': 'Background',
  'colour.sidebarBackground': 'Sidebar background',
  'colour.sidebarText': 'Sidebar text',
  'colour.contentBackground': 'Content background',
  'colour.contentText': 'Content text',
  'colour.button': 'Button',
  'colour.buttonText': 'Button text',
} as const;

export const linksEsCO: Record<keyof typeof linksEn, string> = {
  // List pages
  'list.connect-links.description': 'Páginas alojadas en las que tus clientes conectan una cuenta bancaria.',
  'list.checkout-links.description': 'Páginas de pago alojadas, cada una ligada a un pago.',

  // Created links
  'created.connectLink': 'Enlace de conexión creado',
  'created.checkoutLink': 'Enlace de pago creado',
  'created.openConnectLink': 'Abrir el enlace de conexión',
  'created.openCheckoutLink': 'Abrir el enlace de pago',
  'created.anotherConnectLink': 'Crear otro enlace de conexión',
  'created.anotherCheckoutLink': 'Crear otro enlace de pago',
  'created.qrConnectLink': 'Código QR del enlace de conexión',
  'created.qrCheckoutLink': 'Código QR del enlace de pago',
  'links.expires': 'Vence',
  'links.never': 'Nunca',
  'links.address': 'Dirección para el usuario final',
  'links.copyAddress': 'Copiar dirección',
  'links.addressWarning': 'Cualquiera con esta dirección puede abrir la página: envíala solo al usuario final.',

  // Link forms
  'links.existingEndUser': 'Un usuario final existente',
  'links.newEndUser': 'Un usuario final nuevo',
  'links.newEndUserHint': 'Se crea junto con el enlace.',
  'links.legalName': 'Razón social de la organización',
  'links.emailOptional': 'Correo electrónico (opcional)',
  'links.none': 'Ninguno',
  'links.idCountry': 'País del documento',
  'links.idCountryHint': '3 letras',
  'links.institution': 'Institución preseleccionada',
  'links.institutionOptional': 'Institución preseleccionada (opcional)',
  'links.language': 'Idioma de la página',
  'links.redirect': 'Dirección de redirección (opcional)',
  'links.redirectHint':
    'A dónde va el usuario final al terminar: una dirección http(s); el resultado se agrega como parámetros de URL.',
  'links.skipConfirmation': 'Omitir la página de confirmación',
  'links.skipConfirmationHint':
    'Envía al usuario final directo a la dirección de redirección (que entonces es obligatoria).',
  'links.expiresOptional': 'Vence (opcional)',
  'links.expiresHint': 'En tu zona horaria, {zone}. Vacío: el enlace no vence.',
  'links.error.title': 'Escribe el título de la página.',
  'links.title': 'Título',
  'links.reviewCheckout': 'Revisa el enlace de pago',
  'links.reviewCheckoutNote': '¿Crear una página que le pida a {customer} pagar {amount} ({currency})?',
  'links.thenGoesTo': 'Luego va a',
  'links.createCheckout': 'Crear enlace de pago',
  'links.whoPays': 'Quién paga',
  'links.thePage': 'La página',
  'links.subtitle': 'Texto debajo del título (opcional)',
  'links.thePayment': 'El pago',
  'links.paymentDescription': 'Descripción del pago (opcional)',
  'links.paymentDescriptionHint': 'Aparece en los comprobantes; vacío: el título.',
  'links.appearance': 'Apariencia',
  'links.appearanceDefaultsShown': 'Los colores vacíos usan los predeterminados que se muestran.',
  'links.appearancePageDefaults': 'Los colores vacíos usan los predeterminados de la página.',
  'links.behaviour': 'Comportamiento',
  'links.introText': 'Texto de introducción',
  'links.createConnect': 'Crear enlace de conexión',
  'links.whoFor': 'Para quién es',
  'links.forMerchantHint': 'La introducción debe nombrar a este comercio.',
  'links.introduction': 'Introducción',
  'links.introTextHint': 'Lo primero que lee el usuario final.',
  'links.introRules': 'Reglas del texto de introducción',
  'links.ruleMet': 'Cumplida: ',
  'links.ruleNotMet': 'Aún sin cumplir: ',
  'links.connectYourBank': 'Conecta tu banco',

  // Create pages
  'new.checkout-links.description':
    'Una página alojada donde tu cliente paga un pago. Recibes su dirección y su código QR.',
  'new.connect-links.description':
    'Una página alojada donde tu cliente conecta una cuenta bancaria. Recibes su dirección y su código QR.',

  // Introduction text (lib/forms/field-rules.ts)
  'forms.introText.length': 'De {min} a {max} caracteres (ahora hay {length})',
  'forms.introText.merchant': 'Contiene el nombre del comercio “{merchant}”',
  'forms.introText.merchantByApi': 'Contiene el nombre registrado del comercio (lo revisa la API)',
  'forms.introText.service': 'Contiene el nombre del servicio “{service}”',
  'forms.error.introText': 'Escribe el texto de introducción.',
  'forms.error.introText.length': 'Debe tener de {min} a {max} caracteres (ahora hay {length}).',
  'forms.error.introText.merchant': 'Debe contener el nombre del comercio “{merchant}”.',
  'forms.error.introText.service': 'Debe contener el nombre del servicio “{service}”.',
  'forms.error.introText.lengthMerchant':
    'Debe tener de {min} a {max} caracteres (ahora hay {length}) y contener el nombre del comercio “{merchant}”.',
  'forms.error.introText.lengthService':
    'Debe tener de {min} a {max} caracteres (ahora hay {length}) y contener el nombre del servicio “{service}”.',
  'forms.error.introText.merchantService':
    'Debe contener el nombre del comercio “{merchant}” y el nombre del servicio “{service}”.',
  'forms.error.introText.all':
    'Debe tener de {min} a {max} caracteres (ahora hay {length}) y contener el nombre del comercio “{merchant}” y el nombre del servicio “{service}”.',

  // Form rules of the link forms
  'forms.error.endUserChoice': 'Elige un usuario final o crea uno nuevo.',
  'forms.error.redirectNeeded':
    'Escribe la dirección a la que se envía al usuario final, o desmarca “Omitir la página de confirmación”.',
  'forms.error.institutionId': 'Usa un id de institución (ins_…).',

  // Shared action fields: end users, links, plans
  'actions.links.error.institution': 'Elige una institución.',

  // Create and change actions (payments, payouts, transfers, links, plans, end users, accounts)
  'actions.links.error.title': 'Escribe el título de la página.',
  'actions.checkoutLink.created': 'Enlace de pago creado. Envíale esta dirección al usuario final.',
  'actions.connectLink.created': 'Enlace de conexión creado. Envíale esta dirección al usuario final.',

  // Lists' empty states ("… todavía", "… que coincidan con estos filtros")
  'list.connect-links.empty': 'Sin enlaces de conexión',
  'list.checkout-links.empty': 'Sin enlaces de pago',

  // Connect and checkout links
  'links.link': 'Enlace',
  'links.expired': 'Vencido',
  'links.expiredOn': 'Venció el',
  'links.expiresOn': 'Vence el',
  'links.expiredWarning': 'Este enlace venció: el usuario final que lo abra verá un error.',
  'links.urlOf': '{what}: URL',
  'links.copyLink': 'Copiar enlace',
  'links.inNewTab': ' el {whatLower} en una pestaña nueva',
  'links.qrOf': 'Código QR de la URL del {whatLower}',
  'links.noExpiry': 'No vence.',
  'links.noUrl': 'La API no devolvió ninguna URL para este enlace.',
  'links.noPayment': 'La API no devolvió ningún pago para este enlace.',
  'links.defaultLanguage': 'Idioma predeterminado',
  'links.defaultInstitution': 'Institución predeterminada',
  'links.redirectUrl': 'URL de redirección',
  'links.customConfirmation': 'Página de confirmación propia',
  'links.notYet': 'Todavía no',
  'links.noIntro': 'Ninguno.',
  'links.branding': 'Marca',
  'links.defaultColour': 'Predeterminado',
  'colour.background': 'Fondo',
  'colour.sidebarBackground': 'Fondo de la barra lateral',
  'colour.sidebarText': 'Texto de la barra lateral',
  'colour.contentBackground': 'Fondo del contenido',
  'colour.contentText': 'Texto del contenido',
  'colour.button': 'Botón',
  'colour.buttonText': 'Texto del botón',
};
