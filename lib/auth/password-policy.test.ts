import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-policy';

const member = { email: 'ana.ruiz@example.com' };

describe('newPasswordProblem', () => {
  it('wants at least 12 characters', () => {
    expect(newPasswordProblem('short-pw-1', member)).toMatch(/at least 12/);
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
