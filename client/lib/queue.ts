import { useSyncExternalStore } from 'react';

// One-at-a-time queues for transient messages and modals (people §2 and §4): a repeated item
// replaces the queued one, priority items jump to the front. What counts as a repeat is the
// queue's to say (the same key by default; messages match by text or id).
export interface QueueItem {
  /** Identifies the item for dismissal. */
  key: string;
  priority?: boolean;
}

export class Queue<T extends QueueItem> {
  private items: T[] = [];
  private listeners = new Set<() => void>();

  constructor(private readonly repeats: (queued: T, next: T) => boolean = (queued, next) => queued.key === next.key) {}

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
    const rest = this.items.slice(1).filter((i) => !this.repeats(i, item));
    if (showing && this.repeats(showing, item)) {
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
