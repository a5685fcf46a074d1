import { describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n';
import { newPasswordProblem as problemPhrase } from './password-policy';

const member = { email: 'ana.ruiz@example.com' };
const en = translator('en');
/** The problem as an English-speaking member reads it. */
const newPasswordProblem = (password: string, who: { email: string }) => {
  const problem = problemPhrase(password, who);
  return problem && en(problem);
};

describe('newPasswordProblem', () => {
  it('wants at least 12 characters', () => {
    expect(newPasswordProblem('short-pw-1', member)).toBe('Use at least 12 characters (10 now).');
    expect(translator('es-CO')(problemPhrase('short-pw-1', member)!)).toBe(
      'Usa al menos 12 caracteres (ahora hay 10).',
    );
  });
  it('refuses common passwords whatever their case', () => {
    expect(newPasswordProblem('password1234', member)).toMatch(/common/);
    expect(newPasswordProblem('QwertyUIOP123', member)).toMatch(/common/);
    expect(newPasswordProblem('1q2w3e4r5t6y', member)).toMatch(/common/);
  });
  it('refuses the email address inside the password', () => {
    expect(newPasswordProblem('my-ana.ruiz-secret', member)).toMatch(/email/);
  });
  it('accepts a long uncommon password', () => {
    expect(newPasswordProblem('violet-harbour-tram-42', member)).toBeNull();
  });
});
