import crypto from 'node:crypto';
import { messages } from '@partsmith/contract';
import type { AuthConfig } from '../../config';
import type { SignInAttemptRepository } from './repository';

export type GuessOutcome = { allowed: true; attemptId: string } | { allowed: false; retryAfterSeconds: number; message: string };

/**
 * The per-account limit on password guesses, after OWASP's "device cookies" (decision 0014). Attempts from clients
 * without a device cookie for the account share one budget, `accountMax` per window: once an attacker has spent it,
 * such clients are refused, even with the right password, until the window passes. A client with the account's device
 * cookie (it signed in to that account before) has a budget of its own, `deviceMax`: the attacker's failures never
 * lock the real customer out of their own device.
 */
export function createPasswordGuesses(repository: SignInAttemptRepository, limits: AuthConfig['passwordGuesses']) {
  const windowMs = limits.windowSeconds * 1000;
  return {
    /**
     * Counts an attempt to sign in to `account` from `device` (null: no device cookie for it), before the password is
     * checked. Allowed, it counts until `settle` says it was not a wrong password.
     */
    async begin(account: string, device: string | null, now: Date = new Date()): Promise<GuessOutcome> {
      const max = device === null ? limits.accountMax : limits.deviceMax;
      const attemptId = crypto.randomUUID();
      const attempts = await repository.record({ id: attemptId, account, device, at: now }, new Date(now.getTime() - windowMs), max + 1);
      await repository.forgetBefore(new Date(now.getTime() - windowMs));
      if (attempts.length <= max) return { allowed: true, attemptId };
      await repository.forget(attemptId);
      // A try is free again once the oldest of the `max` newest other attempts leaves the window.
      const oldestCounted = attempts.filter((attempt) => attempt.id !== attemptId)[max - 1]?.at ?? now;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldestCounted.getTime() + windowMs - now.getTime()) / 1000));
      const message = device === null ? messages.auth.tooManyGuesses(retryAfterSeconds) : messages.auth.tooManyGuessesOnDevice(retryAfterSeconds);
      return { allowed: false, retryAfterSeconds, message };
    },

    /** The attempt's outcome: a wrong password keeps counting; anything else (signed in, bad input) does not. */
    async settle(attemptId: string, { wrongPassword }: { wrongPassword: boolean }): Promise<void> {
      if (!wrongPassword) await repository.forget(attemptId);
    },
  };
}

export type PasswordGuesses = ReturnType<typeof createPasswordGuesses>;
