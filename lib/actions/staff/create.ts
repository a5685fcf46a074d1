'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getConsoleDb } from '@/lib/db';
import { recordAudit } from '@/lib/auth/audit';
import { getT } from '@/lib/i18n/server';
import { generatePassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/auth/password';
import { authorizeAction } from '@/lib/auth/session';
import { createStaff, StaffEmailTakenError } from '@/lib/auth/staff';
import { fieldErrorsOf, roleSchema, type StaffActionState } from '../shared/staff';

const schema = z.object({
  email: z.string().trim().toLowerCase().max(254, 'Use at most 254 characters.').pipe(z.email({ message: 'Enter a valid email address.' })),
  name: z.string().trim().min(1, 'Enter a name.').max(120, 'Use at most 120 characters.'),
  role: roleSchema,
  password: z
    .string()
    .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`)
    .refine((value) => value === '' || value.length >= MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters, or leave it empty to generate one.`),
});

/** Admins add a staff member with an initial password (theirs, or a generated one shown once). */
export async function createStaffAction(_previous: StaffActionState | null, formData: FormData): Promise<StaffActionState> {
  const authz = await authorizeAction('staff:manage', 'staff.create');
  if (!authz.ok) return authz;
  const values = { email: String(formData.get('email') ?? ''), name: String(formData.get('name') ?? ''), role: String(formData.get('role') ?? '') };
  const parsed = schema.safeParse({ ...values, password: String(formData.get('password') ?? '') });
  if (!parsed.success) return { ok: false, message: 'Check the highlighted fields.', fieldErrors: fieldErrorsOf(parsed.error, await getT()), values };

  const generated = parsed.data.password === '' ? generatePassword() : undefined;
  try {
    const member = await createStaff(await getConsoleDb(), { ...parsed.data, password: generated ?? parsed.data.password });
    await recordAudit({
      session: authz.session,
      action: 'staff.create',
      target: member.id,
      summary: { email: member.email, name: member.name, role: member.role, generated_password: Boolean(generated) },
    });
    revalidatePath('/settings/staff');
    return {
      ok: true,
      message: generated
        ? `${member.name} can now sign in as ${member.email}. Share the password below securely: it will not be shown again.`
        : `${member.name} can now sign in as ${member.email}.`,
      result: { generatedPassword: generated },
    };
  } catch (error) {
    if (error instanceof StaffEmailTakenError) {
      return { ok: false, message: 'Check the highlighted fields.', fieldErrors: { email: 'A staff member with this email already exists.' }, values };
    }
    throw error;
  }
}
