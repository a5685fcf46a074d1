import { describe, expect, it } from 'vitest';
import { accountDetailsRules } from './authorize-rules';

const usa = { merchantCountry: 'USA' };
const params = (details: unknown, context = usa) =>
  accountDetailsRules(details, 'origin_account', context).map((e) => e.param);

describe('accountDetailsRules (spec 4.2 rules 1–6)', () => {
  it('passes a complete account by uuid with an existing end user', () => {
    expect(params({ uuid: 'acc_1', existing_end_user_id: 'eur_1' })).toEqual([]);
    expect(params({ token: 'tok_1', existing_end_user_id: 'eur_1' })).toEqual([]);
    expect(params({ institution_uuid: 'ins_1', account_number: '1234', existing_end_user_id: 'eur_1' })).toEqual([]);
  });

  it('rule 1: institution_uuid and account_number without uuid or token', () => {
    expect(params({ existing_end_user_id: 'eur_1' })).toEqual([
      'origin_account.institution_uuid',
      'origin_account.account_number',
    ]);
    expect(params({ institution_uuid: 'ins_1', existing_end_user_id: 'eur_1' })).toEqual([
      'origin_account.account_number',
    ]);
    expect(params({ account_number: '1234', existing_end_user_id: 'eur_1' })).toEqual([
      'origin_account.institution_uuid',
    ]);
    expect(accountDetailsRules({ existing_end_user_id: 'eur_1' }, 'origin_account', usa)[0].message).toContain(
      'when neither uuid nor token is given',
    );
  });

  it('refuses both ways of naming the account', () => {
    const errors = accountDetailsRules(
      { uuid: 'acc_1', account_number: '1234', existing_end_user_id: 'eur_1' },
      'destination_account',
      usa,
    );
    expect(errors).toEqual([
      expect.objectContaining({ param: 'destination_account.account_number', code: 'conflicting_account' }),
    ]);
  });

  it('rule 2: existing_end_user_id without new_end_user_details; never both', () => {
    expect(params({ uuid: 'acc_1' })).toEqual(['origin_account.existing_end_user_id']);
    const both = accountDetailsRules(
      {
        uuid: 'acc_1',
        existing_end_user_id: 'eur_1',
        new_end_user_details: { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B' },
      },
      'origin_account',
      usa,
    );
    expect(both.map((e) => e.code)).toEqual(['mutually_exclusive']);
  });

  it('rule 3: new_end_user_details.type', () => {
    expect(params({ uuid: 'acc_1', new_end_user_details: { first_name: 'A' } })).toEqual([
      'origin_account.new_end_user_details.type',
    ]);
  });

  it('rule 4: first_name and last_name for an INDIVIDUAL', () => {
    expect(params({ uuid: 'acc_1', new_end_user_details: { type: 'INDIVIDUAL' } })).toEqual([
      'origin_account.new_end_user_details.first_name',
      'origin_account.new_end_user_details.last_name',
    ]);
    expect(params({ uuid: 'acc_1', new_end_user_details: { type: 'individual', first_name: 'A' } })).toEqual([
      'origin_account.new_end_user_details.last_name',
    ]);
  });

  it('rule 5: organization_legal_name for an ORGANIZATION', () => {
    expect(params({ uuid: 'acc_1', new_end_user_details: { type: 'ORGANIZATION', organization: 'Acme' } })).toEqual([
      'origin_account.new_end_user_details.organization_legal_name',
    ]);
    expect(
      params({ uuid: 'acc_1', new_end_user_details: { type: 'ORGANIZATION', organization_legal_name: 'Acme S.A.' } }),
    ).toEqual([]);
  });

  it('rule 6: local_id and local_id_type when local_id_country is COL', () => {
    const details = { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B', local_id_country: 'COL' };
    expect(params({ uuid: 'acc_1', new_end_user_details: details })).toEqual([
      'origin_account.new_end_user_details.local_id',
      'origin_account.new_end_user_details.local_id_type',
    ]);
    expect(
      params({
        uuid: 'acc_1',
        new_end_user_details: { ...details, local_id_country: 'col', local_id: '1', local_id_type: 'NATIONAL_ID' },
      }),
    ).toEqual([]);
    expect(params({ uuid: 'acc_1', new_end_user_details: { ...details, local_id_country: 'USA' } })).toEqual([]);
  });

  it('ignores what is not an object (zod reports it)', () => {
    expect(params(undefined)).toEqual([]);
    expect(params('acc_1')).toEqual([]);
    expect(params([1])).toEqual([]);
  });
});
