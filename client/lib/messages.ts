import type { ReactNode } from 'react';
import { Queue, type QueueItem } from './queue';

export type MessageStatus = 'success' | 'danger' | 'warning' | 'info';

/** An action offered inside a message (e.g. "Undo"); choosing it also dismisses the message. */
export interface MessageButton {
  label: string;
  onClick: () => void;
}

/** A transient message as people §3 describes it: id, text, status, seconds, button, priority, icon. */
export interface Message extends QueueItem {
  id?: string;
  text: string;
  status: MessageStatus;
  seconds: number;
  button?: MessageButton;
  icon?: ReactNode;
}

export interface NotifyOptions {
  id?: string;
  priority?: boolean;
  seconds?: number;
  button?: MessageButton;
  icon?: ReactNode;
}

export const MESSAGE_DELAY_MS = 100;
export const MESSAGE_SECONDS = 5;

/** A repeat (people §4) is a message with the same text or the same id. */
export const isRepeat = (queued: Message, next: Message) => queued.text === next.text || (next.id !== undefined && queued.id === next.id);

export const messages = new Queue<Message>(isRepeat);

let sequence = 0;

/** Shows a transient message; a repeated message (same text or same id) replaces the queued one. */
export function notify(text: string, status: MessageStatus = 'info', options: NotifyOptions = {}) {
  const { id, priority, seconds = MESSAGE_SECONDS, button, icon } = options;
  // Keys only serve dismissal, so each message gets its own: repeats are found by text or id.
  messages.push({ key: `message-${++sequence}`, id, text, status, seconds, priority, button, icon });
}
