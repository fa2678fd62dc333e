import * as z from 'zod/mini';
import { email, required } from '../../ui/policy';

export const signInSchema = z.object({ email, password: required });

export type SignInValues = z.output<typeof signInSchema>;
