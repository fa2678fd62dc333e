import * as z from 'zod/mini';
import { email, name, newPassword } from '../../ui/policy';

export const signUpSchema = z.object({
  name,
  email,
  password: newPassword,
  acceptedTerms: z.boolean().check(z.refine((value) => value, 'terms')),
});

export type SignUpValues = z.output<typeof signUpSchema>;
