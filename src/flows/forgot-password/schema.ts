import * as z from 'zod/mini';
import { email, newPassword, required, sameTwice } from '../../ui/policy';

export const requestSchema = z.object({ email });

export const resetSchema = z
  .object({ password: newPassword, confirm: required })
  .check(sameTwice('password', 'confirm'));
