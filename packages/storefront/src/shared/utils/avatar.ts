import { PRESET_AVATARS } from '@mall/contract/account';

/**
 * The picture of a buyer's avatar. The wire carries the number of a built-in picture ("1".."20");
 * the server serves them under /avatars/. Anything else shows no picture (the initial instead).
 */
export function avatarSrc(avatar: string | null | undefined): string | undefined {
  const n = Number(avatar);
  return /^\d{1,2}$/.test(String(avatar ?? '')) && n >= 1 && n <= PRESET_AVATARS ? `/avatars/${n}.svg` : undefined;
}
