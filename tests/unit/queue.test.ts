import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_SECONDS, messages, notify } from '../../client/lib/messages.js';
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

// Transient messages (people §3, §4): a repeat is the same text OR the same id, and a message
// carries its button and icon through the queue.
describe('message queue', () => {
  const texts = () => {
    const seen: string[] = [];
    while (messages.current()) {
      seen.push(messages.current()!.text);
      messages.dismiss(messages.current()!.key);
    }
    return seen;
  };
  beforeEach(() => messages.clear());

  it('replaces a queued message with the same text, whatever its id', () => {
    notify('first');
    notify('Saved', 'success', { id: 'a' });
    notify('other');
    notify('Saved', 'success', { id: 'b' });
    expect(texts()).toEqual(['first', 'other', 'Saved']);
  });

  it('replaces a queued message with the same id, whatever its text', () => {
    notify('first');
    notify('Uploading 10%', 'info', { id: 'upload' });
    notify('other');
    notify('Uploading 90%', 'info', { id: 'upload' });
    expect(texts()).toEqual(['first', 'other', 'Uploading 90%']);
  });

  it('updates the message showing when it repeats by id', () => {
    notify('Uploading 10%', 'info', { id: 'upload' });
    notify('other');
    notify('Uploading 90%', 'info', { id: 'upload' });
    expect(texts()).toEqual(['Uploading 90%', 'other']);
  });

  it('keeps messages without an id apart when their texts differ', () => {
    notify('one');
    notify('two');
    expect(texts()).toEqual(['one', 'two']);
  });

  it('carries status, seconds, priority, button and icon', () => {
    const onClick = () => undefined;
    notify('showing');
    notify('Person removed', 'warning', { id: 'removed', seconds: 8, priority: true, button: { label: 'Undo', onClick }, icon: 'trash' });
    messages.dismiss(messages.current()!.key);
    expect(messages.current()).toMatchObject({
      id: 'removed',
      text: 'Person removed',
      status: 'warning',
      seconds: 8,
      priority: true,
      button: { label: 'Undo', onClick },
      icon: 'trash',
    });
  });

  it('defaults to an info message dismissed after 5 seconds', () => {
    notify('Hello');
    expect(messages.current()).toMatchObject({ text: 'Hello', status: 'info', seconds: MESSAGE_SECONDS });
    expect(MESSAGE_SECONDS).toBe(5);
  });

  it('a high-priority message goes next, ahead of older ones', () => {
    notify('showing');
    notify('queued');
    notify('urgent', 'danger', { priority: true });
    expect(texts()).toEqual(['showing', 'urgent', 'queued']);
  });
});
