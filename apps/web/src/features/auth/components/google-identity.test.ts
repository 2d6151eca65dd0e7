import { describe, expect, it } from 'vitest';
import { type PromptMoment, promptError } from './google-identity';

const moment = (over: Partial<PromptMoment>): PromptMoment => ({
  isNotDisplayed: () => false,
  isSkippedMoment: () => false,
  ...over,
});

describe("One Tap's moments as spec 8's Google errors", () => {
  it('should report a window not shown, unless the visitor simply has no Google session', () => {
    const blocked = moment({ isNotDisplayed: () => true, getNotDisplayedReason: () => 'suppressed_by_user' });
    expect(promptError(blocked)).toBe('auth.googleNotShown');
    const noSession = moment({ isNotDisplayed: () => true, getNotDisplayedReason: () => 'opt_out_or_no_session' });
    expect(promptError(noSession)).toBeNull();
  });

  it('should report a sign-in the user skipped, and nothing for a shown prompt', () => {
    expect(promptError(moment({ isSkippedMoment: () => true, getSkippedReason: () => 'user_cancel' }))).toBe(
      'auth.googleSkipped',
    );
    expect(promptError(moment({}))).toBeNull();
  });
});
