// The authority's answers to a login, checked before use; loaded with the first login
// (interactions.ts, answers.ts).
import * as z from 'zod/mini';
import { conforms, type ResponseBody } from './contract';

export const redirect = conforms<ResponseBody<'submitLogin', 200>>()(
  z.object({ redirectTo: z.string() }),
);
export const secondStep = conforms<ResponseBody<'submitLogin', 202>>()(
  z.object({
    next: z.literal('two_step'),
    methods: z.array(z.enum(['totp', 'recovery_code'])),
    trustDeviceDays: z.number(),
  }),
);
