// Loaded on demand (its dictionaries are large): only when someone types a new password.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary },
  graphs: common.adjacencyGraphs,
});

/** 0 (too guessable) … 4 (very unguessable). */
export function passwordScore(password: string, userInputs: string[]): number {
  return zxcvbn.check(password, userInputs).score;
}
