import * as z from 'zod/mini';

export const requestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'required'), z.email('email')),
});

export const resetSchema = z
  .object({
    password: z.string().check(z.minLength(10, 'too_short'), z.maxLength(128, 'too_long')),
    confirm: z.string().check(z.minLength(1, 'required')),
  })
  .check(
    z.refine((values) => values.password === values.confirm, {
      message: 'mismatch',
      path: ['confirm'],
    }),
  );
