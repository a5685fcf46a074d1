import { bareId } from '@/core/ids';

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

/** The label of an id from the directory, or null. */
export function labelOf(options: Option[] | null, id: string | null | undefined): string | null {
  if (!id || !options) return null;
  return options.find((o) => o.value === id || bareId(o.value) === bareId(id))?.label ?? null;
}
