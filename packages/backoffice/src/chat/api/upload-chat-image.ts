import { useMutation } from '@tanstack/react-query';
import { uploadChatImage } from '@mall/api-client/chat';
import { UPLOAD_LIMITS } from '@mall/contract/platform';
import type { ErrorKey } from '@mall/contract/errors';
import { useApi } from '../../shared/backoffice-context';

/** Chat pictures: JPEG or PNG of at most 2 MB (the `online` upload module's limit). */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const CHAT_IMAGE_MAX_BYTES = UPLOAD_LIMITS.online ?? 2 * 1024 * 1024;

/** Why a picture cannot be sent, checked before uploading it; null when it may. */
export function chatImageProblem(file: Pick<File, 'type' | 'size'>): ErrorKey | null {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'UPLOAD_TYPE';
  if (file.size > CHAT_IMAGE_MAX_BYTES) return 'UPLOAD_TOO_LARGE';
  return null;
}

/**
 * Uploads a chat picture with the app's own API (`/api/seller/uploadimg!execute` or
 * `/api/admin/uploadimg!execute`, moduleName=online): answers its URL.
 */
export function useUploadChatImage() {
  const api = useApi();
  return useMutation({ mutationFn: (file: Blob) => uploadChatImage(api, file), meta: { silent: true } });
}
