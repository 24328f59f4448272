import { useTranslation } from 'react-i18next';

/** Every text the chat components show; each defaults to the `ui` namespace (`chat.*`). */
export interface ChatLabels {
  messages: string;
  loadOlder: string;
  empty: string;
  withdrawn: string;
  sending: string;
  failed: string;
  retry: string;
  picture: string;
  openPicture: string;
  closePicture: string;
  input: string;
  placeholder: string;
  send: string;
  sendPicture: string;
  uploading: string;
  tooLong: string;
  pictureType: string;
  /** `{{max}}` is replaced by the limit in MB. */
  pictureSize: string;
  product: string;
  order: string;
}

const keys: (keyof ChatLabels)[] = [
  'messages', 'loadOlder', 'empty', 'withdrawn', 'sending', 'failed', 'retry', 'picture', 'openPicture', 'closePicture',
  'input', 'placeholder', 'send', 'sendPicture', 'uploading', 'tooLong', 'pictureType', 'pictureSize', 'product', 'order',
];

/** The kit's chat texts, with the caller's overrides (the back office passes its own wording). */
export function useChatLabels(overrides: Partial<ChatLabels> = {}): ChatLabels {
  const { t } = useTranslation('ui');
  // Placeholders stay in the text; components fill them, so an override may use them too.
  const base = Object.fromEntries(keys.map((k) => [k, t(`chat.${k}`, { max: '{{max}}' })])) as unknown as ChatLabels;
  return { ...base, ...overrides };
}

/** Replaces `{{name}}` placeholders of a label. */
export function fill(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
