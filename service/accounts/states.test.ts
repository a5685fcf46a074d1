import { describe, expect, it } from 'vitest';
import {
  afterValidation,
  capabilitiesFor,
  initialConnection,
  isAbaRoutingNumber,
  lastFour,
  validationOutcome,
} from './states';

describe('isAbaRoutingNumber', () => {
  it('accepts real routing numbers and refuses a wrong checksum or length', () => {
    expect(isAbaRoutingNumber('011000015')).toBe(true);
    expect(isAbaRoutingNumber('021000021')).toBe(true);
    expect(isAbaRoutingNumber('011000016')).toBe(false);
    expect(isAbaRoutingNumber('01100001')).toBe(false);
    expect(isAbaRoutingNumber('01100001a')).toBe(false);
  });
});

describe('initialConnection', () => {
  it('is CONNECTED at an institution without validation', () => {
    expect(initialConnection({ requiresValidation: false })).toEqual({
      currentStatus: 'CONNECTED',
      requiresAccountValidation: false,
      pendingAccountValidations: null,
    });
  });

  it('waits for one validation at an institution that requires it', () => {
    expect(initialConnection({ requiresValidation: true }, 'confirm-1')).toEqual({
      currentStatus: 'VERIFICATION_PENDING',
      requiresAccountValidation: true,
      pendingAccountValidations: [{ slug: 'confirm-1', action: 'CONFIRM_REQUEST_WITH_INSTITUTION' }],
    });
  });
});

describe('validation', () => {
  const pending = {
    currentStatus: 'VERIFICATION_PENDING',
    pendingAccountValidations: [
      { slug: 'a', action: 'X' },
      { slug: 'b', action: 'X' },
    ],
  };

  it('tells a pending slug from another and from nothing pending', () => {
    expect(validationOutcome(pending, 'a')).toBe('validated');
    expect(validationOutcome(pending, 'c')).toBe('slug_mismatch');
    expect(validationOutcome({ currentStatus: 'CONNECTED', pendingAccountValidations: null }, 'a')).toBe(
      'nothing_pending',
    );
    expect(
      validationOutcome(
        { currentStatus: 'DISCONNECTED', pendingAccountValidations: pending.pendingAccountValidations },
        'a',
      ),
    ).toBe('nothing_pending');
  });

  it('stays pending until the last validation is done', () => {
    expect(afterValidation(pending.pendingAccountValidations, 'a')).toMatchObject({
      currentStatus: 'VERIFICATION_PENDING',
      pendingAccountValidations: [{ slug: 'b' }],
    });
    expect(afterValidation([{ slug: 'b', action: 'X' }], 'b')).toEqual({
      currentStatus: 'CONNECTED',
      requiresAccountValidation: false,
      pendingAccountValidations: null,
    });
  });
});

describe('small rules', () => {
  it('gives real-time payouts to checking accounts only', () => {
    expect(capabilitiesFor('CHECKING').enabledRealTimePayouts).toBe(true);
    expect(capabilitiesFor('SAVINGS').enabledRealTimePayouts).toBe(false);
  });

  it('keeps the last four digits', () => {
    expect(lastFour('000123456789')).toBe('6789');
  });
});
