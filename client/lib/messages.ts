import { Queue, type QueueItem } from './queue';

export type MessageStatus = 'success' | 'danger' | 'warning' | 'info';

export interface Message extends QueueItem {
  text: string;
  status: MessageStatus;
  seconds: number;
}

export const MESSAGE_DELAY_MS = 100;
export const messages = new Queue<Message>();

/** Shows a transient message; a repeated text replaces the queued one. */
export function notify(text: string, status: MessageStatus = 'info', options: { id?: string; priority?: boolean; seconds?: number } = {}) {
  messages.push({ key: options.id ?? text, text, status, seconds: options.seconds ?? 5, priority: options.priority });
}
