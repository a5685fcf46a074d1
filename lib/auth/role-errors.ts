import type { MessageKey, Translator } from '@/lib/i18n';
import type { RoleError } from './roles';

/** The message that words each refusal (with `{what}`: what was beyond the actor). */
export const ROLE_ERROR_KEYS: Record<RoleError['code'], MessageKey> = {
  beyond: 'actions.roles.beyond',
  last_manager: 'actions.roles.lastManager',
  in_use: 'actions.roles.inUse',
  retired: 'actions.roles.retiredRole',
  unknown: 'actions.roles.unknown',
  key_taken: 'actions.roles.keyTaken',
  built_in: 'actions.roles.builtIn',
  own_role: 'actions.roles.ownRole',
  holders_changed: 'actions.roles.holdersChanged',
};

/** A role refusal in the member's language. */
export function roleErrorMessage(error: RoleError, t: Translator): string {
  return t(ROLE_ERROR_KEYS[error.code], { what: error.details.join(', ') });
}
