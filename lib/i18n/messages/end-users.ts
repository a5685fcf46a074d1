/** Messages of end users: their list, detail page and create form, and the rules of that form. */
export const endUsersEn = {
  // List pages
  'list.end-users.description': 'Your customers: people and organizations who connect accounts and pay.',

  // End users
  'created.endUser': 'End user created',
  'created.openEndUser': 'Open the end user',
  'created.anotherEndUser': 'Create another end user',
  'endUser.error.firstName': 'Enter the first name.',
  'endUser.error.lastName': 'Enter the last name.',
  'endUser.error.organization': 'Enter the organization’s name.',
  'endUser.error.callingCode': 'Enter a calling code like 1 or +57.',
  'endUser.error.phone': 'Enter 4 to 20 digits.',
  'endUser.error.idType': 'Choose the ID type.',
  'endUser.error.idCountry': 'Use a 3-letter country code like USA or COL.',
  'endUser.error.idRequired': 'Required for merchants in Colombia.',
  'endUser.error.birthFuture': 'A date of birth cannot be in the future.',
  'endUser.error.country': 'Use a 3-letter country code.',
  'endUser.create': 'Create end user',
  'endUser.who': 'Who',
  'endUser.type': 'Type',
  'endUser.individual': 'Individual',
  'endUser.organization': 'Organization',
  'endUser.firstName': 'First name',
  'endUser.lastName': 'Last name',
  'endUser.legalNameOptional': 'Legal name (optional)',
  'endUser.belongsTo': 'Belongs to',
  'endUser.contact': 'Contact',
  'endUser.callingCode': 'Calling code',
  'endUser.phone': 'Phone number',
  'endUser.language': 'Language for notifications',
  'endUser.identity': 'Identity',
  'endUser.idRequiredColombia': 'The ID number is required for merchants in Colombia.',
  'endUser.idType': 'ID type',
  'endUser.idIssuedBy': 'Issued by (country)',
  'endUser.idIssuedByHint': '3 letters: USA, COL…',
  'endUser.idNumber': 'ID number',
  'endUser.idNumberOptional': 'ID number (optional)',
  'endUser.birthOptional': 'Date of birth (optional)',
  'endUser.addressOptional': 'Address (optional)',
  'endUser.address.line1': 'Address line 1',
  'endUser.address.line2': 'Address line 2',
  'endUser.address.line3': 'Address line 3',
  'endUser.address.city': 'City',
  'endUser.address.district': 'District',
  'endUser.address.state': 'State or department',
  'endUser.address.postalCode': 'Postal code',
  'endUser.address.country': 'Country (3 letters)',
  'endUser.notesSection': 'Notes, references and metadata',

  // Create page
  'new.end-users.description': 'A customer who will connect bank accounts and pay.',

  // Form rules (lib/forms/end-user.ts)
  'forms.error.firstName': 'Enter the first name.',
  'forms.error.lastName': 'Enter the last name.',
  'forms.error.organization': 'Enter the organization’s name.',
  'forms.error.organizationLegalName': 'Enter the organization’s legal name.',

  // Shared action fields: end users, links, plans
  'actions.endUser.error.country': 'Use a 3-letter country code like USA or COL.',
  'actions.endUser.error.birthFuture': 'A date of birth cannot be in the future.',
  'actions.endUser.error.type': 'Choose individual or organization.',

  // Create and change actions (payments, payouts, transfers, links, plans, end users, accounts)
  'actions.endUser.error.callingCode': 'Enter a calling code like 1 or +57.',
  'actions.endUser.error.idType': 'Choose the ID type.',
  'actions.endUser.created': 'End user created.',

  // Lists' empty states ("… yet", "… match these filters")
  'list.end-users.empty': 'No end users',
} as const;

export const endUsersEsCO: Record<keyof typeof endUsersEn, string> = {
  // List pages
  'list.end-users.description': 'Tus clientes: personas y organizaciones que conectan cuentas y pagan.',

  // End users
  'created.endUser': 'Usuario final creado',
  'created.openEndUser': 'Abrir el usuario final',
  'created.anotherEndUser': 'Crear otro usuario final',
  'endUser.error.firstName': 'Escribe el nombre.',
  'endUser.error.lastName': 'Escribe el apellido.',
  'endUser.error.organization': 'Escribe el nombre de la organización.',
  'endUser.error.callingCode': 'Escribe un indicativo como 1 o +57.',
  'endUser.error.phone': 'Escribe de 4 a 20 dígitos.',
  'endUser.error.idType': 'Elige el tipo de documento.',
  'endUser.error.idCountry': 'Usa un código de país de 3 letras como USA o COL.',
  'endUser.error.idRequired': 'Obligatorio para comercios en Colombia.',
  'endUser.error.birthFuture': 'La fecha de nacimiento no puede estar en el futuro.',
  'endUser.error.country': 'Usa un código de país de 3 letras.',
  'endUser.create': 'Crear usuario final',
  'endUser.who': 'Quién',
  'endUser.type': 'Tipo',
  'endUser.individual': 'Persona',
  'endUser.organization': 'Organización',
  'endUser.firstName': 'Nombre',
  'endUser.lastName': 'Apellido',
  'endUser.legalNameOptional': 'Razón social (opcional)',
  'endUser.belongsTo': 'Pertenece a',
  'endUser.contact': 'Contacto',
  'endUser.callingCode': 'Indicativo',
  'endUser.phone': 'Número de teléfono',
  'endUser.language': 'Idioma de las notificaciones',
  'endUser.identity': 'Identidad',
  'endUser.idRequiredColombia': 'El número de documento es obligatorio para comercios en Colombia.',
  'endUser.idType': 'Tipo de documento',
  'endUser.idIssuedBy': 'Expedido por (país)',
  'endUser.idIssuedByHint': '3 letras: USA, COL…',
  'endUser.idNumber': 'Número de documento',
  'endUser.idNumberOptional': 'Número de documento (opcional)',
  'endUser.birthOptional': 'Fecha de nacimiento (opcional)',
  'endUser.addressOptional': 'Dirección (opcional)',
  'endUser.address.line1': 'Dirección, línea 1',
  'endUser.address.line2': 'Dirección, línea 2',
  'endUser.address.line3': 'Dirección, línea 3',
  'endUser.address.city': 'Ciudad',
  'endUser.address.district': 'Barrio o localidad',
  'endUser.address.state': 'Estado o departamento',
  'endUser.address.postalCode': 'Código postal',
  'endUser.address.country': 'País (3 letras)',
  'endUser.notesSection': 'Notas, referencias y metadatos',

  // Create page
  'new.end-users.description': 'Un cliente que conectará cuentas bancarias y pagará.',

  // Form rules (lib/forms/end-user.ts)
  'forms.error.firstName': 'Escribe el nombre.',
  'forms.error.lastName': 'Escribe el apellido.',
  'forms.error.organization': 'Escribe el nombre de la organización.',
  'forms.error.organizationLegalName': 'Escribe la razón social de la organización.',

  // Shared action fields: end users, links, plans
  'actions.endUser.error.country': 'Usa un código de país de 3 letras como USA o COL.',
  'actions.endUser.error.birthFuture': 'La fecha de nacimiento no puede estar en el futuro.',
  'actions.endUser.error.type': 'Elige persona u organización.',

  // Create and change actions (payments, payouts, transfers, links, plans, end users, accounts)
  'actions.endUser.error.callingCode': 'Escribe un indicativo como 1 o +57.',
  'actions.endUser.error.idType': 'Elige el tipo de documento.',
  'actions.endUser.created': 'Usuario final creado.',

  // Lists' empty states ("… todavía", "… que coincidan con estos filtros")
  'list.end-users.empty': 'Sin usuarios finales',
};
