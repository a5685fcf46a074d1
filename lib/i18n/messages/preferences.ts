/** Messages of the settings page and the member's own preferences: time zone, language and theme. */
export const preferencesEn = {
  // Settings
  'settings.title': 'Settings',
  'settings.description': 'Your account and how the console shows things to you.',
  'settings.account': 'Your account',
  'settings.role': 'Role',
  'settings.signedIn': 'Signed in',
  'settings.sessionEnds': 'Session ends',
  'settings.preferences': 'Preferences',
  'settings.preferencesDescription':
    'Dates are shown in your time zone, labelled with it; numbers and dates follow your language.',
  'settings.timeZone': 'Time zone',
  'settings.timeZoneHint': 'Every date in the console is shown in this zone.',
  'settings.language': 'Language',
  'settings.theme': 'Theme',
  'settings.theme.system': 'Same as this device',
  'settings.save': 'Save preferences',
  'settings.saving': 'Saving…',

  // Preferences
  'actions.settings.chooseTimeZone': 'Choose a time zone.',
  'actions.settings.timeZoneFromList': 'Choose a time zone from the list.',
  'actions.settings.languageFromList': 'Choose a language from the list.',
  'actions.settings.chooseTheme': 'Choose light, dark or system.',
  'actions.settings.saved': 'Preferences saved.',
} as const;

export const preferencesEsCO: Record<keyof typeof preferencesEn, string> = {
  // Settings
  'settings.title': 'Configuración',
  'settings.description': 'Tu cuenta y cómo te muestra la consola la información.',
  'settings.account': 'Tu cuenta',
  'settings.role': 'Rol',
  'settings.signedIn': 'Sesión iniciada',
  'settings.sessionEnds': 'La sesión termina',
  'settings.preferences': 'Preferencias',
  'settings.preferencesDescription':
    'Las fechas se muestran en tu zona horaria, indicada junto a ellas; los números y las fechas siguen tu idioma.',
  'settings.timeZone': 'Zona horaria',
  'settings.timeZoneHint': 'Todas las fechas de la consola se muestran en esta zona.',
  'settings.language': 'Idioma',
  'settings.theme': 'Tema',
  'settings.theme.system': 'Igual que este dispositivo',
  'settings.save': 'Guardar preferencias',
  'settings.saving': 'Guardando…',

  // Preferences
  'actions.settings.chooseTimeZone': 'Elige una zona horaria.',
  'actions.settings.timeZoneFromList': 'Elige una zona horaria de la lista.',
  'actions.settings.languageFromList': 'Elige un idioma de la lista.',
  'actions.settings.chooseTheme': 'Elige claro, oscuro o el del sistema.',
  'actions.settings.saved': 'Preferencias guardadas.',
};
