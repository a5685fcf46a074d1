import type { ColumnFilter } from '@/components/data-table/columns';
import type { Translator } from '@/lib/i18n';
import { enumLabel } from '@/lib/i18n/enum-label';
import type { Display } from '@/lib/lists/display';
import type { DirectoryOptions, Option } from '@/lib/lists/directory';

/** The directory's data lives in lib/lists/directory.ts (lib/lists/data.ts loads it); the column filters built on it are here. */
export { labelOf, NO_DIRECTORY, type DirectoryOptions, type Option } from '@/lib/lists/directory';

/** What every resource's `get<Resource>Columns()` takes: the member's display, the directory and their translator. */
export interface ColumnContext {
  display: Display;
  directory: DirectoryOptions;
  t: Translator;
}

/** A filter on an id: a picker when the directory lists the values, a typed id otherwise. */
export function idFilter(
  param: string,
  label: string,
  options: Option[] | null,
  placeholder: string,
  primary?: boolean,
): ColumnFilter {
  return options && options.length
    ? { kind: 'select', param, label, options, primary }
    : { kind: 'text', param, label, placeholder, primary };
}

/** A select filter over an enum, its values in the member's language. */
export function enumFilter(
  t: Translator,
  param: string,
  label: string,
  values: readonly string[],
  primary?: boolean,
): ColumnFilter {
  return {
    kind: 'select',
    param,
    label,
    options: values.map((value) => ({ value, label: enumLabel(t, value) })),
    primary,
  };
}

/** The filters on the end user who holds a record (by email, id, code or ID number). */
export function endUserFilters(t: Translator, { emailPrimary = false } = {}): ColumnFilter[] {
  return [
    {
      kind: 'text',
      param: 'end_user_email',
      label: t('field.endUserEmail'),
      inputMode: 'email',
      placeholder: t('field.emailExample'),
      primary: emailPrimary,
    },
    { kind: 'text', param: 'end_user_uuid', label: t('field.endUserId'), placeholder: 'eur_…' },
    { kind: 'text', param: 'end_user_code', label: t('field.endUserCode') },
    { kind: 'text', param: 'end_user_local_id', label: t('field.endUserIdNumber') },
  ];
}

/** The primary and secondary reference filters. */
export function referenceFilters(t: Translator): ColumnFilter[] {
  return [
    { kind: 'text', param: 'primary_reference', label: t('forms.primaryReference') },
    { kind: 'text', param: 'secondary_reference', label: t('forms.secondaryReference') },
  ];
}
