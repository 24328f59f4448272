import { AppError } from './app-error';
import { checkPassword } from './passwords';

export const LOGIN_MAX_FAILS = 3;
export const LOGIN_LOCK_MS = 3 * 60_000;

export interface LockState {
  passwordHash: string;
  loginFailCount: number;
  loginLockedUntil: Date | null;
}

/**
 * Three wrong passwords in a row lock the account for three minutes (SPEC.md §5); while locked even
 * the right password is refused. `save` persists the new counters.
 */
export async function guardedPasswordCheck(
  state: LockState,
  password: string,
  save: (next: { loginFailCount: number; loginLockedUntil: Date | null }) => Promise<void>,
  now = new Date(),
): Promise<void> {
  if (state.loginLockedUntil && state.loginLockedUntil > now) throw new AppError('LOGIN_LOCKED');
  if (await checkPassword(state.passwordHash, password)) {
    if (state.loginFailCount !== 0 || state.loginLockedUntil) await save({ loginFailCount: 0, loginLockedUntil: null });
    return;
  }
  const fails = state.loginFailCount + 1;
  if (fails >= LOGIN_MAX_FAILS) {
    await save({ loginFailCount: 0, loginLockedUntil: new Date(now.getTime() + LOGIN_LOCK_MS) });
    throw new AppError('LOGIN_LOCKED');
  }
  await save({ loginFailCount: fails, loginLockedUntil: null });
  throw new AppError('LOGIN_FAILED');
}
