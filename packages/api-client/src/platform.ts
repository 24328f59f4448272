import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { platformApi, type activity } from '@mall/contract/platform';
import type { ApiClient } from './client';

// Platform calls: system parameters, app download link, the pop-up activity and image upload.

/** Query keys of the platform area. */
export const platformKeys = {
  all: ['platform'] as const,
  syspara: (code: string) => [...platformKeys.all, 'syspara', code] as const,
  downloadUrl: () => [...platformKeys.all, 'download-url'] as const,
  activity: () => [...platformKeys.all, 'activity'] as const,
};

/** `syspara!getSyspara`: one system parameter's value as a string ('' when unset). */
export async function getSyspara(api: ApiClient, code: string): Promise<string> {
  const data = await api.call(platformApi.syspara, { code });
  const value = data[code];
  return value == null ? '' : String(value);
}

/** Query options of one system parameter. */
export const sysparaQuery = (api: ApiClient, code: string) =>
  queryOptions({ queryKey: platformKeys.syspara(code), queryFn: () => getSyspara(api, code), staleTime: 5 * 60_000 });

/** `index!download-url`: where the buyer app can be downloaded. */
export function downloadUrl(api: ApiClient): Promise<string> {
  return api.call(platformApi.downloadUrl);
}

/** Query options of the app download URL. */
export const downloadUrlQuery = (api: ApiClient) =>
  queryOptions({ queryKey: platformKeys.downloadUrl(), queryFn: () => downloadUrl(api), staleTime: 5 * 60_000 });

export type Activity = z.infer<typeof activity>;

/** `activity/lottery!getCurrentActivity`: the current pop-up activity, or null (the wire answers `{}` when none runs). */
export async function currentActivity(api: ApiClient): Promise<ShownActivity | null> {
  const a = await api.call(platformApi.currentActivity);
  return 'detailUrl' in a ? (a as ShownActivity) : null;
}

/** A pop-up activity that runs. */
export type ShownActivity = Exclude<Activity, Record<string, never>>;

/** Query options of the current pop-up activity; the answer depends on who asks (guest or signed in). */
export const currentActivityQuery = (api: ApiClient, viewer: 'guest' | 'signed-in' = 'guest') =>
  queryOptions({ queryKey: [...platformKeys.activity(), viewer] as const, queryFn: () => currentActivity(api) });

/** `uploadimg!execute`: uploads an image for a module (e.g. "avatar") and answers its URL. */
export function uploadImage(api: ApiClient, file: Blob, moduleName: string): Promise<string> {
  return api.upload(platformApi.upload, file, moduleName);
}

/** `subscribe!add`: signs an email up for the newsletter; an address already signed up is refused (SUBSCRIBE_EXISTS). */
export async function subscribeNewsletter(api: ApiClient, email: string): Promise<void> {
  await api.call(platformApi.subscribe, { email: email.trim() });
}
