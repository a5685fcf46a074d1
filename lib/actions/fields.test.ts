import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { phrase, translator } from '@/lib/i18n';
import { addPhrase, fieldErrorsOf } from './field-errors';

const schema = z.object({
  reason: z.string({ error: 'forms.error.chooseReason' }),
  password: z.string().max(5),
  name: z.string().min(1),
  code: z.string().min(3),
  kind: z.enum(['A', 'B']),
  note: z
    .string()
    .superRefine((note, ctx) => addPhrase(ctx, phrase('forms.error.maxLength', { max: 2, length: note.length }))),
});

const input = { password: 'far too long', name: '', code: 'ab', kind: 'C', note: 'abcd' };

describe('fieldErrorsOf', () => {
  it('words keys, phrases and zod’s own rules in the member’s language', () => {
    const error = schema.safeParse(input).error!;
    expect(fieldErrorsOf(error, translator('es-CO'))).toEqual({
      reason: 'Elige un motivo.',
      password: 'Usa como máximo 5 caracteres.',
      name: 'Completa este campo.',
      code: 'Usa al menos 3 caracteres.',
      kind: 'Este valor no es válido.',
      note: 'Usa como máximo 2 caracteres (ahora hay 4).',
    });
  });

  it('keeps the English wording for English readers', () => {
    const error = schema.safeParse(input).error!;
    const errors = fieldErrorsOf(error, translator('en'));
    expect(errors.reason).toBe('Choose a reason.');
    expect(errors.password).toBe('Use at most 5 characters.');
    expect(errors.note).toBe('Use at most 2 characters (4 now).');
  });
});
