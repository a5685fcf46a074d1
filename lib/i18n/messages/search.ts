/** Messages of search (docs/search.md): the search page, its results and the command palette's hits. */
export const searchEn = {
  // The command palette's hits
  'palette.matchedBy.id': 'id',
  'palette.matchedBy.code': 'code',
  'palette.matchedBy.reference': 'reference',
  'palette.matchedBy.email': 'email',
  'palette.openById': 'Open {id}',

  // Search page (the search box without JavaScript)
  'search.title': 'Search',
  'search.description': 'Objects whose id, code, reference or email matches what you typed.',
  'search.empty': 'Type an id (trx_…, acc_…), a code (PAY-…), a reference or an email.',
  'search.pageDescription':
    'Find people, accounts, payments and more by name, email, amount, last 4, reference, description or id.',
  'search.inputLabel': 'Id, code, reference or email',
  'search.inputPlaceholder': 'mary 24.00, ana@exa, 4821, INV-2026, status:failed',
  'search.submit': 'Search',
  'search.syntax':
    'Names forgive a typo or two. Compare amounts and dates: amount>100, amount<=50, amount:50..100, date>2026-11-01, date:2026-11-01..2026-11-30; narrow with status:failed or type:refund.',

  // Search and pickers (lib/search, lib/forms)
  'actions.search.connectLinkFor': 'Connect link for {name}',
  'actions.search.failed': 'The search failed.',

  // Search results
  'searchResults.byId': 'by id',
  'searchResults.byEmail': 'by end user email',
  'searchResults.byCodeOrReference': 'by exact code or primary reference',
  'searchResults.emptyHint':
    'Ids start with trx_, acc_, eur_, clk_, chk_ (or chl_) and rcp_. Codes and references must match exactly; emails find end users and everything that is theirs.',
  'searchResults.noPage': 'The console has no page for {prefix}_ ids',
  'searchResults.noPageHint': 'Search for a transaction, account, end user, link or recurring plan.',
  'searchResults.noMatches': 'No matches',
  'searchResults.matches.one': '{count} match',
  'searchResults.matches.other': '{count} matches',
  'searchResults.notSearched': 'Not searched (the API does not list them): {lists}.',
  'searchResults.nothingFound': 'Nothing found',
  'searchResults.nothingFoundHint':
    'Check the id, or search by an exact code, primary reference or the end user’s email.',
  'searchResults.groupFailed': '{title} could not be searched',
  'searchResults.bySearch': 'by name, email, amount, last 4, reference or description',
  'searchResults.links': 'Links',
  'searchResults.seeAll': 'See all {count}',
  'searchResults.seeAllMore': 'See all (more than {count})',
  'searchResults.nothingMatched': 'Nothing matches “{query}”',
  'searchResults.searched': 'Searched for {what}.',
  'searchResults.searchedWords': 'the words “{words}”',
  'searchResults.searchedAmount': 'the amount {amount}',
  'searchResults.searchedStatus': 'status {status}',
  'searchResults.searchedAmountFrom': 'an amount of at least {amount}',
  'searchResults.searchedAmountTo': 'an amount of at most {amount}',
  'searchResults.invalidTerms': 'Could not read {terms}: write amount>100, amount:50..100 or date>2026-11-01.',
  'searchResults.transferParties': '{from} → {to}',
  'searchResults.noEndUser': 'Merchant account',
  'searchResults.onlyGroup': 'Only {group}, the best {count} first.',
  'searchResults.allGroups': 'All results',
  'searchResults.searchedType': 'type {type}',
  'searchResults.searchedDates': 'created {from} to {to}',
  'searchResults.nothingMatchedHint':
    'Try fewer words, part of a name or an email, an amount as you write it (24.00), the last 4 digits of an account or the first characters of a reference.',
  'searchResults.fallback':
    'This API has no search extension: only exact ids, codes, primary references and end user emails were looked up.',
} as const;

export const searchEsCO: Record<keyof typeof searchEn, string> = {
  // The command palette's hits
  'palette.matchedBy.id': 'id',
  'palette.matchedBy.code': 'código',
  'palette.matchedBy.reference': 'referencia',
  'palette.matchedBy.email': 'correo',
  'palette.openById': 'Abrir {id}',

  // Search page
  'search.title': 'Búsqueda',
  'search.description': 'Objetos cuyo id, código, referencia o correo coincide con lo que escribiste.',
  'search.empty': 'Escribe un id (trx_…, acc_…), un código (PAY-…), una referencia o un correo.',
  'search.pageDescription':
    'Encuentra personas, cuentas, pagos y más por nombre, correo, monto, últimos 4, referencia, descripción o id.',
  'search.inputLabel': 'Id, código, referencia o correo',
  'search.inputPlaceholder': 'mary 24,00, ana@ejem, 4821, INV-2026, status:failed',
  'search.submit': 'Buscar',
  'search.syntax':
    'Los nombres perdonan uno o dos errores. Compara montos y fechas: monto>100, monto<=50, monto:50..100, fecha>2026-11-01, fecha:2026-11-01..2026-11-30; filtra con estado:failed o tipo:refund.',

  // Search and pickers (lib/search, lib/forms)
  'actions.search.connectLinkFor': 'Enlace de conexión de {name}',
  'actions.search.failed': 'La búsqueda falló.',

  // Search results
  'searchResults.byId': 'por id',
  'searchResults.byEmail': 'por correo del usuario final',
  'searchResults.byCodeOrReference': 'por código exacto o referencia principal',
  'searchResults.emptyHint':
    'Los ids empiezan por trx_, acc_, eur_, clk_, chk_ (o chl_) y rcp_. Los códigos y las referencias deben coincidir exactamente; un correo encuentra usuarios finales y todo lo que es suyo.',
  'searchResults.noPage': 'La consola no tiene una página para los ids {prefix}_',
  'searchResults.noPageHint': 'Busca una transacción, una cuenta, un usuario final, un enlace o un plan recurrente.',
  'searchResults.noMatches': 'Sin coincidencias',
  'searchResults.matches.one': '{count} coincidencia',
  'searchResults.matches.other': '{count} coincidencias',
  'searchResults.notSearched': 'Sin buscar (la API no las lista): {lists}.',
  'searchResults.nothingFound': 'No se encontró nada',
  'searchResults.nothingFoundHint':
    'Revisa el id, o busca por un código exacto, una referencia principal o el correo del usuario final.',
  'searchResults.groupFailed': 'No se pudo buscar en: {title}',
  'searchResults.bySearch': 'por nombre, correo, monto, últimos 4, referencia o descripción',
  'searchResults.links': 'Enlaces',
  'searchResults.seeAll': 'Ver las {count}',
  'searchResults.seeAllMore': 'Ver todas (más de {count})',
  'searchResults.nothingMatched': 'Nada coincide con «{query}»',
  'searchResults.searched': 'Se buscó {what}.',
  'searchResults.searchedWords': 'las palabras «{words}»',
  'searchResults.searchedAmount': 'el monto {amount}',
  'searchResults.searchedStatus': 'estado {status}',
  'searchResults.searchedAmountFrom': 'un monto de al menos {amount}',
  'searchResults.searchedAmountTo': 'un monto de a lo sumo {amount}',
  'searchResults.invalidTerms': 'No se pudo leer {terms}: escribe monto>100, monto:50..100 o fecha>2026-11-01.',
  'searchResults.transferParties': '{from} → {to}',
  'searchResults.noEndUser': 'Cuenta del comercio',
  'searchResults.onlyGroup': 'Solo {group}, primero las {count} mejores.',
  'searchResults.allGroups': 'Todos los resultados',
  'searchResults.searchedType': 'tipo {type}',
  'searchResults.searchedDates': 'creado del {from} al {to}',
  'searchResults.nothingMatchedHint':
    'Prueba con menos palabras, parte de un nombre o un correo, un monto como lo escribes (24,00), los últimos 4 dígitos de una cuenta o los primeros caracteres de una referencia.',
  'searchResults.fallback':
    'Esta API no tiene la extensión de búsqueda: solo se buscaron ids, códigos, referencias principales y correos de usuarios finales exactos.',
};
