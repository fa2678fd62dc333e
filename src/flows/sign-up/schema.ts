import * as z from 'zod/mini';

/**
 * The length rules; the server also refuses passwords zxcvbn-ts scores under 3 (`too_common`),
 * which the strength meter warns about while typing (src/ui/PasswordStrength.tsx).
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const signUpSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'too_long')),
  email: z.string().check(z.trim(), z.minLength(1, 'required'), z.email('email')),
  password: z
    .string()
    .check(z.minLength(PASSWORD_MIN, 'too_short'), z.maxLength(PASSWORD_MAX, 'too_long')),
  acceptedTerms: z.boolean().check(z.refine((value) => value, 'terms')),
});

export type SignUpValues = z.output<typeof signUpSchema>;
