import { describe, expect, it } from 'vitest';
import { isTrivialPassword, signUpSchema } from '../../../src/domain/schemas/auth';

describe('new passwords: repetitive and sequential ones are refused (NIST SP 800-63B)', () => {
  it('finds one short unit repeated, and at most two runs of repeated or consecutive characters', () => {
    const trivial = ['aaaaaaaa', 'AAAAaaaa', '12345678', 'abcdefgh', 'ABCDEFGH', 'zyxwvuts', '87654321', '1234abcd', 'aaaa1111', 'abcabcabc', '12121212', 'xyzxyzxyz'];
    const fine = ['long-enough-password', 'a-long-enough-secret', 'the-old-secret-phrase', 'writers-center-demo', 'correct horse battery', 'Passw0rd!x', 'a1b2c3d4e5', 'aaaa1111bbbb'];
    expect(trivial.filter((p) => !isTrivialPassword(p))).toEqual([]);
    expect(fine.filter((p) => isTrivialPassword(p))).toEqual([]);
  });

  it('answers the sign-up rule’s message on the password field', async () => {
    const errors = await signUpSchema.validate({ email: 'someone@example.test', password: 'aaaaaaaa' }, { abortEarly: false }).then(
      () => [],
      (err: { errors: unknown[] }) => err.errors,
    );
    expect(errors).toEqual(['validation.password.trivial']);
    await expect(signUpSchema.validate({ email: 'someone@example.test', password: 'a-long-enough-secret' })).resolves.toBeTruthy();
  });
});
