/** End-user rules shared by the end-user form, the link forms and their actions (spec 4.4; 4.2 rules 4–5). */
import { phrase, type Problems } from './phrases';

export const END_USER_TYPES = ['INDIVIDUAL', 'ORGANIZATION'] as const;
export type EndUserType = (typeof END_USER_TYPES)[number];

export const LOCAL_ID_TYPES = ['NATIONAL_ID', 'DRIVERS_LICENSE', 'PASSPORT', 'TAX_ID', 'FOREIGN_ID'] as const;

export interface EndUserNames {
  type: string;
  first_name?: string;
  last_name?: string;
  organization?: string;
  organization_legal_name?: string;
}

/**
 * The names a type needs, keyed by field (`prefix.` in front inside new_end_user_details): an individual's
 * first and last name; an organization's name (`organization` on its own, `organization_legal_name` inside
 * another request).
 */
export function endUserNameProblems(
  data: EndUserNames,
  options: { prefix?: string; organizationField: 'organization' | 'organization_legal_name' },
): Problems {
  const p = (field: string) => (options.prefix ? `${options.prefix}.${field}` : field);
  const problems: Problems = {};
  if (data.type === 'INDIVIDUAL') {
    if (!data.first_name?.trim()) problems[p('first_name')] = phrase('forms.error.firstName');
    if (!data.last_name?.trim()) problems[p('last_name')] = phrase('forms.error.lastName');
  } else if (data.type === 'ORGANIZATION' && !data[options.organizationField]?.trim()) {
    problems[p(options.organizationField)] =
      options.organizationField === 'organization'
        ? phrase('forms.error.organization')
        : phrase('forms.error.organizationLegalName');
  }
  return problems;
}
