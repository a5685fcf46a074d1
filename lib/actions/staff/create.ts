'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getConsoleDb } from '@/lib/db';
import { recordAudit } from '@/lib/auth/audit';
import { recordMemberChange } from '@/lib/auth/member-changes';
import { generatePassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/auth/password';
import { action } from '@/lib/actions/define';
import { createStaff, StaffEmailTakenError } from '@/lib/auth/staff';
import { fieldErrorsOf } from '@/lib/actions/field-errors';
import { maxChars, roleSchema, type StaffActionState } from '@/lib/actions/staff/member-fields';
import { refuseUnassignable } from '@/lib/actions/staff/outranked';

const schema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .refine(...maxChars(254))
    .pipe(z.email({ message: 'forms.error.validEmail' })),
  name: z
    .string()
    .trim()
    .min(1, 'actions.staff.enterName')
    .refine(...maxChars(120)),
  role: roleSchema,
  password: z
    .string()
    .refine(...maxChars(MAX_PASSWORD_LENGTH))
    .refine((value) => value === '' || value.length >= MIN_PASSWORD_LENGTH, {
      message: 'actions.staff.passwordMin',
      params: { min: MIN_PASSWORD_LENGTH },
    }),
});

/** What an invalid or refused form gets back: the email, name and role as submitted, never the password. */
const kept = (formData: FormData) => ({
  email: String(formData.get('email') ?? ''),
  name: String(formData.get('name') ?? ''),
  role: String(formData.get('role') ?? ''),
});

/** Admins add a staff member with an initial password (theirs, or a generated one shown once). */
export const createStaffAction = action<typeof schema, StaffActionState>(
  {
    permission: 'staff:manage',
    audit: 'staff.create',
    schema,
    input: (formData) => ({ ...kept(formData), password: String(formData.get('password') ?? '') }),
    invalid: (error, { formData, t }) => ({
      ok: false,
      message: t('forms.checkFields'),
      fieldErrors: fieldErrorsOf(error, t),
      values: kept(formData),
    }),
  },
  async ({ session, input, formData, t }) => {
    const values = kept(formData);
    const refused = await refuseUnassignable(session, 'staff.create', input.role, t);
    if (refused) return { ...refused, values };

    const generated = input.password === '' ? generatePassword() : undefined;
    try {
      const db = await getConsoleDb();
      const member = await createStaff(db, { ...input, password: generated ?? input.password });
      // The creator knows the first password: their approvals of this member's requests are refused for a while.
      await recordMemberChange(db, { memberId: member.id, changedBy: session.user.id, kind: 'create' });
      await recordAudit({
        session,
        action: 'staff.create',
        target: member.id,
        summary: { email: member.email, name: member.name, role: member.role, generated_password: Boolean(generated) },
      });
      revalidatePath('/settings/staff');
      return {
        ok: true,
        message: t(generated ? 'actions.staff.createdWithPassword' : 'actions.staff.created', {
          name: member.name,
          email: member.email,
        }),
        result: { generatedPassword: generated },
      };
    } catch (error) {
      if (error instanceof StaffEmailTakenError) {
        return {
          ok: false,
          message: t('forms.checkFields'),
          fieldErrors: { email: t('actions.staff.emailTaken') },
          values,
        };
      }
      throw error;
    }
  },
);
