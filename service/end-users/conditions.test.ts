import { describe, expect, it } from 'vitest';
import { endUserChoiceRules, endUserRuleInput, endUserRules } from './conditions';

const usa = { merchantCountry: 'USA', today: '2026-01-15' };
const params = (errors: { param: string }[]) => errors.map((e) => e.param);

describe('endUserRules', () => {
  it('asks an individual for both names', () => {
    expect(params(endUserRules({ type: 'INDIVIDUAL' }, usa))).toEqual(['first_name', 'last_name']);
    expect(endUserRules({ type: 'individual', first_name: 'A', last_name: 'B' }, usa)).toEqual([]);
  });

  it('asks an organization for organization at the top level and for the legal name in nested details', () => {
    expect(params(endUserRules({ type: 'ORGANIZATION', organization_legal_name: 'X S.A.' }, usa))).toEqual([
      'organization',
    ]);
    expect(
      params(endUserRules({ type: 'ORGANIZATION', organization: 'X' }, { ...usa, prefix: 'new_end_user_details' })),
    ).toEqual(['new_end_user_details.organization_legal_name']);
  });

  it('asks for local_id only for merchants in Colombia', () => {
    const ok = { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B' };
    expect(endUserRules(ok, usa)).toEqual([]);
    expect(params(endUserRules(ok, { ...usa, merchantCountry: 'COL' }))).toEqual(['local_id']);
  });

  it('refuses a birth date after today, not today itself', () => {
    const base = { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B' };
    expect(endUserRules({ ...base, date_of_birth: '2026-01-15' }, usa)).toEqual([]);
    expect(params(endUserRules({ ...base, date_of_birth: '2026-01-16' }, usa))).toEqual(['date_of_birth']);
  });
});

describe('endUserRuleInput', () => {
  it('keeps non-empty strings only', () => {
    expect(endUserRuleInput({ type: 'INDIVIDUAL', first_name: 5, last_name: '' })).toEqual(
      expect.objectContaining({ type: 'INDIVIDUAL', first_name: undefined, last_name: undefined }),
    );
  });
});

describe('endUserChoiceRules', () => {
  it('wants exactly one of existing_end_user_id and new_end_user_details', () => {
    expect(endUserChoiceRules({}, usa)).toEqual([
      expect.objectContaining({ param: 'existing_end_user_id', code: 'required' }),
    ]);
    expect(endUserChoiceRules({ existing_end_user_id: 'eur_1', new_end_user_details: {} }, usa)).toEqual([
      expect.objectContaining({ param: 'new_end_user_details', code: 'mutually_exclusive' }),
    ]);
    expect(endUserChoiceRules({ existing_end_user_id: 'eur_1' }, usa)).toEqual([]);
  });

  it('applies the end-user rules to new details with prefixed paths', () => {
    expect(params(endUserChoiceRules({ new_end_user_details: { type: 'INDIVIDUAL', first_name: 'A' } }, usa))).toEqual([
      'new_end_user_details.last_name',
    ]);
  });
});
