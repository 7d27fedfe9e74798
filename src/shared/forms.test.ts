import { describe, expect, it } from 'vitest';
import { SendContactMessageBody } from '@/api/generated/zod/public/public.zod';
import { contractResolver } from './forms';

interface Values {
  fullName: string;
  message: string;
  repeat: string;
}

const validate = contractResolver({
  schema: SendContactMessageBody.pick({ full_name: true, message: true }),
  toBody: (values: Values) => ({ full_name: values.fullName.trim(), message: values.message.trim() }),
  messages: {
    full_name: 'نام ۳ تا ۸۰ نویسه است.',
    message: { required: 'پیام را بنویسید.', too_big: 'پیام بلند است.', invalid: 'پیام کوتاه است.' },
  },
  rules: { repeat: (repeat, values) => (repeat === values.message ? null : 'تکرار یکی نیست.') },
});

const values = (changes: Partial<Values>): Values => ({
  fullName: 'مریم رضایی',
  message: 'لطفاً با من تماس بگیرید.',
  repeat: 'لطفاً با من تماس بگیرید.',
  ...changes,
});

describe('contractResolver', () => {
  it('accepts what the generated schema accepts', () => {
    expect(validate(values({}))).toEqual({});
  });

  it('puts the message of each request field on its camelCase form field, in the schema’s order', () => {
    const errors = validate(values({ fullName: 'م', message: 'سلام', repeat: 'سلام' }));
    expect(errors).toEqual({ fullName: 'نام ۳ تا ۸۰ نویسه است.', message: 'پیام کوتاه است.' });
    expect(Object.keys(errors)).toEqual(['fullName', 'message']);
  });

  it('says «required» for an empty value and picks a message by issue code', () => {
    expect(validate(values({ message: '   ', repeat: '   ' })).message).toBe('پیام را بنویسید.');
    const long = 'آ'.repeat(1001);
    expect(validate(values({ message: long, repeat: long })).message).toBe('پیام بلند است.');
  });

  it('checks what is sent, not what is typed (here: trimmed)', () => {
    expect(validate(values({ fullName: '  مریم  ' }))).toEqual({});
  });

  it('adds the rules the contract cannot know', () => {
    expect(validate(values({ repeat: 'چیز دیگری' }))).toEqual({ repeat: 'تکرار یکی نیست.' });
  });
});
