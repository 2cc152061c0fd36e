import type { ReactNode } from 'react';
import { Queue, type QueueItem } from './queue';

export interface ModalSpec extends QueueItem {
  /** Text, or an element that translates itself so an open modal follows a language switch. */
  title: ReactNode;
  body: ReactNode;
  /** Blocking modals close only through their own buttons: no backdrop, no Escape. */
  blocking?: boolean;
  actions?: (close: () => void) => ReactNode;
}

export const modals = new Queue<ModalSpec>();

export function openModal(spec: ModalSpec) {
  modals.push(spec);
}
