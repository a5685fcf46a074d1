/** Messages of the audit log and its export (docs/audit.md). */
export const auditEn = {
  // Export
  'audit.export': 'Export',
  'audit.exportCsv': 'Export CSV',
  'audit.exportJsonl': 'Export JSON Lines',

  // Audit log
  'audit.description': 'Every sign-in and every change made in the console, newest first. Times in {zone}.',
  'audit.actor': 'Staff member',
  'audit.anyone': 'Anyone',
  'audit.anyAction': 'Any action',
  'audit.outcome': 'Outcome',
  'audit.anyOutcome': 'Any outcome',
  'audit.outcome.success': 'success',
  'audit.outcome.failure': 'failure',
  'audit.outcome.denied': 'denied',
  'audit.targetStartsWith': 'Target id starts with',
  'audit.from': 'From ({zone})',
  'audit.to': 'To ({zone})',
  'audit.noMatch': 'No entries match these filters',
  'audit.empty': 'Nothing has been recorded yet',
  'audit.clearTheFilters': 'Clear the filters',
  'audit.entries': 'Audit log entries',
  'audit.caption': 'Audit log entries, page {page}',
  'audit.target': 'Target',
  'audit.details': 'Details',
  'audit.unknownActor': 'Unknown',
  'audit.apiActor': 'Merchant API',
  'audit.apiClient': 'API client',
  'audit.page': 'Page {page}',
  'audit.ip': 'ip',
  'audit.request': 'request',
} as const;

export const auditEsCO: Record<keyof typeof auditEn, string> = {
  // Export
  'audit.export': 'Exportar',
  'audit.exportCsv': 'Exportar CSV',
  'audit.exportJsonl': 'Exportar JSON Lines',

  // Audit log
  'audit.description':
    'Cada inicio de sesión y cada cambio hecho en la consola, los más recientes primero. Horas en {zone}.',
  'audit.actor': 'Miembro del equipo',
  'audit.anyone': 'Cualquiera',
  'audit.anyAction': 'Cualquier acción',
  'audit.outcome': 'Resultado',
  'audit.anyOutcome': 'Cualquier resultado',
  'audit.outcome.success': 'éxito',
  'audit.outcome.failure': 'fallo',
  'audit.outcome.denied': 'denegado',
  'audit.targetStartsWith': 'El id del objetivo empieza por',
  'audit.from': 'Desde ({zone})',
  'audit.to': 'Hasta ({zone})',
  'audit.noMatch': 'Ninguna entrada coincide con estos filtros',
  'audit.empty': 'Todavía no se ha registrado nada',
  'audit.clearTheFilters': 'Quitar los filtros',
  'audit.entries': 'Entradas del registro de auditoría',
  'audit.caption': 'Entradas del registro de auditoría, página {page}',
  'audit.target': 'Objetivo',
  'audit.details': 'Detalles',
  'audit.unknownActor': 'Desconocido',
  'audit.apiActor': 'API de pagos',
  'audit.apiClient': 'Cliente de la API',
  'audit.page': 'Página {page}',
  'audit.ip': 'ip',
  'audit.request': 'solicitud',
};
