import { describe, expect, it } from 'vitest';
import { Queue, type QueueItem } from '../../client/lib/queue.js';

interface Item extends QueueItem {
  text: string;
}
const item = (key: string, text = key, priority = false): Item => ({ key, text, priority });
const order = (q: Queue<Item>) => {
  const seen: string[] = [];
  while (q.current()) {
    seen.push(q.current()!.text);
    q.dismiss();
  }
  return seen;
};

// The modal and message queues of the shell (people §2, §4): one at a time, a repeat replaces
// the queued one, priority jumps the queue without interrupting what is showing.
describe('one-at-a-time queue', () => {
  it('shows items one at a time in arrival order', () => {
    const q = new Queue<Item>();
    q.push(item('a'));
    q.push(item('b'));
    q.push(item('c'));
    expect(order(q)).toEqual(['a', 'b', 'c']);
  });

  it('replaces a queued item with the same key instead of queueing it twice', () => {
    const q = new Queue<Item>();
    q.push(item('a'));
    q.push(item('b', 'first b'));
    q.push(item('c'));
    q.push(item('b', 'second b'));
    expect(order(q)).toEqual(['a', 'c', 'second b']);
  });

  it('updates the showing item in place when it repeats', () => {
    const q = new Queue<Item>();
    q.push(item('a', 'old'));
    q.push(item('b'));
    q.push(item('a', 'new'));
    expect(order(q)).toEqual(['new', 'b']);
  });

  it('puts a priority item next, after the one showing', () => {
    const q = new Queue<Item>();
    q.push(item('a'));
    q.push(item('b'));
    q.push(item('urgent', 'urgent', true));
    expect(order(q)).toEqual(['a', 'urgent', 'b']);
  });

  it('dismisses a queued item by key without touching the one showing, and tells subscribers', () => {
    const q = new Queue<Item>();
    let calls = 0;
    q.subscribe(() => calls++);
    q.push(item('a'));
    q.push(item('b'));
    q.dismiss('b');
    expect(q.current()?.key).toBe('a');
    expect(order(q)).toEqual(['a']);
    expect(calls).toBeGreaterThanOrEqual(3);
  });
});
