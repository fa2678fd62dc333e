import * as z from 'zod/mini';
import { email, required, secondFactorCode } from '../../ui/policy';

export const signInSchema = z.object({ email, password: required });

export type SignInValues = z.output<typeof signInSchema>;

export const secondStepSchema = z.object({ code: secondFactorCode, trustDevice: z.boolean() });

export type SecondStepValues = z.output<typeof secondStepSchema>;
