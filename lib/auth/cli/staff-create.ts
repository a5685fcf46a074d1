/**
 * `npm run staff:create -- --email ana@example.com --role admin [--name "Ana Ruiz"] [--password …]`
 * Creates a staff member on the console's database (DATABASE_URL, or the PGlite folder when unset)
 * and prints the password once when it generated one. A password given with --password ends up in
 * the shell's history: prefer the generated one and let the member change it.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { getDatabase } from '@/lib/embedded-api';
import { insertAudit } from '@/lib/auth/audit-entries';
import { migrateConsole } from '@/lib/db/migrate';
import { generatePassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../password';
import { ROLES, type Role } from '../permissions';
import { createStaff } from '../staff';

const usage = `Usage: npm run staff:create -- --email <email> --role <${ROLES.join('|')}> [--name "<name>"] [--password <password>]`;

const schema = z.object({
  email: z
    .string({ message: 'Give --email.' })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: 'Give a valid --email.' })),
  role: z.enum(ROLES as unknown as [Role, ...Role[]], { message: `Give --role ${ROLES.join(', ')}.` }),
  name: z.string().trim().min(1, 'Give --name "Full Name".').max(120),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `--password needs at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(MAX_PASSWORD_LENGTH)
    .optional(),
});

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  // Without --name, the part of the email before the @ (the member can be renamed later).
  const name = values.name ?? values.email?.trim().split('@')[0];
  const parsed = schema.safeParse({ ...values, name, role: values.role?.toLowerCase() });
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n${usage}`);
    return 2;
  }

  const database = await getDatabase();
  try {
    await migrateConsole(database.db);
    const password = parsed.data.password ?? generatePassword();
    const member = await createStaff(database.db, { ...parsed.data, password });
    await insertAudit(database.db, {
      action: 'staff.create',
      outcome: 'success',
      actor: null,
      target: member.id,
      summary: {
        email: member.email,
        name: member.name,
        role: member.role,
        via: 'cli',
        generated_password: !parsed.data.password,
      },
    });
    console.log(`Created ${member.role} ${member.name} <${member.email}> (${member.id}).`);
    if (!parsed.data.password)
      console.log(`password: ${password}\nThe password is shown once; only its argon2id hash is stored.`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
