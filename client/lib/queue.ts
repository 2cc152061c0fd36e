import { useSyncExternalStore } from 'react';

// One-at-a-time queues for transient messages and modals (people §2 and §4): an item with the
// same key replaces the queued one, priority items jump to the front.
export interface QueueItem {
  key: string;
  priority?: boolean;
}

export class Queue<T extends QueueItem> {
  private items: T[] = [];
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  current = (): T | undefined => this.items[0];

  private emit() {
    for (const l of this.listeners) l();
  }

  push(item: T) {
    const showing = this.items[0];
    const rest = this.items.slice(1).filter((i) => i.key !== item.key);
    if (showing && showing.key === item.key) {
      this.items = [item, ...rest];
    } else if (!showing) {
      this.items = [item];
    } else {
      this.items = item.priority ? [showing, item, ...rest] : [showing, ...rest, item];
    }
    this.emit();
  }

  dismiss(key?: string) {
    const showing = this.items[0];
    if (!showing || (key && showing.key !== key)) {
      this.items = this.items.filter((i) => i.key !== key);
    } else {
      this.items = this.items.slice(1);
    }
    this.emit();
  }

  clear() {
    this.items = [];
    this.emit();
  }
}

export function useQueueHead<T extends QueueItem>(queue: Queue<T>): T | undefined {
  return useSyncExternalStore(queue.subscribe, queue.current, queue.current);
}
