/**
 * Messages of the staff pages outside the resource lists: sign-in, invitations, two-factor, password,
 * settings, staff, approvals, the audit log and search (issue 11). Spread into ../en.ts and ../es-CO.ts.
 */
export const staffEn = {
  'app.description': 'Back office for merchant payments',

  // Search page
  'search.pageDescription': 'Find a record by its id, code or primary reference, or everything of an end user by email.',
  'search.inputLabel': 'Id, code, reference or email',
  'search.inputPlaceholder': 'trx_…, PAY-…, INV-2026-0042, ana@example.com',
  'search.submit': 'Search',
} as const;

export const staffEsCO: Record<keyof typeof staffEn, string> = {
  'app.description': 'Administración de los pagos de comercios',

  // Search page
  'search.pageDescription': 'Encuentra un registro por su id, código o referencia principal, o todo lo de un usuario final por su correo.',
  'search.inputLabel': 'Id, código, referencia o correo',
  'search.inputPlaceholder': 'trx_…, PAY-…, INV-2026-0042, ana@ejemplo.com',
  'search.submit': 'Buscar',
};
