import * as z from 'zod/mini';

export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'required'), z.email('email')),
  password: z.string().check(z.minLength(1, 'required')),
});

export type SignInValues = z.output<typeof signInSchema>;
