import { describe, expect, it } from 'vitest';
import { queueFrame } from '../../../stories/portal/support/frame-queue';

/** Queues frames by name: which have started, and how to end each one's turn. */
function frames() {
  const started: string[] = [];
  const done = new Map<string, () => void>();
  const queue = (name: string) => queueFrame((finish) => (started.push(name), done.set(name, finish)));
  return { started, queue, end: (name: string) => done.get(name)!() };
}

describe("a docs page's story frames", () => {
  it('load one at a time, each when the one before has finished, in the order they came', () => {
    const { started, queue, end } = frames();
    queue('a');
    queue('b');
    queue('c');
    expect(started).toEqual(['a']);
    end('a');
    expect(started).toEqual(['a', 'b']);
    // A turn ends once: a second word from the same frame starts nothing.
    end('a');
    expect(started).toEqual(['a', 'b']);
    end('b');
    expect(started).toEqual(['a', 'b', 'c']);
    end('c');
  });

  it('go on when a frame goes away during its turn, and skip one that went away before it', () => {
    const { started, queue, end } = frames();
    const leaveA = queue('a');
    const leaveB = queue('b');
    queue('c');
    leaveB();
    leaveA();
    expect(started).toEqual(['a', 'c']);
    end('c');
  });
});
