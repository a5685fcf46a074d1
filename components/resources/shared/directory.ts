import { bareId } from '@/core/ids';
import type { ColumnFilter } from '@/components/data-table/columns';
import { humanize } from './display';

export interface Option {
  value: string;
  label: string;
}

/** Picker options from the directory extensions; null when the connected API does not offer that list. */
export interface DirectoryOptions {
  merchants: Option[] | null;
  tenants: Option[] | null;
  institutions: Option[] | null;
}

export const NO_DIRECTORY: DirectoryOptions = { merchants: null, tenants: null, institutions: null };

/** A filter on an id: a picker when the directory lists the values, a typed id otherwise. */
export function idFilter(param: string, label: string, options: Option[] | null, placeholder: string, primary?: boolean): ColumnFilter {
  return options && options.length
    ? { kind: 'select', param, label, options, primary }
    : { kind: 'text', param, label, placeholder, primary };
}

export function enumFilter(param: string, label: string, values: readonly string[], primary?: boolean): ColumnFilter {
  return { kind: 'select', param, label, options: values.map((value) => ({ value, label: humanize(value) })), primary };
}

/** The label of an id from the directory, or null. */
export function labelOf(options: Option[] | null, id: string | null | undefined): string | null {
  if (!id || !options) return null;
  return options.find((o) => o.value === id || bareId(o.value) === bareId(id))?.label ?? null;
}
