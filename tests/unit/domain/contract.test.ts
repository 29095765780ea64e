import { describe, expect, it } from 'vitest';
import { CONTRACT_STATUSES, CONTRACT_TRANSITIONS, canMoveContract, isMinor, passesSigningThreshold, reviewDay } from '../../../src/domain/contract';
import { isValidIdNumber, isValidPhone } from '../../../src/domain/identity';
import { signApplicationSchema } from '../../../src/domain/schemas/sign';

const adult = {
  original_book_id: 12,
  truename: 'Mara Quill',
  id_type: 'passport',
  IDcard: '12AB34567',
  id_photo_front: 'u_front',
  address: '12 Harbour Lane, Brest',
  mobile: '+33 6 12 34 56 78',
  facebook: 'facebook.com/maraquill',
  monthly_words: 60000,
  estimated_words: 800000,
};
const guardian = {
  guardian_truename: 'Anne Quill',
  guardian_email: 'anne@example.test',
  guardian_mobile: '+33 6 98 76 54 32',
  guardian_IDcard: 'Y7654321',
  guardian_id_photo: 'u_guardian',
};

async function errors(value: object, context: { minor: boolean; country: string | null }) {
  try {
    await signApplicationSchema.validate(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    const e = error as { inner: { path: string; message: unknown }[] };
    return Object.fromEntries(e.inner.map((i) => [i.path, typeof i.message === 'string' ? i.message : (i.message as { id: string }).id]));
  }
}

describe('contract statuses', () => {
  it('moves only forward, one step at a time, and never out of copyright expired', () => {
    for (const from of CONTRACT_STATUSES) {
      for (const to of CONTRACT_STATUSES) {
        const next = CONTRACT_STATUSES.indexOf(from) + 1;
        expect(canMoveContract(from, to), `${from} → ${to}`).toBe(CONTRACT_STATUSES[next] === to);
      }
    }
    expect(CONTRACT_TRANSITIONS.copyright_expired).toEqual([]);
  });

  it('needs the work to exceed the threshold, not reach it', () => {
    expect(passesSigningThreshold(30_000, 30_000)).toBe(false);
    expect(passesSigningThreshold(30_001, 30_000)).toBe(true);
  });

  it('calls 17 a minor and 18 an adult, on the birthday itself', () => {
    const today = new Date('2026-11-23T10:00:00Z');
    expect(isMinor('2008-11-24', today)).toBe(true);
    expect(isMinor('2008-11-23', today)).toBe(false);
    expect(isMinor(null, today)).toBe(false);
  });

  it('counts the review from day 1', () => {
    expect(reviewDay(new Date('2026-11-20T23:00:00Z'), new Date('2026-11-20T23:30:00Z'))).toBe(1);
    expect(reviewDay(new Date('2026-11-20T23:00:00Z'), new Date('2026-11-23T01:00:00Z'))).toBe(4);
  });
});

describe('identity and phone formats', () => {
  it('checks national ID numbers where the format is known, and the shape elsewhere', () => {
    expect(isValidIdNumber('12345678Z', 'id_card', 'ES')).toBe(true);
    expect(isValidIdNumber('12345678A', 'id_card', 'ES')).toBe(false);
    expect(isValidIdNumber('3101700010001', 'id_card', 'TH')).toBe(false);
    expect(isValidIdNumber('AB 123 456', 'id_card', 'FR')).toBe(true);
    expect(isValidIdNumber('!!', 'id_card', 'FR')).toBe(false);
    expect(isValidIdNumber('12AB34567', 'passport', 'FR')).toBe(true);
    expect(isValidIdNumber('1234', 'passport', 'FR')).toBe(false);
  });

  it('checks phone numbers by the country, with or without its code', () => {
    expect(isValidPhone('+33 6 12 34 56 78', 'FR')).toBe(true);
    expect(isValidPhone('06 12 34 56 78', 'FR')).toBe(true);
    expect(isValidPhone('+33 6 12', 'FR')).toBe(false);
    expect(isValidPhone('+66 81 234 5678', null)).toBe(true);
    expect(isValidPhone('call me', 'FR')).toBe(false);
  });
});

describe('the application schema', () => {
  it('accepts an adult without a guardian, and drops guardian fields an adult sends', async () => {
    expect(await errors(adult, { minor: false, country: 'FR' })).toEqual({});
    const cast = await signApplicationSchema.validate({ ...adult, ...guardian }, { context: { minor: false, country: 'FR' } });
    expect(cast).not.toHaveProperty('guardian_truename');
  });

  it('requires every guardian field of a minor', async () => {
    expect(await errors(adult, { minor: true, country: 'FR' })).toEqual({
      guardian_truename: 'validation.guardianName.required',
      guardian_email: 'validation.guardianEmail.required',
      guardian_mobile: 'validation.guardianPhone.required',
      guardian_IDcard: 'validation.guardianId.required',
      guardian_id_photo: 'validation.guardianPhoto.required',
    });
    expect(await errors({ ...adult, ...guardian }, { minor: true, country: 'FR' })).toEqual({});
  });

  it('requires the back of an ID card but not of a passport, and every field of the portal', async () => {
    expect(await errors({ ...adult, id_type: 'id_card', IDcard: 'AB123456' }, { minor: false, country: 'FR' })).toEqual({ id_photo_back: 'validation.idPhotoBack.required' });
    const all = await errors({ original_book_id: 12 }, { minor: false, country: 'FR' });
    expect(Object.keys(all).sort()).toEqual(['IDcard', 'address', 'estimated_words', 'facebook', 'id_photo_front', 'id_type', 'mobile', 'monthly_words', 'truename']);
  });

  it('checks the ID number and the phone against the author’s country', async () => {
    expect(await errors({ ...adult, id_type: 'id_card', IDcard: '12345678A', id_photo_back: 'u_b' }, { minor: false, country: 'ES' })).toEqual({ IDcard: 'validation.idNumber.format' });
    expect(await errors({ ...adult, mobile: '+33 6 12' }, { minor: false, country: 'FR' })).toEqual({ mobile: 'validation.phone.format' });
    expect(await errors({ ...adult, monthly_words: 12 }, { minor: false, country: 'FR' })).toEqual({ monthly_words: 'validation.digits' });
  });
});
