import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import { createCustomBody, loginBody, registerForm } from './account';
import { email, newPassword } from './fields';
import { intro, nickName, tags } from './profile';

const firstKey = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('email', () => {
  const schema = email();

  it('should accept any local@domain.tld without spaces', () => {
    const part = fc.stringMatching(/^[a-zA-Z0-9._%+-]{1,20}$/);
    fc.assert(
      fc.property(part, part, fc.stringMatching(/^[a-z]{2,6}$/), (local, domain, tld) => {
        expect(schema.safeParse(`${local}@${domain}.${tld}`).success).toBe(true);
      }),
    );
  });

  it('should refuse any text without an @ or without a dot after it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const at = text.indexOf('@');
        const valid = at > 0 && text.slice(at + 1).includes('.');
        fc.pre(!valid && text.trim() !== '');
        expect(firstKey(schema.safeParse(text))).toBe('errors.emailFormat');
      }),
    );
  });

  it('should refuse an address containing a space', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{1,8}$/), (a, b) => {
        expect(schema.safeParse(`${a} ${b}@x.com`).success).toBe(false);
      }),
    );
  });

  it('should say an empty email is required, and lower-case what it accepts', () => {
    expect(firstKey(schema.safeParse(''))).toBe('errors.emailRequired');
    expect(firstKey(schema.safeParse(undefined))).toBe('errors.emailRequired');
    expect(firstKey(schema.safeParse(42))).toBe('errors.invalidType');
    expect(schema.parse(' Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('new password', () => {
  const schema = newPassword();
  const strong = fc
    .tuple(
      fc.stringMatching(/^[a-z]{1,10}$/),
      fc.stringMatching(/^[A-Z]{1,10}$/),
      fc.stringMatching(/^[0-9]{1,10}$/),
      fc.string({ maxLength: 2 }),
    )
    .map((parts) => parts.join(''))
    .filter((p) => p.length >= LIMITS.passwordMin && p.length <= LIMITS.passwordMax);

  it('should accept 8 to 32 characters with a digit, an upper and a lower case letter', () => {
    fc.assert(
      fc.property(strong, (p) => {
        expect(schema.safeParse(p).success).toBe(true);
      }),
    );
  });

  it('should refuse a password missing any one class', () => {
    const noDigit = fc.stringMatching(/^[a-zA-Z]{8,32}$/);
    const noUpper = fc.stringMatching(/^[a-z0-9]{8,32}$/);
    const noLower = fc.stringMatching(/^[A-Z0-9]{8,32}$/);
    fc.assert(
      fc.property(fc.oneof(noDigit, noUpper, noLower), (p) => {
        expect(firstKey(schema.safeParse(p))).toBe('errors.passwordRule');
      }),
    );
  });

  it('should refuse a password shorter than 8 or longer than 32', () => {
    fc.assert(
      fc.property(strong, fc.nat({ max: 7 }), (p, n) => {
        fc.pre(n > 0);
        expect(schema.safeParse(p.slice(0, n)).success).toBe(false);
        expect(schema.safeParse(p.padEnd(33, 'aA1')).success).toBe(false);
      }),
    );
  });

  it('should say an empty password is required', () => {
    expect(firstKey(schema.safeParse(''))).toBe('errors.passwordRequired');
  });
});

describe('sign-up', () => {
  const valid = {
    realName: 'Ann Lee',
    countryId: 1,
    provinceId: 2,
    cityId: 3,
    account: 'ann.lee',
    mail: 'ann@example.com',
    code: '123456',
    password: 'Secret123',
  };

  it('should name each empty field with its own message', () => {
    const result = createCustomBody.safeParse({});
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(byField).toMatchObject({
      realName: 'errors.nameRequired',
      countryId: 'errors.regionRequired',
      account: 'errors.accountRequired',
      mail: 'errors.emailRequired',
      code: 'errors.codeRequired',
      password: 'errors.passwordRequired',
    });
  });

  it('should require matching passwords and both tick boxes on the form', () => {
    const form = { ...valid, confirmPassword: 'Secret124', ageConfirmed: true, agreed: false };
    const result = registerForm.safeParse(form);
    const keys = result.error?.issues.map((i) => `${String(i.path[0])}:${i.message}`);
    expect(keys).toContain('agreed:errors.agreementRequired');
    const mismatch = registerForm.safeParse({ ...form, agreed: true });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'errors.passwordsMismatch',
    });
    expect(registerForm.safeParse({ ...form, agreed: true, confirmPassword: 'Secret123' }).success).toBe(true);
  });

  it("should ask for the confirmation with its own message, not the password's", () => {
    const result = registerForm.safeParse({
      ...valid,
      password: '',
      confirmPassword: '',
      ageConfirmed: true,
      agreed: true,
    });
    const keys = result.error?.issues.map((i) => `${String(i.path[0])}:${i.message}`);
    expect(keys).toContain('password:errors.passwordRequired');
    expect(keys).toContain('confirmPassword:errors.confirmPasswordRequired');
  });

  it('should let an old password through login, but not an empty one', () => {
    expect(loginBody.safeParse({ email: 'a@b.co', password: 'weak' }).success).toBe(true);
    expect(firstKey(loginBody.safeParse({ email: 'a@b.co', password: '  ' }))).toBe('errors.passwordRequired');
  });
});

describe('profile fields', () => {
  it('should take a nickname of letters and digits in any script, up to 32', () => {
    expect(nickName.safeParse('小明_2024').success).toBe(true);
    expect(firstKey(nickName.safeParse('has space'))).toBe('errors.nicknameRule');
    expect(firstKey(nickName.safeParse('bang!'))).toBe('errors.nicknameRule');
    expect(firstKey(nickName.safeParse('a'.repeat(33)))).toBe('errors.tooLong');
  });

  it('should take an intro of 1 to 140 characters and at most 5 tags', () => {
    expect(firstKey(intro.safeParse(''))).toBe('errors.introRequired');
    expect(intro.safeParse('x'.repeat(140)).success).toBe(true);
    expect(firstKey(intro.safeParse('x'.repeat(141)))).toBe('errors.tooLong');
    expect(tags.safeParse([1, 2, 3, 4, 5]).success).toBe(true);
    expect(firstKey(tags.safeParse([1, 2, 3, 4, 5, 6]))).toBe('errors.tagsMax');
  });
});
